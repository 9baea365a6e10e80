/**
 * Licences and NHIS (docs/product-rules.md#licences-and-nhis): the regulators, the licence
 * document's limits, what a provider's licence standing is and what each screen says of it; zod-free,
 * so screens import it cheaply (the input schemas are in licences.ts, the answers' in
 * answers/licences.ts, which only the Worker loads; their types are re-exported here).
 *
 * Every licence a Ghanaian regulator issues ends with its calendar year, and no regulator offers an
 * API: an administrator checks the uploaded licence and approves it for one year. "Verified Provider"
 * means exactly that the licence is approved for the current year.
 */
import type { z } from "zod";
import type { adminLicenceSchema, licenceQueueSchema, nhisReportPageSchema, nhisReportSchema, ownLicenceSchema, providerLicenceSchema } from "./answers/licences.ts";
import { ghanaToday } from "./ghana-day.ts";
import { msg } from "./msg.ts";

export type OwnLicence = z.output<typeof ownLicenceSchema>;
export type ProviderLicence = z.output<typeof providerLicenceSchema>;
export type AdminLicence = z.output<typeof adminLicenceSchema>;
export type LicenceQueue = z.output<typeof licenceQueueSchema>;
export type NhisReport = z.output<typeof nhisReportSchema>;
export type NhisReportPage = z.output<typeof nhisReportPageSchema>;

/** The regulators a provider's licence comes from, as the API names them. */
export const REGULATORS = ["mdc", "pharmacy", "nmc", "ahpc", "psychology", "other"] as const;
export type Regulator = (typeof REGULATORS)[number];

/** Each regulator's name, as screens and the profile show it. */
export const REGULATOR_NAMES: Record<Regulator, string> = {
  mdc: msg("Medical and Dental Council"),
  pharmacy: msg("Pharmacy Council"),
  nmc: msg("Nursing and Midwifery Council"),
  ahpc: msg("Allied Health Professions Council"),
  psychology: msg("Ghana Psychology Council"),
  other: msg("Other regulator"),
};

/** The licence document's types (decided by the file's first bytes, not its name or declared type) and size. */
export const LICENCE_DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type LicenceDocumentType = (typeof LICENCE_DOCUMENT_TYPES)[number];
export const LICENCE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What a file picker offers (the server still decides by the content). */
export const LICENCE_DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** An uploaded licence's review: waiting for an administrator, approved for a year, or rejected with a reason. */
export const LICENCE_STATUSES = ["pending", "approved", "rejected"] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const REGISTRATION_NUMBER_MAX_LENGTH = 50;
export const REJECTION_REASON_MAX_LENGTH = 500;
export const NHIA_ACCREDITATION_MAX_LENGTH = 50;
export const NHIS_REPORT_MAX_LENGTH = 1000;
/** Licences per page of the administrator's verification queue, and NHIS reports per page. */
export const LICENCE_QUEUE_PAGE_SIZE = 20;
export const NHIS_REPORTS_PAGE_SIZE = 20;

/** The month from which providers are reminded to upload next year's licence, and it may be approved (December). */
export const RENEWAL_REMINDER_MONTH = 12;

/** The current year in Ghana (UTC all year, docs/product-rules.md#ghana-time), e.g. 2026: the year a licence must be verified for. */
export function ghanaYear(now = Date.now()): number {
  return Number(ghanaToday(now).slice(0, 4));
}

/** Whether next year's licence is due: from 1 December to the year's end. */
export function renewalSeason(now = Date.now()): boolean {
  return Number(ghanaToday(now).slice(5, 7)) >= RENEWAL_REMINDER_MONTH;
}

/** The years an administrator may approve a licence for: this one, and from 1 December the next. */
export function approvableYears(now = Date.now()): number[] {
  const year = ghanaYear(now);
  return renewalSeason(now) ? [year, year + 1] : [year];
}

/**
 * A provider's licence standing in `year` (the current year, in Ghana):
 * - verified: approved for this year ("Verified Provider");
 * - renewal_pending: approved for an earlier year only (still bookable: the badge, not the listing, carries the claim);
 * - pending_verification: never approved (listed, but takes no bookings until an administrator checks the licence).
 */
export type LicenceStanding = "verified" | "renewal_pending" | "pending_verification";

export function licenceStanding(licenceVerifiedFor: number | null, year: number): LicenceStanding {
  if (licenceVerifiedFor === null) return "pending_verification";
  return licenceVerifiedFor >= year ? "verified" : "renewal_pending";
}

/** Whether a provider takes bookings: once any licence of theirs has been approved. */
export function takesBookings(licenceVerifiedFor: number | null): boolean {
  return licenceVerifiedFor !== null;
}

/** What cards and profiles say of each standing, and instead of Book Appointment before the first approval. */
export const LICENCE_TEXTS = {
  verified: msg("Verified Provider"),
  pendingVerification: msg("Pending Verification"),
  renewalPending: msg("Licence renewal pending"),
  // translators: on a provider's profile: "Licence verified for 2026 · Medical and Dental Council"
  verifiedFor: msg("Licence verified for {year} · {regulator}"),
  bookingClosed: msg("Booking opens once the licence is checked"),
  acceptsNhis: msg("Accepts NHIS"),
} as const;

/** The API's refusal of a booking with a provider whose licence has not been checked yet. */
export const BOOKING_CLOSED_MESSAGE = LICENCE_TEXTS.bookingClosed;
