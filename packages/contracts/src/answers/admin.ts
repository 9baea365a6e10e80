/**
 * The administrator's answers (GET /api/admin/*, the provider edit and deletion, refunds and revenue)
 * as zod schemas: the API's published contract (docs/architecture.md#api-hono-on-workers) and the
 * source of the types in admin-options.ts, refunds.ts and payouts.ts that the admin screens read.
 * Only the Worker loads this module; the screens import those types, so no schema reaches a bundle.
 */
import { z } from "zod";
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES } from "../appointment-options.ts";
import { ROLES } from "../auth.ts";
import { REVENUE_RECENT_BOOKINGS } from "../constants.ts";
import { REGULATORS, type LicenceStanding } from "../licence-options.ts";
import { REFUND_REASONS, REFUND_STATUSES } from "../refunds.ts";

const id = () => z.number().int();
const count = () => z.number().int().min(0);
const cedis = (what?: string) => z.string().describe(what ? `${what}, decimal cedis ("150.00").` : 'Decimal cedis ("150.00").');
const instant = (what?: string) => z.string().describe(what ? `${what} (ISO instant).` : "ISO instant.");

/** What every admin page has besides its rows. */
export const adminPageFieldsSchema = z.object({
  total: count().describe("Rows matching the search (all rows without one)."),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});

/** A page of `item` rows (GET /api/admin/{table}, /api/admin/audit). */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), ...adminPageFieldsSchema.shape });
}

