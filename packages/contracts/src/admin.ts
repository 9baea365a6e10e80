/** Admin query validation (zod): paging, sorting and search for the admin tables (admin-options.ts has the shapes). */
import { z } from "zod";
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, ADMIN_SORTS, type AdminTable } from "./admin-options.ts";
import { providerUpdateSchema } from "./provider-practice.ts";

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** GET /api/admin/{table}?page=&pageSize=&sort=&order=&search= */
export function adminListQuerySchema<Table extends AdminTable>(table: Table) {
  const sorts = ADMIN_SORTS[table] as readonly string[] as [string, ...string[]];
  return z.object({
    page: z.coerce.number({ message: "Page must be a whole number" }).int("Page must be a whole number").min(1, "Page must be 1 or more").max(100_000, "Page is too far").default(1),
    pageSize: z.coerce
      .number({ message: "Page size must be a whole number" })
      .int("Page size must be a whole number")
      .min(1, "Page size must be at least 1")
      .max(ADMIN_PAGE_SIZE_MAX, `Page size must be at most ${ADMIN_PAGE_SIZE_MAX}`)
      .default(ADMIN_PAGE_SIZE),
    sort: z.preprocess(blankToUndefined, z.enum(sorts, { message: `Sort by one of: ${sorts.join(", ")}` }).default("id")),
    order: z.preprocess(blankToUndefined, z.enum(["asc", "desc"], { message: "Order must be asc or desc" }).default("desc")),
    search: z.preprocess(blankToUndefined, z.string().trim().max(100, "Search is too long").optional()),
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
