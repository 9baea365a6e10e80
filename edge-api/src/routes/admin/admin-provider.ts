/** A provider as the administrator sees it (the providers table, its CSV, and the edit and delete answers). */
import type { AdminProvider } from "@gh/contracts/admin/options";
import { pesewasToCedis } from "@gh/contracts/money";
import type { AdminProviderRow } from "../../db/admin-providers.ts";
import { ghanaYear } from "@gh/contracts/licences/options";
import { standingOf } from "../../db/provider-records.ts";

/** The parts of the JSON list a query hands back for a name, as text. */
export function nameParts(json: string | null): string[] {
  const parsed: unknown = json ? JSON.parse(json) : [];
  return Array.isArray(parsed) ? parsed.map((part) => String(part ?? "")) : [];
}

/** The provider's licence standing this year, as every provider answer has it (db/provider-records.ts). */
export function adminStanding(row: Pick<AdminProviderRow, "is_verified" | "licence_verified_for">, now = Date.now()) {
  return standingOf({ isVerified: Boolean(row.is_verified), licenceVerifiedFor: row.licence_verified_for }, ghanaYear(now));
}

export function toAdminProvider(row: AdminProviderRow): AdminProvider {
  const [firstName = "", lastName = ""] = nameParts(row.names);
  const licenceStanding = adminStanding(row);
  return {
    id: row.id,
    title: row.title,
    firstName,
    lastName,
    email: row.email,
    specialty: row.specialty_id,
    location: row.location,
    city: row.city,
    region: row.region,
    yearsExperience: row.years_experience,
    consultationFee: pesewasToCedis(row.consultation_fee_pesewas),
    isVerified: licenceStanding === "verified",
    licenceVerifiedFor: row.licence_verified_for,
    licenceStanding,
    regulator: row.regulator,
    acceptsNhis: Boolean(row.accepts_nhis),
    nhiaAccreditationNumber: row.nhia_accreditation_number,
    bio: row.bio,
    appointmentCount: row.appointment_count,
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
