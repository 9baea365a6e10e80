/**
 * GET/PATCH /api/providers/edit-profile: the provider's own practice details: contact, professional
 * details (with the licence's regulator), bio, services, languages, working hours and the practice
 * facts (open 24 hours, walk-ins, NHIS) (docs/product-rules.md#provider-registration).
 */
import { cedisToPesewas } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import type { providerSelfEditSchema } from "@gh/contracts/providers/practice";
import type { z } from "zod";
import { requireUser } from "../../auth/guards.ts";
import { toGhanaE164 } from "../../auth/phone.ts";
import { database } from "../../db/client.ts";
import { storedRemoteFees } from "../../db/providers.ts";
import { updateProviderRow } from "../../db/provider-practice.ts";
import { scheduleColumns } from "../../db/provider-rows.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { ownProvider } from "./own-provider.ts";
import { editOwnProfileRoute, ownProfileRoute } from "./routes.ts";
import { toOwnProfile } from "./serialize.ts";
import { remoteVisitColumns } from "./remote-visit-columns.ts";

type ProviderSelfEdit = z.output<typeof providerSelfEditSchema>;

/**
 * The NHIS facts as stored (docs/product-rules.md#licences-and-nhis): what was sent, and no
 * accreditation number for a practice that (after the edit) serves no NHIS members.
 */
function nhisColumns(input: Pick<ProviderSelfEdit, "acceptsNhis" | "nhiaAccreditationNumber">, current: Pick<Provider, "acceptsNhis">) {
  const acceptsNhis = input.acceptsNhis ?? current.acceptsNhis;
  const touched = input.acceptsNhis !== undefined || input.nhiaAccreditationNumber !== undefined;
  return { acceptsNhis: input.acceptsNhis, nhiaAccreditationNumber: acceptsNhis || !touched ? input.nhiaAccreditationNumber : null };
}

export const invalidPhone = () => new AppError(400, "validation_failed", PROVIDER_MESSAGES.invalidPhone, { phone: PROVIDER_MESSAGES.invalidPhone });

export const selfEditRoutes = declaredRoutes()
  .openapi(guarded(ownProfileRoute, requireUser("provider")), async (c) => {
    const db = database(c.env);
    const provider = await ownProvider(db, c.get("user"));
    return c.json(toOwnProfile(provider, await storedRemoteFees(db, provider.id)), 200);
  })
  .openapi(guarded(editOwnProfileRoute, requireUser("provider")), async (c) => {
    const db = database(c.env);
    const user = c.get("user");
    const provider = await ownProvider(db, user);
    const input = c.req.valid("json");
    // A PATCH changes only what it is sent (docs/product-rules.md#provider-registration): nothing sent, nothing written.
    if (Object.values(input).every((value) => value === undefined)) return c.json(toOwnProfile(provider, await storedRemoteFees(db, provider.id)), 200);
    const phone = input.phone === undefined ? undefined : toGhanaE164(input.phone);
    if (phone === null) throw invalidPhone();
    // Fields left out of the request are undefined here, and undefined is not written: they keep what is stored.
    const updated = await updateProviderRow(
      db,
      provider.id,
      {
        phone,
        location: input.location,
        bio: input.bio,
        consultationFeePesewas: input.consultationFee === undefined ? undefined : cedisToPesewas(input.consultationFee)!,
        yearsExperience: input.experience,
        education: input.education,
        hospitalAffiliation: input.hospitalAffiliation,
        // Blank lists arrive as [] and clear what is stored.
        services: input.services && JSON.stringify(input.services),
        languages: input.languages && JSON.stringify(input.languages),
        ...(input.workingHours ? scheduleColumns(input.workingHours) : {}),
        open24Hours: input.open24Hours,
        acceptsWalkIns: input.acceptsWalkIns,
        ...remoteVisitColumns(input),
        ...nhisColumns(input, provider),
        regulator: input.regulator,
        updatedAt: Date.now(),
      },
      user,
    );
    if (!updated) throw notFound(PROVIDER_MESSAGES.profileNotFound);
    return c.json(toOwnProfile(updated, await storedRemoteFees(db, updated.id)), 200);
  });
