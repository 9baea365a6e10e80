/**
 * The provider's own practice as the API answers it (docs/architecture.md#api-hono-on-workers):
 * dashboard, appointments, time off, own profile, deletion and earnings, as zod schemas. They are the
 * published contract and the source of the types in ../provider-options.ts and ../payouts.ts. Only
 * the Worker loads this module; screens import those types, never these schemas.
 */
import { z } from "zod";
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES } from "../appointment-options.ts";
import { PAYOUT_STATUSES } from "../payouts.ts";
import { providerSchema } from "../provider.ts";
import { BOOKED_BY } from "../provider-options.ts";
import { reviewSchema } from "../search-answers.ts";
import { VISIT_TYPES } from "../visit-types.ts";

const cedis = (what: string) => z.string().describe(`${what}, decimal cedis ("135.00").`);
/** One page of a list: its items, the total and where it is. */
const pageOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** An appointment as the provider's dashboard shows it. */
export const providerAppointmentSchema = z.object({
  id: z.number().int(),
  bookingCode: z.string().describe('The short code the patient gives at the front desk ("K7QX4M").'),
  patientName: z.string().describe("As the patient gave it; a patient who booked by phone without a name has their number here (\"024 123 4567\")."),
  patientEmail: z.string().describe("Empty when the patient has none: booked by phone with no web account."),
  patientPhone: z.string().describe('The patient\'s number, E.164 ("+233241234567"); for a phone booking, the number that dialled.'),
  bookedBy: z.enum(BOOKED_BY).describe('"web", or "phone": booked through the USSD menu from any phone.'),
  date: z.string().describe('Ghana date "YYYY-MM-DD" of the slot.'),
  time: z.string().describe('Ghana time "HH:mm" of the slot.'),
  appointmentDate: z.string().describe("The slot's UTC instant, ISO."),
  fee: cedis("The consultation fee"),
  payout: cedis("What the provider receives (90%)"),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  cancellationReason: z.string().nullable(),
  visitType: z.enum(VISIT_TYPES).describe("In person, or an audio or video visit joined from the dashboard."),
  visitNote: z.string().nullable().describe("What the provider wrote to the patient after the visit, or null."),
});

export const providerDashboardStatsSchema = z.object({
  todayAppointments: z.number().int(),
  upcomingAppointments: z.number().int(),
  pendingConfirmations: z.number().int(),
  completedThisMonth: z.number().int(),
  earningsThisMonth: cedis("Payouts of this month's completed visits"),
  averageRating: z.number(),
  reviewCount: z.number().int(),
});

/** GET /api/providers/dashboard. */
export const providerDashboardSchema = z.object({
  provider: providerSchema,
  appointments: pageOf(providerAppointmentSchema).describe("Paid appointments only (an unpaid booking is only a 15-minute hold), newest slot first."),
  reviews: z.array(reviewSchema).describe("The latest reviews."),
  stats: providerDashboardStatsSchema,
  usingDefaultHours: z.boolean().describe("True while the provider still has the default hours they never set themselves."),
});

/** A block of days off: whole days, from and to inclusive, Ghana dates. */
export const timeOffSchema = z.object({
  id: z.number().int(),
  from: z.string().describe('First day off, "YYYY-MM-DD".'),
  to: z.string().describe('Last day off, "YYYY-MM-DD" (inclusive).'),
  reason: z.string().nullable(),
});

/** POST /api/providers/time-off. */
export const timeOffCreatedSchema = timeOffSchema.extend({
  cancelledAppointments: z.number().int().describe("Paid appointments on those days that were cancelled (their patients were told and refunded)."),
});

/** GET and PATCH /api/providers/edit-profile: the provider's own profile. */
export const ownProviderProfileSchema = providerSchema.extend({
  usingDefaultHours: z.boolean().describe("True while the provider still has the default hours they never set themselves."),
  remoteVisitFees: z
    .object({ audio: z.string().nullable(), video: z.string().nullable() })
    .describe("The fees the provider set for audio and video visits, decimal cedis; null where they charge the in-person fee (what the edit form shows as empty)."),
});

/** DELETE /api/providers/profile. */
export const profileDeletedSchema = z.object({
  appointmentsDeleted: z.number().int(),
  reviewsDeleted: z.number().int(),
  message: z.string(),
});

/** One appointment paid in a payout. */
export const payoutAppointmentSchema = z.object({
  appointmentId: z.number().int(),
  startsAt: z.string().nullable().describe("ISO instant of the visit; null when the appointment no longer exists."),
  patientName: z.string().nullable(),
  amount: cedis("The provider's share of the visit"),
});

export const providerPayoutSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: cedis("The payout"),
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable().describe("When it succeeded, failed or was reversed."),
  appointments: z.array(payoutAppointmentSchema),
});

/** GET /api/providers/earnings. */
export const providerEarningsSchema = z.object({
  pending: cedis("Owed for completed visits, not yet in a payout: what the next run pays"),
  processing: cedis("In payouts sent and not yet confirmed by the payment provider"),
  paidOut: cedis("Paid out in all (successful payouts, less any reversed)"),
  nextPayoutDate: z.string().describe('"YYYY-MM-DD", the next Monday run.'),
  hasPayoutDetails: z.boolean().describe("Without payout details earnings accrue and no payout is made."),
  payouts: pageOf(providerPayoutSchema).describe("Newest first."),
});
