/**
 * The provider an administrator manages (PUT and DELETE /api/admin/providers/:id): the row the admin
 * tables show (ADMIN_PROVIDER_COLUMNS, with its appointment count, a range on
 * appointments_provider_idx), its account's role, and the full profile the edit and the deletion work on.
 */
import { sql } from "drizzle-orm";
import type { Role } from "@gh/contracts/auth";
import type { Provider } from "@gh/contracts/providers";
import { ADMIN_PROVIDER_COLUMNS } from "./admin-tables.ts";
import type { Database } from "./client.ts";
import type { AdminProviderLicenceColumns } from "./admin-tables.ts";
import { providerById } from "./providers.ts";

/** A provider row as the admin's queries select it (snake_case, 0/1 booleans, epoch ms). */
export interface AdminProviderRow extends AdminProviderLicenceColumns {
  id: number;
  title: string;
  /** JSON [firstName, lastName]. */
  names: string | null;
  email: string;
  specialty_id: string;
  location: string;
  city: string;
  region: string;
  years_experience: number;
  consultation_fee_pesewas: number;
  is_verified: number;
  bio: string | null;
  average_rating: number;
  review_count: number;
  created_at: number;
  appointment_count: number;
  /** In a CSV export only. */
  specialty_name?: string | null;
  license_number?: string;
  phone?: string;
}

export interface ManagedProvider {
  row: AdminProviderRow;
  role: Role;
  provider: Provider;
}

/** The provider with this id, or null when there is none. */
export async function adminProviderById(db: Database, id: number): Promise<ManagedProvider | null> {
  const [[row], provider] = await Promise.all([
    db.all<AdminProviderRow & { account_role: Role }>(
      sql`SELECT ${sql.raw(ADMIN_PROVIDER_COLUMNS)}, (SELECT u.role FROM users u WHERE u.id = p.user_id) AS account_role FROM providers p WHERE p.id = ${id}`,
    ),
    providerById(db, id),
  ]);
  if (!row || !provider) return null;
  const { account_role: role, ...adminRow } = row;
  return { row: adminRow, role, provider };
}
