/**
 * What patients and providers are told as an appointment moves (issue: provider area): a provider
 * hears of every new paid booking; a patient hears (by e-mail, and SMS when their phone is verified)
 * when the provider confirms or cancels, when time off or a removed profile cancels their visit, when
 * they cancel it themselves, and gets a reminder about 24 hours before. Every cancellation says what
 * happens to the money, by the refund policy (money/refunds.ts, FULL_REFUND_NOTICE_HOURS). A failed
 * delivery is logged and never undoes the change.
 */
import { eq } from "drizzle-orm";
import { FULL_REFUND_NOTICE_HOURS, formatCedis, formatClock, formatLongDate, patientCancellationRefunded, pesewasToCedis, providerName } from "@gh/contracts";
import { mailerFor, smsFor, type OutgoingEmail } from "../adapters/messaging.ts";
import type { AppointmentRow } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Bindings } from "../env.ts";

/** The provider as a notice names them. */
export interface NoticeProvider {
  title: string;
  user: { firstName: string; lastName: string };
  location: string;
  city: string;
  phone: string;
  email: string;
}

type NoticeAppointment = Pick<AppointmentRow, "id" | "bookingCode" | "patientId" | "patientName" | "patientEmail" | "startsAt" | "feePesewas" | "payoutPesewas" | "reason" | "transactionId" | "paymentStatus">;

/** A message for the patient: an e-mail, and the short SMS form of it. */
export interface PatientNotice {
  subject: string;
  text: string;
  sms: string;
}

/** "Monday, 23 November 2026 at 9:30 AM" in Ghana time. */
export function visitTime(startsAt: number): string {
  const iso = new Date(startsAt).toISOString();
  return `${formatLongDate(iso)} at ${formatClock(iso)}`;
}

const SIGN_OFF = "\n\nIn an emergency, call 112.\nGhanaHealth";

const paid = (appointment: NoticeAppointment) => appointment.paymentStatus === "completed";
const feeOf = (appointment: NoticeAppointment) => formatCedis(pesewasToCedis(appointment.feePesewas));
const paymentOf = (appointment: NoticeAppointment) => (appointment.transactionId ? ` (payment reference ${appointment.transactionId})` : "");

/** A cancellation the patient did not choose: a paid visit is always refunded in full, automatically. */
function refundedInFull(appointment: NoticeAppointment): string {
  if (!paid(appointment)) return "You were not charged for it.";
  return `The ${feeOf(appointment)} you paid${paymentOf(appointment)} is refunded in full, automatically, to the mobile money wallet or card you paid with. We will e-mail you when the refund is processed.`;
}

export function newBookingForProvider(appointment: NoticeAppointment, provider: NoticeProvider): OutgoingEmail {
  return {
    to: provider.email,
    subject: `New booking: ${appointment.patientName}, ${visitTime(appointment.startsAt)}`,
    text: [
      `Hello ${providerName(provider)},`,
      "",
      `${appointment.patientName} booked and paid for a visit on ${visitTime(appointment.startsAt)}.`,
      ...(appointment.bookingCode ? [`Booking code: ${appointment.bookingCode} (the patient may give it at the front desk).`] : []),
      appointment.reason ? `Reason for the visit: ${appointment.reason}` : "No reason for the visit was given.",
      `Fee paid: ${formatCedis(pesewasToCedis(appointment.feePesewas))}; your payout: ${formatCedis(pesewasToCedis(appointment.payoutPesewas))}.`,
      "",
      "Please confirm it from your provider dashboard so the patient knows you expect them.",
    ].join("\n"),
  };
}

export function confirmedNotice(appointment: NoticeAppointment, provider: NoticeProvider): PatientNotice {
  const name = providerName(provider);
  return {
    subject: `Confirmed: your appointment with ${name}`,
    text: `Hello ${appointment.patientName},\n\n${name} confirmed your appointment on ${visitTime(appointment.startsAt)} at ${provider.location}, ${provider.city}.\nTo reach the practice, call ${provider.phone}.${SIGN_OFF}`,
    sms: `GhanaHealth: ${name} confirmed your visit on ${visitTime(appointment.startsAt)}.`,
  };
}

export function cancelledByProviderNotice(appointment: NoticeAppointment, provider: NoticeProvider, reason: string): PatientNotice {
  const name = providerName(provider);
  return {
    subject: `Cancelled: your appointment with ${name}`,
    text: `Hello ${appointment.patientName},\n\n${name} had to cancel your appointment on ${visitTime(appointment.startsAt)}.\nReason: ${reason}\n\n${refundedInFull(appointment)}\nYou can book another time or another provider on GhanaHealth.${SIGN_OFF}`,
    sms: `GhanaHealth: ${name} cancelled your visit on ${visitTime(appointment.startsAt)}. Reason: ${reason}${paid(appointment) ? `. Your ${feeOf(appointment)} is refunded automatically.` : ""}`,
  };
}

