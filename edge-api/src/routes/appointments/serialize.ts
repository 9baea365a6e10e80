/** Appointment rows to the patient's views (SPEC.md §3), in cedis and ISO instants. */
import { pesewasToCedis, type AppointmentSummary, type CreatedAppointment, type PatientAppointment } from "@gh/contracts";
import { holdsSlot, type AppointmentRow, type PatientAppointmentRow } from "../../db/appointments.ts";

/**
 * The slot, state and money every view shows. An unpaid booking whose hold lapsed is cancelled,
 * whether or not the sweep has run yet.
 */
function toSummary(a: AppointmentRow, now: number): AppointmentSummary {
  const status = a.status === "pending" && !holdsSlot(a, now) ? "cancelled" : a.status;
  const holding = status === "pending" && a.paymentStatus === "pending" && a.holdExpiresAt !== null;
  return {
    id: a.id,
    status,
    paymentStatus: a.paymentStatus,
    appointmentDate: new Date(a.startsAt).toISOString(),
    fee: pesewasToCedis(a.feePesewas),
    platformCommission: pesewasToCedis(a.commissionPesewas),
    holdExpiresAt: holding ? new Date(a.holdExpiresAt!).toISOString() : null,
  };
}

export function toCreatedAppointment(appointment: AppointmentRow, now: number): CreatedAppointment {
  return { ...toSummary(appointment, now), amountPesewas: appointment.feePesewas };
}

export function toPatientAppointment({ appointment: a, provider: p, providerFirstName, providerLastName, reviewed }: PatientAppointmentRow, now: number): PatientAppointment {
  return {
    ...toSummary(a, now),
    reason: a.reason || null,
    patientName: a.patientName,
    patientPhone: a.patientPhone,
    patientEmail: a.patientEmail,
    transactionId: a.transactionId,
    reviewed: Boolean(reviewed),
    provider: {
      id: p.id,
      title: p.title,
      user: { firstName: providerFirstName, lastName: providerLastName },
      profileImage: p.profileImageUrl,
      specialty: p.specialtyId,
      location: p.location,
      city: p.city,
      region: p.region,
      address: p.address,
      phone: p.phone,
      email: p.email,
      consultationFee: pesewasToCedis(p.consultationFeePesewas),
    },
  };
}
