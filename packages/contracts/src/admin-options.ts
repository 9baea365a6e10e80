/**
 * The administrator's calls: tables, provider management, revenue and the audit log (docs/product-rules.md#admin-and-exports). Zod-free, so the admin screens import it cheaply: the query
 * schemas are in admin.ts, and the answers' types come from their schemas in answers/admin.ts (types only).
 */
import type { z } from "zod";
import type {
  adminAppointmentSchema,
  adminPageFieldsSchema,
  adminProviderSchema,
  adminReviewSchema,
  adminStatsSchema,
  adminUserSchema,
  auditEntrySchema,
  providerDeletionPreviewSchema,
  providerDeletionSchema,
  revenueBookingSchema,
  revenueMonthSchema,
  revenueReportSchema,
} from "./answers/admin.ts";
import { LICENCE_TEXTS, type LicenceStanding } from "./licence-options.ts";
import { msg, withValues, type MessageWithValues } from "./msg.ts";

export const ADMIN_TABLES = ["users", "providers", "reviews", "appointments"] as const;
export type AdminTable = (typeof ADMIN_TABLES)[number];

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** The columns each table may be sorted by: the ones it shows (each backed by an index). */
export const ADMIN_SORTS = {
  users: ["id", "name", "email", "role", "createdAt"],
  providers: ["id", "name", "specialty", "location", "fee", "experience", "verified", "createdAt"],
  reviews: ["id", "provider", "rating", "date"],
  appointments: ["id", "patient", "provider", "date", "status"],
} as const satisfies Record<AdminTable, readonly string[]>;
export type AdminSort<Table extends AdminTable> = (typeof ADMIN_SORTS)[Table][number];

/** Tables that take `search` (through their full-text index). */
export const ADMIN_SEARCHABLE: readonly AdminTable[] = ["users", "providers"];

export type AdminPage<Row> = { items: Row[] } & z.output<typeof adminPageFieldsSchema>;

/** Users tab: ID, Name, Email, Role, Created. */
export type AdminUser = z.output<typeof adminUserSchema>;

/**
 * Providers tab (ID, Specialty, Location, Fee, Experience, licence standing, Accepts NHIS) and the
 * provider management cards (the admin provider list item, docs/product-rules.md#screens-and-texts), one shape.
 */
export type AdminProvider = z.output<typeof adminProviderSchema>;

/** The providers table's licence and NHIS columns: their headings and what their cells say. */
export const ADMIN_PROVIDER_TEXTS = {
  licence: msg("Licence"),
  acceptsNhis: LICENCE_TEXTS.acceptsNhis,
  // translators: the providers table's licence column: "Verified for 2026"
  verifiedFor: msg("Verified for {year}"),
  renewalPending: LICENCE_TEXTS.renewalPending,
  pendingVerification: LICENCE_TEXTS.pendingVerification,
  yes: msg("Yes"),
  no: msg("No"),
} as const;

/**
 * A provider's licence standing as the providers table words it, shown with
 * `t(text.message, text.values)`: "Verified for 2026", "Licence renewal pending" or "Pending Verification".
 */
export function adminLicenceText(provider: { licenceStanding: LicenceStanding; licenceVerifiedFor: number | null }): MessageWithValues {
  if (provider.licenceStanding === "verified") return withValues(ADMIN_PROVIDER_TEXTS.verifiedFor, { year: provider.licenceVerifiedFor ?? "" });
  return withValues(provider.licenceStanding === "renewal_pending" ? ADMIN_PROVIDER_TEXTS.renewalPending : ADMIN_PROVIDER_TEXTS.pendingVerification, {});
}

/** Reviews tab: ID, Provider, Rating out of 5, Comment, Date. */
export type AdminReview = z.output<typeof adminReviewSchema>;

/** Appointments tab: ID, Patient, Provider, Date, Status (the admin view, with the money split: docs/product-rules.md#screens-and-texts). */
export type AdminAppointment = z.output<typeof adminAppointmentSchema>;

/** GET /api/admin/stats */
export type AdminStats = z.output<typeof adminStatsSchema>;

/** DELETE /api/admin/providers/:id answer (docs/product-rules.md#screens-and-texts). */
export type ProviderDeletion = z.output<typeof providerDeletionSchema>;

/** What deleting a provider would remove, for the confirmation dialog: GET /api/admin/providers/:id/deletion. */
export type ProviderDeletionPreview = z.output<typeof providerDeletionPreviewSchema>;

export type RevenueMonth = z.output<typeof revenueMonthSchema>;