export function reminderNotice(appointment: NoticeAppointment, provider: NoticeProvider): PatientNotice {
  const name = providerName(provider);
  return {
    subject: `Reminder: appointment with ${name} tomorrow`,
    text: `Hello ${appointment.patientName},\n\nA reminder of your appointment with ${name} on ${visitTime(appointment.startsAt)} at ${provider.location}, ${provider.city}.\nIf you cannot come, please cancel or reschedule from My Appointments so another patient can have the time.${SIGN_OFF}`,
    sms: `GhanaHealth reminder: ${name}, ${visitTime(appointment.startsAt)}, ${provider.location}.`,
  };
}

export function providerRemovedNotice(appointment: NoticeAppointment, provider: NoticeProvider): PatientNotice {
  const name = providerName(provider);
  return {
    subject: `Cancelled: your appointment with ${name}`,
    text: `Hello ${appointment.patientName},\n\n${name} is no longer on GhanaHealth, so your appointment on ${visitTime(appointment.startsAt)} is cancelled.\n${refundedInFull(appointment)}\nYou can book another provider on GhanaHealth.${SIGN_OFF}`,
    sms: `GhanaHealth: your visit with ${name} on ${visitTime(appointment.startsAt)} is cancelled. The provider left GhanaHealth.${paid(appointment) ? ` Your ${feeOf(appointment)} is refunded automatically.` : ""}`,
  };
}

/**
 * The patient cancelled (at `now`): a paid visit cancelled at least FULL_REFUND_NOTICE_HOURS ahead is
 * refunded in full automatically; a later one is not (the cancel dialog said so before they confirmed).
 */
export function cancelledByPatientNotice(appointment: NoticeAppointment, now: number): PatientNotice {
  const when = visitTime(appointment.startsAt);
  const refunded = patientCancellationRefunded(appointment.startsAt, now);
  const money = !paid(appointment)
    ? "You were not charged for it."
    : refunded
      ? `You cancelled at least ${FULL_REFUND_NOTICE_HOURS} hours ahead, so the ${feeOf(appointment)} you paid${paymentOf(appointment)} is refunded in full, automatically, to the mobile money wallet or card you paid with. We will e-mail you when the refund is processed.`
      : `You cancelled less than ${FULL_REFUND_NOTICE_HOURS} hours before the visit, so the ${feeOf(appointment)} you paid${paymentOf(appointment)} is not refunded automatically. If you think it should be, contact support with your payment reference.`;
  return {
    subject: `Cancelled: your appointment on ${when}`,
    text: `Hello ${appointment.patientName},\n\nYou cancelled your appointment on ${when}.\n${money}\nYou can book another time on GhanaHealth.${SIGN_OFF}`,
    sms: `GhanaHealth: you cancelled your visit on ${when}.${paid(appointment) ? (refunded ? ` Your ${feeOf(appointment)} is refunded automatically.` : ` No automatic refund (less than ${FULL_REFUND_NOTICE_HOURS} hours' notice).`) : ""}`,
  };
}

/** Tells the patient by e-mail (the address they booked with) and, when their phone is verified, by SMS. */
export async function notifyPatient(env: Bindings, db: Database, appointment: NoticeAppointment, notice: PatientNotice): Promise<void> {
  try {
    // Every notice names the visit by its booking code, above the sign-off (and at the end of the SMS).
    const text = appointment.bookingCode ? notice.text.replace(SIGN_OFF, `\n\nBooking code: ${appointment.bookingCode}${SIGN_OFF}`) : notice.text;
    await mailerFor(env, db).send({ to: appointment.patientEmail, subject: notice.subject, text });
  } catch (error) {
    console.error("Patient e-mail not sent", appointment.id, error);
  }
  try {
    const [patient] = await db.select({ phone: users.phone, phoneVerified: users.phoneVerified }).from(users).where(eq(users.id, appointment.patientId)).limit(1);
    if (patient?.phone && patient.phoneVerified) await smsFor(env, db).send({ to: patient.phone, text: appointment.bookingCode ? `${notice.sms} Booking ${appointment.bookingCode}.` : notice.sms });
  } catch (error) {
    console.error("Patient SMS not sent", appointment.id, error);
  }
}

/** E-mails the provider; a failure is logged, never thrown. */
export async function notifyProvider(env: Bindings, db: Database, email: OutgoingEmail): Promise<void> {
  try {
    await mailerFor(env, db).send(email);
  } catch (error) {
    console.error("Provider e-mail not sent", email.to, error);
  }
}
