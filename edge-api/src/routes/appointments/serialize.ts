/** Appointment rows to the patient's views (docs/product-rules.md#screens-and-texts), in cedis and ISO instants. */
import type { AppointmentSummary, CreatedAppointment, PatientAppointment } from "@gh/contracts/appointments";
import { pesewasToCedis } from "@gh/contracts/money";
import type { AppointmentRefund, RefundStatus } from "@gh/contracts/refunds";
import { holdsSlot, type AppointmentRow, type PatientAppointmentRow } from "../../db/appointments.ts";
import type { RefundRow } from "../../db/schema.ts";

/**
 * The slot, state and money every view shows. An unpaid booking whose hold lapsed is cancelled,
 * whether or not the sweep has run yet.
 */
function toSummary(a: AppointmentRow, now: number): AppointmentSummary {
  const status = a.status === "pending" && !holdsSlot(a, now) ? "cancelled" : a.status;
  const holding = status === "pending" && a.paymentStatus === "pending" && a.holdExpiresAt !== null;
  return {
    id: a.id,
    // Every row has one from the insert trigger (migration 0015); "" only for a row read mid-insert.
    bookingCode: a.bookingCode ?? "",
    status,
    paymentStatus: a.paymentStatus,
    appointmentDate: new Date(a.startsAt).toISOString(),
    visitType: a.visitType,
    visitNote: a.visitNote,
    fee: pesewasToCedis(a.feePesewas),
    platformCommission: pesewasToCedis(a.commissionPesewas),
    holdExpiresAt: holding ? new Date(a.holdExpiresAt!).toISOString() : null,
  };
}

export function toCreatedAppointment(appointment: AppointmentRow, now: number): CreatedAppointment {
  return { ...toSummary(appointment, now), amountPesewas: appointment.feePesewas };
}

/** The least settled status first: a refund is "pending" while any part of it is, then "failed". */
const STATUS_ORDER: readonly RefundStatus[] = ["pending", "failed", "processed"];

/**
 * Each appointment's refund, from the patient's refund rows: usually one (the booking's payment); when
 * a second payment was also given back, together, in the least settled status of the two.
 */
export function appointmentRefunds(rows: readonly RefundRow[]): Map<number, AppointmentRefund> {
  const grouped = new Map<number, RefundRow[]>();
  for (const row of rows) grouped.set(row.appointmentId, [...(grouped.get(row.appointmentId) ?? []), row]);
  const refunds = new Map<number, AppointmentRefund>();
  for (const [appointmentId, parts] of grouped) {
    const status = STATUS_ORDER.find((candidate) => parts.some((part) => part.status === candidate))!;
    const processedAt = status === "processed" ? Math.max(...parts.map((part) => part.processedAt ?? part.updatedAt)) : null;
    refunds.set(appointmentId, {
      amount: pesewasToCedis(parts.reduce((sum, part) => sum + part.amountPesewas, 0)),
      status,
      requestedAt: new Date(Math.min(...parts.map((part) => part.createdAt))).toISOString(),
      processedAt: processedAt === null ? null : new Date(processedAt).toISOString(),
    });
  }
  return refunds;
}

export function toPatientAppointment(
  { appointment: a, provider: p, providerFirstName, providerLastName, reviewed, reviewRating, reviewComment, nhisReported }: PatientAppointmentRow,
  now: number,
  refund: AppointmentRefund | null = null,
): PatientAppointment {
  return {
    ...toSummary(a, now),
    reason: a.reason || null,
    patientName: a.patientName,
    patientPhone: a.patientPhone,
    patientEmail: a.patientEmail,
    transactionId: a.transactionId,
    reviewed: Boolean(reviewed),
    review: reviewRating === null ? null : { rating: reviewRating, comment: reviewComment ?? "" },
    refund,
    nhisReported: Boolean(nhisReported),
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
