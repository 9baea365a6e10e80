/**
 * Appointment calls (docs/product-rules.md#screens-and-texts) and their validation, shared by the API and the booking
 * screens. The server takes the fee from the provider and checks every slot rule; the browser's
 * checks are for the patient's convenience only.
 */
import { z } from "zod";
import { emailField } from "./auth.ts";
import type { appointmentSummarySchema, createdAppointmentSchema, myAppointmentsPageSchema, patientAppointmentSchema, postedReviewSchema } from "./answers/appointments.ts";
import { APPOINTMENT_MESSAGES, MY_APPOINTMENT_VIEWS } from "./appointment-options.ts";
import type { availabilitySchema, slotAvailabilitySchema } from "./availability.ts";
import { msg } from "./msg.ts";
import { VISIT_TYPES } from "./visit-types.ts";

/** A calendar day, "YYYY-MM-DD", that exists. */
export const isoDateField = () =>
  z
    .string({ message: msg("Choose a date") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg("Use a date like 2026-11-23"))
    .refine((value) => {
      // Runs after a failed regex too (zod reports every issue), so it must not throw on any text.
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, msg("That date does not exist"));

/** An instant as an ISO date-time string with a zone (the spec sends the chosen slot as UTC). */
export const appointmentDateField = () =>
  z.iso.datetime({ offset: true, message: msg("Please select both date and time.") });

/** GET /api/providers/:id/availability?date=YYYY-MM-DD */
export const availabilityQuerySchema = z.object({ date: isoDateField() });

export type SlotAvailability = z.output<typeof slotAvailabilitySchema>;
/** GET /api/providers/:id/availability answer: the slots within the provider's hours that day (none on Sundays or past dates). */
export type Availability = z.output<typeof availabilitySchema>;

const patientName = () =>
  z.string({ message: msg("Full name is required") }).trim().min(1, msg("Full name is required")).max(120, msg("Full name is too long"));
/** The server also checks it is a Ghana number and stores it as +233…. */
const patientPhone = () =>
  z.string({ message: msg("Phone number is required") }).trim().min(1, msg("Phone number is required")).max(20, msg("Phone number is too long"));
const reason = () => z.string().trim().max(500, msg("Reason must be at most 500 characters")).optional();

/**
 * POST /api/appointments (docs/product-rules.md#screens-and-texts). `fee` and `paymentStatus` are accepted because the spec's
 * client sends them, and ignored: the server takes the fee from the provider, and every booking
 * starts unpaid.
 */
export const createAppointmentSchema = z.object({
  providerId: z.coerce.number({ message: msg("Choose a provider") }).int(msg("Choose a provider")).positive(msg("Choose a provider")),
  appointmentDate: appointmentDateField(),
  reason: reason(),
  patientName: patientName(),
  patientPhone: patientPhone(),
  patientEmail: emailField(),
  /** In person unless the patient chose a visit by call the provider offers (docs/product-rules.md#remote-visits). */
  visitType: z.enum(VISIT_TYPES, { message: APPOINTMENT_MESSAGES.visitTypeNotOffered }).default("in_person"),
  fee: z.unknown().optional(),
  paymentStatus: z.unknown().optional(),
});
export type CreateAppointmentInput = z.input<typeof createAppointmentSchema>;

/** What every view of an appointment carries: its slot, state and money (the schema: answers/appointments.ts). */
export type AppointmentSummary = z.output<typeof appointmentSummarySchema>;

/** POST /api/appointments answer (201): the booking, held for payment. */
export type CreatedAppointment = z.output<typeof createdAppointmentSchema>;

/** PUT /api/appointments/:id: a new slot to reschedule, or status "cancelled" to cancel; one of the two. */
export const updateAppointmentSchema = z
  .object({
    appointmentDate: appointmentDateField().optional(),
    status: z.literal("cancelled", { message: msg("Only cancelling is allowed here") }).optional(),
  })
  .refine((body) => (body.appointmentDate === undefined) !== (body.status === undefined), {
    message: msg("Please select both date and time."),
    path: ["appointmentDate"],
  });
export type UpdateAppointmentInput = z.input<typeof updateAppointmentSchema>;

export const appointmentIdParamSchema = z.object({
  id: z.coerce.number({ message: msg("Appointment id must be a number") }).int(msg("Appointment id must be a whole number")).positive(msg("Appointment id must be positive")),
});

/**
 * POST /api/appointments/:id/review: 1 to 5 stars in halves (a patient rates
 * with stars, and no star is no rating, so 0 is refused).
 */
export const reviewInputSchema = z.object({
  rating: z
    .number({ message: msg("Choose a rating") })
    .min(1, msg("Choose from 1 to 5 stars"))
    .max(5, msg("Choose from 1 to 5 stars"))
    .multipleOf(0.5, msg("Rating must be in half stars")),
  comment: z.string().trim().max(1000, msg("Comment must be at most 1000 characters")).default(""),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** GET /api/appointments/my/:view?page= */
export const myAppointmentsQuerySchema = z.object({
  page: z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(10_000, msg("Page is too far")).default(1),
});
/** GET /api/appointments/my/:view answer: one page of the list, and how many it holds in all. */
export type MyAppointmentsPage = z.output<typeof myAppointmentsPageSchema>;
export const myAppointmentsViewSchema = z.object({ view: z.enum(MY_APPOINTMENT_VIEWS, { message: msg("Unknown list") }) });

/** A patient's appointment as My Appointments shows it (the patient view, docs/product-rules.md#screens-and-texts). */
export type PatientAppointment = z.output<typeof patientAppointmentSchema>;

/** POST /api/appointments/:id/review answer (201). */
export type PostedReview = z.output<typeof postedReviewSchema>;