/** Users tab: ID, Name, Email, Role, Created. */
export const adminUserSchema = z.object({
  id: id(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: instant(),
});

/** A provider's licence standing (licenceStanding in licence-options.ts), as the API names it. */
const LICENCE_STANDINGS = ["verified", "renewal_pending", "pending_verification"] as const satisfies readonly LicenceStanding[];

/**
 * Providers tab (ID, Specialty, Location, Fee, Experience, licence standing, Accepts NHIS) and the
 * provider management cards (docs/product-rules.md#screens-and-texts), one shape.
 */
export const adminProviderSchema = z.object({
  id: id(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  specialty: z.string().describe("Specialty id."),
  location: z.string(),
  city: z.string(),
  region: z.string(),
  yearsExperience: count(),
  consultationFee: cedis(),
  isVerified: z.boolean().describe("Verified Provider: the licence is approved for this year (docs/product-rules.md#licences-and-nhis)."),
  licenceVerifiedFor: z.number().int().nullable().describe("The year the current licence was approved for, or null when none ever was."),
  licenceStanding: z
    .enum(LICENCE_STANDINGS)
    .describe('"verified" (for this year), "renewal_pending" (approved for an earlier year only: still bookable, no badge) or "pending_verification" (never approved: takes no bookings).'),
  regulator: z.enum(REGULATORS).nullable().describe("Who issued the licence; null for a provider who has not said."),
  acceptsNhis: z.boolean().describe("Serves NHIS members under the scheme."),
  nhiaAccreditationNumber: z.string().nullable().describe("The facility's NHIA accreditation number, when the provider gave it."),
  bio: z.string().nullable(),
  appointmentCount: count(),
  averageRating: z.number(),
  reviewCount: count(),
  createdAt: instant(),
});

/** Reviews tab: ID, Provider, Rating out of 5, Comment, Date. */
export const adminReviewSchema = z.object({
  id: id(),
  providerId: id(),
  providerName: z.string(),
  patientName: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: instant(),
});

/** Appointments tab: ID, Patient, Provider, Date, Status, with the money split (docs/product-rules.md#screens-and-texts). */
export const adminAppointmentSchema = z.object({
  id: id(),
  bookingCode: z.string().describe('The short code the patient reads out ("K7QX4M").'),
  patientId: id(),
  patientName: z.string(),
  providerId: id(),
  providerName: z.string(),
  appointmentDate: instant("The slot's start"),
  status: z.enum(APPOINTMENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fee: cedis(),
  platformCommission: cedis(),
  providerPayout: cedis(),
  refundStatus: z.enum(REFUND_STATUSES).nullable().describe("The booking's refund (docs/product-rules.md#refunds), or null when it was never refunded."),
});

/** GET /api/admin/stats: the four counters and the money totals. */
export const adminStatsSchema = z.object({
  users: count(),
  providers: count(),
  reviews: count(),
  appointments: count(),
  paidAppointments: count(),
  totalRevenue: cedis(),
  totalCommission: cedis(),
  totalPayouts: cedis(),
});

/** DELETE /api/admin/providers/:id (docs/product-rules.md#screens-and-texts). */
export const providerDeletionSchema = z.object({
  appointmentsDeleted: count(),
  reviewsDeleted: count(),
  userDeleted: z.literal(true).describe("The provider's user account goes too."),
  message: z.string(),
});

/** What deleting a provider would remove, for the confirmation dialog: GET /api/admin/providers/:id/deletion. */
export const providerDeletionPreviewSchema = z.object({
  appointments: count(),
  upcomingAppointments: count(),
  reviews: count(),
});

export const auditEntrySchema = z.object({
  id: id(),
  adminId: id().nullable().describe("Null once the administrator's account is gone."),
  adminName: z.string(),
  action: z.string().describe('e.g. "provider.update", "provider.delete", "refund.retry".'),
  entity: z.string(),
  entityId: id(),
  before: z.unknown().describe("The changed values before (JSON), or null."),
  after: z.unknown().describe("The changed values after (JSON), or null."),
  createdAt: instant(),
});

/** A refund as the admin's Refunds list shows it (GET /api/admin/refunds). */
export const adminRefundSchema = z.object({
  id: id(),
  reference: z.string().describe("Our own reference, sent to the gateway: rfd_<payment reference>."),
  paymentReference: z.string().describe("The gateway transaction refunded."),
  appointmentId: id(),
  providerId: id().nullable(),
  patientId: id().nullable(),
  patientName: z.string().nullable().describe("The patient's name and e-mail, while their account exists."),
  patientEmail: z.string().nullable(),
  amount: cedis(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  failureReason: z.string().nullable().describe("The gateway's or our own words on why it failed (or why the last attempt got no answer)."),
  attempts: count().describe("Times the gateway was asked."),
  gatewayRefundId: z.string().nullable().describe("The gateway's refund id, once it accepted."),
  createdAt: instant(),
  requestedAt: z.string().nullable().describe("When the gateway accepted the request (ISO; null: not yet asked, or not accepted)."),
  processedAt: z.string().nullable().describe("When the money went back (ISO)."),
});

/** GET /api/admin/refunds?status=&page=: newest first, a page at a time. */
export const adminRefundListSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  items: z.array(adminRefundSchema),
  total: count().describe("Refunds with this status."),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});

export const revenueMonthSchema = z.object({
  month: z.string().describe('"2026-11" (Ghana is UTC).'),
  bookings: count(),
  revenue: cedis(),
  commission: cedis(),
  payouts: cedis(),
});

export const revenueBookingSchema = z.object({
  id: id(),
  patientName: z.string(),
  providerName: z.string(),
  appointmentDate: instant(),
  bookedAt: instant("When it was booked"),
  fee: cedis(),
  platformCommission: cedis(),
  providerPayout: cedis(),
});

/** The revenue figures from paid appointments, as fixed at booking. */
export const revenueReportSchema = z.object({
  totalRevenue: cedis(),
  totalCommission: cedis(),
  totalPayouts: cedis(),
  averageCommission: cedis('Commission per paid appointment; "0.00" without any'),
  paidAppointments: count(),
  recent: z.array(revenueBookingSchema).describe(`The ${REVENUE_RECENT_BOOKINGS} most recent paid bookings, newest first.`),
  monthly: z.array(revenueMonthSchema).describe("The last 12 months, oldest first, months without bookings included with zeros."),
  growth: z
    .object({ percent: z.number().nullable(), month: z.string(), previousMonth: z.string() })
    .describe("This month's revenue against last month's, in percent (one decimal); null when last month had none."),
});

const openRefunds = () => z.object({ count: count(), amount: cedis() });

/** Refund figures on the revenue page, beside the gross figures. */
export const revenueRefundsSchema = z.object({
  totalRefunded: cedis("Processed refunds of paid bookings: what comes off gross revenue"),
  refundedAppointments: count(),
  commissionReversed: cedis("The commission those refunds reversed"),
  payoutsReversed: cedis("The provider payouts those refunds reversed"),
  netRevenue: cedis("Gross revenue minus refunds"),
  netCommission: cedis("Commission net of the reversals"),
  netPayouts: cedis("Provider payouts net of the reversals"),
  latePaymentsRefunded: cedis("Payments that paid no booking (late or second payments), refunded: not in gross revenue"),
  pending: openRefunds().describe("Refunds still on their way."),
  failed: openRefunds().describe("Refunds the gateway could not make, waiting for an admin's Retry."),
  monthly: z
    .array(z.object({ month: z.string(), refunds: cedis(), netRevenue: cedis() }))
    .describe("The same twelve months as the report's `monthly`, oldest first: booking refunds processed that month and net revenue."),
});

export const revenueReportWithRefundsSchema = revenueReportSchema.extend({ refunds: revenueRefundsSchema });

/** The admin revenue page's payout figures. */
export const payoutTotalsSchema = z.object({
  paid: cedis("Paid to providers (successful payouts, less reversed)"),
  failed: cedis("In payouts that failed or were reversed (their visits go into a later run)"),
  failedCount: count(),
  owed: cedis("Owed to providers and not yet paid (completed or upcoming paid visits)"),
  processing: cedis("Sent and not yet confirmed"),
});

/** GET /api/admin/revenue: the revenue figures with refunds and net, and the payouts made, failed and owed. */
export const adminRevenueReportSchema = revenueReportWithRefundsSchema.extend({ payouts: payoutTotalsSchema });
