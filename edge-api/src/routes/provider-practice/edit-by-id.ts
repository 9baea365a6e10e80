/**
 * PUT /api/providers/:id: the edit-by-id form (docs/product-rules.md#roles-and-ownership), for the profile's owner or an
 * administrator. Fields left out stay; names and e-mail change the account too, a new town or region
 * moves the practice on the map, new hours change the bookable slots, and a photo is replaced in R2
 * (the old object deleted only once the rows are saved).
 */
import { cedisToPesewas } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import type { providerUpdateSchema } from "@gh/contracts/providers/practice";
import type { z } from "zod";
import { msg } from "@gh/contracts/msg";
import { emailInUse } from "../../auth/account-user.ts";
import { requireUser } from "../../auth/guards.ts";
import { toGhanaE164 } from "../../auth/phone.ts";
import { database, isUniqueViolation, type Database } from "../../db/client.ts";
import { emailTakenByOther, updateProviderAndAccount, type AlongsideStatement } from "../../db/provider-practice.ts";
import { coordinatesFor, scheduleColumns } from "../../db/provider-rows.ts";
import type { Bindings } from "../../env.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { nextProfileImage } from "../../images/profile-images.ts";
import { providerById } from "../../db/providers.ts";
import { editByIdRoute } from "./routes.ts";
import { invalidPhone } from "./self-edit.ts";
import { remoteVisitColumns } from "./remote-visit-columns.ts";

export type ProviderUpdate = z.output<typeof providerUpdateSchema>;

/** Only the keys that were given: a field left out of the form keeps its stored value. */
const given = <T extends Record<string, unknown>>(values: T) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The provider row's new column values for what the form sent. */
function providerColumnsFor(input: ProviderUpdate, current: Provider, phone: string | undefined) {
  const moved = input.city !== undefined || input.region !== undefined;
  return given({
    title: input.title,
    specialtyId: input.specialty,
    phone,
    email: input.email,
    website: input.website,
    location: input.location,
    city: input.city,
    region: input.region,
    address: input.address,
    hospitalAffiliation: input.hospitalAffiliation,
    licenseNumber: input.licenseNumber,
    yearsExperience: input.yearsExperience,
    education: input.education,
    consultationFeePesewas: input.consultationFee === undefined ? undefined : cedisToPesewas(input.consultationFee)!,
    bio: input.bio,
    services: input.services === undefined ? undefined : JSON.stringify(input.services),
    languages: input.languages === undefined ? undefined : JSON.stringify(input.languages),
    open24Hours: input.open24Hours,
    acceptsWalkIns: input.acceptsWalkIns,
    ...remoteVisitColumns(input),
    ...(input.workingHours ? scheduleColumns(input.workingHours) : {}),
    ...(moved ? coordinatesFor(input.city ?? current.city, input.region ?? current.region) : {}),
  });
}

/**
 * Saves an edit-by-id form's fields (already validated) for `current`, in one batch with `alongside`
 * (an admin's audit entry): the one provider update, also used by an administrator
 * (routes/admin/providers.ts). 400 for a foreign phone or a bad photo, 409 when the e-mail is taken.
 */
export async function saveProviderUpdate(env: Bindings, db: Database, current: Provider, input: ProviderUpdate, alongside: readonly AlongsideStatement[] = []): Promise<Provider> {
  const phone = input.phone === undefined ? undefined : toGhanaE164(input.phone);
  if (phone === null) throw invalidPhone();
  if (input.email !== undefined && (await emailTakenByOther(db, input.email, current.userId))) throw emailInUse();

  // Checked and stored before the rows change; deleted again if they do not.
  const image = await nextProfileImage(env, current.profileImage, input.profileImage);
  let updated: Provider | null;
  try {
    updated = await updateProviderAndAccount(
      db,
      current,
      { ...providerColumnsFor(input, current, phone), profileImageUrl: image.url, updatedAt: Date.now() },
      { ...given({ firstName: input.firstName, lastName: input.lastName, email: input.email }), profileImageUrl: image.url },
      alongside,
    );
  } catch (error) {
    await image.onFailure();
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error, "users.email")) throw emailInUse();
    throw error;
  }
  if (!updated) {
    await image.onFailure();
    throw notFound(msg("Provider not found"));
  }
  await image.afterSave();
  return updated;
}

export const editByIdRoutes = declaredRoutes().openapi(guarded(editByIdRoute, requireUser()), async (c) => {
  const db = database(c.env);
  const user = c.get("user");
  const current = await providerById(db, c.req.valid("param").id);
  if (!current) throw notFound(msg("Provider not found"));
  if (user.role !== "admin" && current.userId !== user.id) throw new AppError(403, "forbidden", PROVIDER_MESSAGES.notYourProfile);
  return c.json(await saveProviderUpdate(c.env, db, current, c.req.valid("json")), 200);
});
