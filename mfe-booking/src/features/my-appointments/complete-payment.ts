/**
 * Paying for a booking whose slot is still held: the booking flow's order and its "created"
 * appointment, both read from the appointment itself, so the flow pays for it instead of booking again.
 */
import type { CreatedAppointment, PatientAppointment } from "@gh/contracts/appointments";
import { cedisToPesewas } from "@gh/contracts/money";
import { providerName } from "@gh/contracts/regions";
import type { BookingOrder } from "../../lib/checkout-request";

/** What the booking dialog would have sent for this appointment: the checkout's e-mail, metadata and receipt come from it. */
export function heldBookingOrder(appointment: PatientAppointment): BookingOrder {
  return {
    request: {
      providerId: appointment.provider.id,
      appointmentDate: appointment.appointmentDate,
      reason: appointment.reason ?? "",
      patientName: appointment.patientName,
      patientPhone: appointment.patientPhone,
      patientEmail: appointment.patientEmail,
      fee: appointment.fee,
      paymentStatus: "pending",
    },
    providerName: providerName(appointment.provider),
  };
}

/** The appointment as POST /api/appointments answered it: the checkout charges its fee in pesewas. */
export function heldAppointment(appointment: PatientAppointment): CreatedAppointment {
  const { id, bookingCode, status, paymentStatus, appointmentDate, visitType, visitNote, fee, platformCommission, holdExpiresAt } = appointment;
  const amountPesewas = cedisToPesewas(fee);
  // The server sends fees as decimal cedis; anything else must not open a checkout for a wrong amount.
  if (amountPesewas === null) throw new Error(`The fee ${fee} is not an amount in cedis`);
  return { id, bookingCode, status, paymentStatus, appointmentDate, visitType, visitNote, fee, platformCommission, holdExpiresAt, amountPesewas };
}
