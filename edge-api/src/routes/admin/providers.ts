/**
 * Provider management: PUT and DELETE /api/admin/providers/:id (audited), and what a deletion would
 * remove. The update and the deletion are the provider's own (edit-by-id, delete-profile), with the
 * audit entry written in the same batch as the change. An administrator manages provider accounts
 * only: a provider row whose account is an administrator's is as missing as an unknown id.
 */
import type { AdminProviderEdit } from "@gh/contracts/admin";
import { ADMIN_TEXTS, type AdminProvider } from "@gh/contracts/admin/options";
import { cedisToPesewas, pesewasToCedis } from "@gh/contracts/money";
import { ADMIN_EDIT_SPECIALTY_IDS, type SpecialtyId } from "@gh/contracts/specialties";
import { msg } from "@gh/contracts/msg";
import { adminProviderById } from "../../db/admin-providers.ts";
import { auditEntryInsert } from "../../db/audit.ts";
import { database, type Database } from "../../db/client.ts";
import { deletionPreviewQuery } from "../../db/provider-practice.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { backgroundOf } from "../../money/refunds.ts";
import { deleteProvider } from "../provider-practice/delete-profile.ts";
import { saveProviderUpdate, type ProviderUpdate } from "../provider-practice/edit-by-id.ts";
import { toAdminProvider } from "./admin-provider.ts";
import { deleteProviderRoute, deletionPreviewRoute, updateProviderRoute } from "./routes.ts";
import { requestText } from "../../i18n/api-texts.ts";

const PROVIDER_NOT_FOUND = msg("Provider not found");
const SPECIALTY_NOT_OFFERED = msg("Choose one of the listed specialties");

/** The provider and its admin row; a provider whose account is not a provider's is as missing as an unknown id. */
async function managedProvider(db: Database, id: number) {
  const managed = await adminProviderById(db, id);
  if (!managed || managed.role !== "provider") throw notFound(PROVIDER_NOT_FOUND);
  return { provider: managed.provider, admin: toAdminProvider(managed.row) };
}

/** The dialog's fields under AdminProvider's names, as they will be stored (fee as "150.00"). */
type EditedFields = Partial<Pick<AdminProvider, "title" | "specialty" | "yearsExperience" | "consultationFee" | "location" | "email" | "bio">>;

function proposedFields(input: AdminProviderEdit): EditedFields {
  const fields: EditedFields = {
    title: input.title,
    specialty: input.specialty,
    yearsExperience: input.experience,
    consultationFee: input.consultationFee === undefined ? undefined : pesewasToCedis(cedisToPesewas(input.consultationFee)!),
    location: input.location,
    email: input.email,
    bio: input.bio,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as EditedFields;
}

/** Only what the edit changes, before and after, for the audit entry and the write. */
function changes(current: AdminProvider, proposed: EditedFields) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(proposed)) {
    const previous = current[key as keyof EditedFields];
    if (previous === value) continue;
    before[key] = previous;
    after[key] = value;
  }
  return { before, after: after as EditedFields };
}

/** The provider's specialty may stay as it is; a new one must be from the admin list. */
function checkSpecialty(specialty: string | undefined, current: string) {
  if (specialty === undefined || specialty === current || ADMIN_EDIT_SPECIALTY_IDS.includes(specialty as SpecialtyId)) return;
  throw new AppError(400, "validation_failed", msg("Some fields are missing or invalid"), { specialty: SPECIALTY_NOT_OFFERED });
}

/** The changed fields in the edit-by-id form's terms (they passed its schema, so the narrower types hold). */
const toProviderUpdate = ({ yearsExperience, specialty, title, ...rest }: EditedFields): ProviderUpdate => ({
  ...rest,
  ...(title === undefined ? {} : { title: title as NonNullable<ProviderUpdate["title"]> }),
  ...(specialty === undefined ? {} : { specialty: specialty as SpecialtyId }),
  ...(yearsExperience === undefined ? {} : { yearsExperience }),
});

export const adminProvidersRoutes = declaredRoutes()
  .openapi(updateProviderRoute, async (c) => {
    const db = database(c.env);
    const { id } = c.req.valid("param");
    const current = await managedProvider(db, id);
    const input = c.req.valid("json");
    checkSpecialty(input.specialty, current.provider.specialty);

    const { before, after } = changes(current.admin, proposedFields(input));
    // Nothing differs: nothing to write and nothing to record.
    if (Object.keys(after).length === 0) return c.json(current.admin, 200);
    const audit = auditEntryInsert(db, c.get("user"), { action: "provider.update", entity: "provider", entityId: id, before, after });
    await saveProviderUpdate(c.env, db, current.provider, toProviderUpdate(after), [audit]);
    return c.json((await managedProvider(db, id)).admin, 200);
  })
  .openapi(deletionPreviewRoute, async (c) => {
    const db = database(c.env);
    const { id } = c.req.valid("param");
    await managedProvider(db, id);
    const [counts] = await deletionPreviewQuery(db, id, Date.now());
    if (!counts) throw notFound(PROVIDER_NOT_FOUND);
    return c.json(counts, 200);
  })
  .openapi(deleteProviderRoute, async (c) => {
    const db = database(c.env);
    const { id } = c.req.valid("param");
    const current = await managedProvider(db, id);
    const audit = auditEntryInsert(db, c.get("user"), { action: "provider.delete", entity: "provider", entityId: id, before: current.admin, after: null });
    const removed = await deleteProvider(c.env, db, current.provider, [audit], backgroundOf(c));
    return c.json({ ...removed, userDeleted: true as const, message: requestText(c.req.raw, ADMIN_TEXTS.providerDeleted(removed).title) }, 200);
  });
