/** Admin query validation (zod): paging, sorting and search for the admin tables (admin-options.ts has the shapes). */
import { z } from "zod";
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, ADMIN_SORTS, type AdminTable } from "./admin-options.ts";
import { providerUpdateSchema } from "./provider-practice.ts";
import { msg } from "./msg.ts";

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** What an unknown sort column is told, per table: ADMIN_SORTS written out (a message is one literal text). */
export const ADMIN_SORT_PROBLEMS: Record<AdminTable, string> = {
  users: msg("Sort by one of: id, name, email, role, createdAt"),
  providers: msg("Sort by one of: id, name, specialty, location, fee, experience, verified, createdAt"),
  reviews: msg("Sort by one of: id, provider, rating, date"),
  appointments: msg("Sort by one of: id, patient, provider, date, status"),
};

/** GET /api/admin/{table}?page=&pageSize=&sort=&order=&search= */
export function adminListQuerySchema<Table extends AdminTable>(table: Table) {
  const sorts = ADMIN_SORTS[table] as readonly string[] as [string, ...string[]];
  return z.object({
    page: z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(100_000, msg("Page is too far")).default(1),
    pageSize: z.coerce
      .number({ message: msg("Page size must be a whole number") })
      .int(msg("Page size must be a whole number"))
      .min(1, msg("Page size must be at least 1"))
      // ADMIN_PAGE_SIZE_MAX written out: a message is one literal text.
      .max(ADMIN_PAGE_SIZE_MAX, msg("Page size must be at most 100"))
      .default(ADMIN_PAGE_SIZE),
    sort: z.preprocess(blankToUndefined, z.enum(sorts, { message: ADMIN_SORT_PROBLEMS[table] }).default("id")),
    order: z.preprocess(blankToUndefined, z.enum(["asc", "desc"], { message: msg("Order must be asc or desc") }).default("desc")),
    search: z.preprocess(blankToUndefined, z.string().trim().max(100, msg("Search is too long")).optional()),
  });
}
export type AdminListQuery = z.output<ReturnType<typeof adminListQuerySchema>>;

/**
 * PUT /api/admin/providers/:id: the admin edit dialog's fields (docs/product-rules.md#screens-and-texts: title, specialty,
 * experience, consultationFee, location, email, bio), each with the rule and message of the provider's
 * own edit. Fields left out stay as they are. Which specialties are offered (ADMIN_EDIT_SPECIALTY_IDS
 * plus the provider's current one) depends on the provider, so the API checks that itself.
 */
export const adminProviderEditSchema = providerUpdateSchema
  .pick({ title: true, specialty: true, consultationFee: true, location: true, email: true, bio: true })
  .extend({ experience: providerUpdateSchema.shape.yearsExperience });
export type AdminProviderEditInput = z.input<typeof adminProviderEditSchema>;
export type AdminProviderEdit = z.output<typeof adminProviderEditSchema>;