export type RevenueBooking = z.output<typeof revenueBookingSchema>;

/** GET /api/admin/revenue: from paid appointments, as fixed at booking. */
export type RevenueReport = z.output<typeof revenueReportSchema>;

export type AuditEntry = z.output<typeof auditEntrySchema>;

/** Card payment processors' fees as the Revenue Model explains them (docs/product-rules.md#admin-and-exports and docs/product-rules.md#fees-and-commission). */
export const PAYMENT_PROCESSOR_NOTES = [
  { name: msg("Mobile money"), fee: msg("Network fees apply per transaction") },
  { name: msg("Card payments (Paystack)"), fee: msg("2.9% + GHS 0.50 per transaction") },
  { name: msg("Card payments (alternative processor)"), fee: msg("2.9% per transaction") },
] as const;

const NO_DATA: Record<AdminTable, string> = {
  users: msg("No data available for users"),
  providers: msg("No data available for providers"),
  reviews: msg("No data available for reviews"),
  appointments: msg("No data available for appointments"),
};

/** The admin screens' toasts and alerts, as the original product's screens word them where they give them (docs/product-rules.md#screens-and-texts). */
export const ADMIN_TEXTS = {
  providerDeleted: (deletion: Pick<ProviderDeletion, "appointmentsDeleted" | "reviewsDeleted">) => ({
    title: msg("Provider Deleted Successfully"),
    /** Shown with `t(description.message, description.values)`. */
    description: withValues(
      msg("Removed {appointments, plural, one {# appointment} other {# appointments}}, {reviews, plural, one {# review} other {# reviews}} and the user account."),
      { appointments: deletion.appointmentsDeleted, reviews: deletion.reviewsDeleted },
    ),
  }),
  providerUpdated: { title: msg("Provider Updated Successfully") },
  deletionFailed: (message: string) => ({ title: msg("Deletion Failed"), description: message }),
  updateFailed: (message: string) => ({ title: msg("Update Failed"), description: message }),
  /** What an empty table's Download CSV says (one whole message per table). */
  noData: (table: AdminTable) => NO_DATA[table],
  downloadError: msg("Error downloading data"),
  noAppointments: msg("No appointments found"),
  noProviders: msg("No Providers Found"),
  noRatings: msg("No ratings"),
  deletionWarning: msg("Deleting a provider is permanent. Their profile, appointments, reviews and user account are removed; payment records are kept for accounting."),
} as const;

/** Each table's CSV columns: the tab's columns first, then what an operations person also needs (marked as messages, for a download in the reader's language). */
export const ADMIN_CSV_COLUMNS = {
  users: [msg("ID"), msg("Name"), msg("Email"), msg("Role"), msg("Created"), msg("Phone"), msg("Email Verified")],
  providers: [
    msg("ID"), msg("Name"), msg("Email"), msg("Specialty"), msg("Location"), msg("City"), msg("Region"), msg("Fee (GHS)"), msg("Experience (years)"),
    ADMIN_PROVIDER_TEXTS.licence, ADMIN_PROVIDER_TEXTS.acceptsNhis, msg("Rating"), msg("Reviews"), msg("Appointments"), msg("Phone"),
    msg("Regulator"), msg("License Number"), msg("NHIA Accreditation Number"), msg("Joined"),
  ],
  reviews: [msg("ID"), msg("Provider"), msg("Rating (out of 5)"), msg("Comment"), msg("Date"), msg("Provider ID"), msg("Patient"), msg("Appointment Date")],
  appointments: [msg("ID"), msg("Patient"), msg("Provider"), msg("Date"), msg("Status"), msg("Payment"), msg("Fee (GHS)"), msg("Commission (GHS)"), msg("Provider Payout (GHS)"), msg("Patient ID"), msg("Provider ID"), msg("Booked"), msg("Booking code")],
} as const satisfies Record<AdminTable, readonly string[]>;

/** The revenue report's CSV: one row a month, then the total of those months. */
export const REVENUE_CSV_COLUMNS = [msg("Month"), msg("Paid bookings"), msg("Revenue (GHS)"), msg("Commission (GHS)"), msg("Provider payouts (GHS)"), msg("Refunds (GHS)"), msg("Net revenue (GHS)")] as const;

/** `{table}_{date}.csv` (docs/product-rules.md#admin-and-exports), the date in Ghana (UTC). */
export function csvFileName(table: string, now = Date.now()): string {
  return `${table}_${new Date(now).toISOString().slice(0, 10)}.csv`;
}
