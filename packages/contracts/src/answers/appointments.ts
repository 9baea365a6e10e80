/**
 * The appointment routes' answers as zod schemas (docs/architecture.md#api-hono-on-workers): the
 * API's published contract, and the source of the `AppointmentSummary`, `CreatedAppointment`,
 * `PatientAppointment`, `MyAppointmentsPage` and `AppointmentRefund` types the screens use (in
 * ../appointments.ts and ../refunds.ts). Only the Worker loads this module, so the screens never carry it.
 */
import { z } from "zod";
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES } from "../appointment-options.ts";
import { providerSchema } from "../provider.ts";
import { REFUND_STATUSES } from "../refunds.ts";
import { VISIT_TYPES } from "../visit-types.ts";

const instant = () => z.iso.datetime();
const cedis = () => z.string().describe('Decimal cedis, "150.00".');

/** What every view of an appointment carries: its slot, state and money. */
export const appointmentSummarySchema = z.object({
  id: z.number().int(),
  bookingCode: z.string().describe('Six characters to read to a receptionist ("K7QX4M"), without look-alikes (no 0/O, 1/I/L).'),
  status: z.enum(APPOINTMENT_STATUSES).describe("An unpaid booking whose 15-minute hold lapsed is cancelled."),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  appointmentDate: instant().describe("The slot's UTC instant."),
  visitType: z.enum(VISIT_TYPES).describe("In person, or an audio or video visit joined from the appointment."),
  visitNote: z.string().nullable().describe("What the provider wrote to the patient after the visit, or null."),
  fee: cedis().describe("The provider's fee for this kind of visit at booking, decimal cedis."),
  platformCommission: cedis().describe("The 10% platform fee included in the fee."),
  holdExpiresAt: instant().nullable().describe("While unpaid: until when the slot is held; null once paid, or when the hold has lapsed."),
});

/** POST /api/appointments answer (201). */
export const createdAppointmentSchema = appointmentSummarySchema.extend({
  amountPesewas: z.number().int().describe("What the payment checkout charges: the fee × 100."),
});

/** An appointment's refund (docs/product-rules.md#refunds): all refunds of its payments together. */
export const appointmentRefundSchema = z.object({
  amount: cedis(),
  status: z.enum(REFUND_STATUSES).describe('"pending" while any part is on its way; "failed" when the gateway could not and an admin will retry.'),
  requestedAt: instant().describe("When the refund was started."),
  processedAt: instant().nullable().describe("When the money went back, once processed."),
});

/** A patient's appointment as My Appointments shows it (docs/product-rules.md#screens-and-texts). */
export const patientAppointmentSchema = appointmentSummarySchema.extend({
  reason: z.string().nullable(),
  patientName: z.string(),
  patientPhone: z.string().describe("+233…"),
  patientEmail: z.string(),
  transactionId: z.string().nullable().describe("The payment reference once paid."),
  reviewed: z.boolean().describe("Whether the patient has reviewed this visit."),
  review: z.object({ rating: z.number(), comment: z.string() }).nullable().describe("The patient's own review of this visit, or null before they write one."),
  refund: appointmentRefundSchema.nullable().describe("The refund of this visit's payment(s), or null when none was made."),
  nhisReported: z.boolean().describe("Whether the patient has reported being charged for an NHIS-covered service on this visit (POST /api/nhis-reports: once per visit)."),
  /** The parts of the provider's profile the card shows and the reschedule dialog needs. */
  provider: providerSchema.pick({
    id: true,
    title: true,
    user: true,
    profileImage: true,
    specialty: true,
    location: true,
    city: true,
    region: true,
    address: true,
    phone: true,
    email: true,
    consultationFee: true,
  }),
});

/** GET /api/appointments/my/:view answer: one page of the list, and how many it holds in all. */
export const myAppointmentsPageSchema = z.object({
  items: z.array(patientAppointmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** POST /api/appointments/:id/review answer (201): the review as the provider's profile shows it. */
export const postedReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number(),
  comment: z.string(),
  patientName: z.string().describe("First name and initial, as the review is signed in public."),
});
