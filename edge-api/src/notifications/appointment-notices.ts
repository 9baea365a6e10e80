/**
 * What patients and providers are told as an appointment moves (docs/product-rules.md#notifications): a provider
 * hears (by e-mail, and SMS when their phone is verified) of every new paid booking and of every
 * reschedule or cancellation by the patient; a patient gets an SMS when their booking is paid, and
 * hears (by e-mail, and SMS when their phone is verified) when the provider confirms or cancels, when time off or a removed profile cancels their visit, when
 * they cancel it themselves, and gets a reminder about 24 hours before. Every cancellation says what
 * happens to the money, by the refund policy (money/refunds.ts, FULL_REFUND_NOTICE_HOURS). A failed
 * delivery is logged and never undoes the change.
 */
import { eq } from "drizzle-orm";
import { EMERGENCY_LINE } from "@gh/contracts/constants";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis, pesewasToCedis } from "@gh/contracts/money";
import { FULL_REFUND_NOTICE_HOURS, LATE_CANCEL_ASK_FOR_REFUND, patientCancellationRefunded } from "@gh/contracts/refunds";
import { providerName } from "@gh/contracts/regions";
import { mailerFor, smsFor } from "../adapters/messaging.ts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";
import type { AppointmentRow } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Bindings } from "../env.ts";

/** The provider as a notice names them; `userId` is their account, whose verified phone gets the SMS. */
export interface NoticeProvider {
  userId?: number;
  title: string;
  user: { firstName: string; lastName: string };
  location: string;
  city: string;
  phone: string;
  email: string;
}

type NoticeAppointment = Pick<AppointmentRow, "id" | "bookingCode" | "patientId" | "patientName" | "patientEmail" | "startsAt" | "feePesewas" | "payoutPesewas" | "reason" | "transactionId" | "paymentStatus">;

/**
 * A message for the patient or the provider: an e-mail, and the short SMS form of it. SMS are one
 * GSM-7 segment (160 characters) in English: names are shortened to fit (smsName) and amounts say GHS,
 * as the cedi sign is not in the GSM-7 alphabet.
 */
export interface PatientNotice {
  subject: string;
  text: string;
  sms: string;
}
export type ProviderNotice = PatientNotice;

/** One GSM-7 segment. */
export const SMS_MAX_CHARACTERS = 160;
/** A name as an SMS gives it: at most `max` characters, cut at a word where it can be. */
export function smsName(name: string, max = 30): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}.`;
}
const smsFee = (pesewas: number) => `GHS ${pesewasToCedis(pesewas)}`;

/** "Monday, 23 November 2026 at 9:30 AM" in Ghana time. */
export function visitTime(startsAt: number): string {
  const iso = new Date(startsAt).toISOString();
  return `${formatLongDate(iso)} at ${formatClock(iso)}`;
}

const SIGN_OFF = `\n\n${EMERGENCY_LINE}\nGhanaHealth`;

const paid = (appointment: NoticeAppointment) => appointment.paymentStatus === "completed";
const feeOf = (appointment: NoticeAppointment) => formatCedis(pesewasToCedis(appointment.feePesewas));
const paymentOf = (appointment: NoticeAppointment) => (appointment.transactionId ? ` (payment reference ${appointment.transactionId})` : "");

/** A cancellation the patient did not choose: a paid visit is always refunded in full, automatically. */
function refundedInFull(appointment: NoticeAppointment): string {
  if (!paid(appointment)) return "You were not charged for it.";
  return `The ${feeOf(appointment)} you paid${paymentOf(appointment)} is refunded in full, automatically, to the mobile money wallet or card you paid with. We will e-mail you when the refund is processed.`;
}

export function newBookingForProvider(appointment: NoticeAppointment, provider: NoticeProvider): ProviderNotice {
  const when = visitTime(appointment.startsAt);
  return {
    subject: `New booking: ${appointment.patientName}, ${when}`,
    text: [
      `Hello ${providerName(provider)},`,
      "",
      `${appointment.patientName} booked and paid for a visit on ${when}.`,
      ...(appointment.bookingCode ? [`Booking code: ${appointment.bookingCode} (the patient may give it at the front desk).`] : []),
      appointment.reason ? `Reason for the visit: ${appointment.reason}` : "No reason for the visit was given.",
      `Fee paid: ${formatCedis(pesewasToCedis(appointment.feePesewas))}; your payout: ${formatCedis(pesewasToCedis(appointment.payoutPesewas))}.`,
      "",
      "Please confirm it from your provider dashboard so the patient knows you expect them.",
    ].join("\n"),
    sms: `GhanaHealth: new booking, ${smsName(appointment.patientName)}, ${when}. Paid ${smsFee(appointment.feePesewas)}. Please confirm it on your dashboard.`,
  };
}

/** The patient moved a paid visit: the provider's calendar must show the new time, and it needs confirming again. */
export function rescheduledForProvider(appointment: NoticeAppointment, previousStartsAt: number, provider: NoticeProvider): ProviderNotice {
  const was = visitTime(previousStartsAt);
  const now = visitTime(appointment.startsAt);
  return {
    subject: `Rescheduled: ${appointment.patientName}, now ${now}`,
    text: [
      `Hello ${providerName(provider)},`,
      "",
      `${appointment.patientName} moved their visit from ${was} to ${now}.`,
      `The time ${was} is free for other patients again.`,
      "",
      "Please confirm the new time from your provider dashboard so the patient knows you expect them.",
    ].join("\n"),
    sms: `GhanaHealth: ${smsName(appointment.patientName)} moved their visit from ${was} to ${now}.`,
  };
}

/** The patient cancelled a paid visit: the provider no longer expects them, and the time can be booked again. */
export function cancelledByPatientForProvider(appointment: NoticeAppointment, provider: NoticeProvider): ProviderNotice {
  const when = visitTime(appointment.startsAt);
  return {
    subject: `Cancelled by the patient: ${appointment.patientName}, ${when}`,
    text: [
      `Hello ${providerName(provider)},`,
      "",
      `${appointment.patientName} cancelled their visit on ${when}.`,
      "The time is free for other patients to book again. Your earnings page shows what you are paid for it, if anything.",
    ].join("\n"),
    sms: `GhanaHealth: ${smsName(appointment.patientName)} cancelled their visit on ${when}. The time is free to book again.`,
  };
}

/** The SMS a patient gets when their booking is paid (the confirmation screen says one is on its way). */
export function bookedSmsForPatient(appointment: NoticeAppointment, provider: NoticeProvider): string {
  const booked = `GhanaHealth: booked with ${smsName(providerName(provider))} on ${visitTime(appointment.startsAt)}. Paid ${smsFee(appointment.feePesewas)}.`;
  return withBookingCode(appointment, booked);
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
    sms: `GhanaHealth: ${name} cancelled your visit on ${visitTime(appointment.startsAt)}. Reason: ${reason}${paid(appointment) ? `. Your ${smsFee(appointment.feePesewas)} is refunded automatically.` : ""}`,
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
    sms: `GhanaHealth: your visit with ${name} on ${visitTime(appointment.startsAt)} is cancelled. The provider left GhanaHealth.${paid(appointment) ? ` Your ${smsFee(appointment.feePesewas)} is refunded automatically.` : ""}`,
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
      : `You cancelled less than ${FULL_REFUND_NOTICE_HOURS} hours before the visit, so the ${feeOf(appointment)} you paid${paymentOf(appointment)} is not refunded automatically. ${LATE_CANCEL_ASK_FOR_REFUND}`;
  return {
    subject: `Cancelled: your appointment on ${when}`,
    text: `Hello ${appointment.patientName},\n\nYou cancelled your appointment on ${when}.\n${money}\nYou can book another time on GhanaHealth.${SIGN_OFF}`,
    sms: `GhanaHealth: you cancelled your visit on ${when}.${paid(appointment) ? (refunded ? ` Your ${smsFee(appointment.feePesewas)} is refunded automatically.` : ` No automatic refund (less than ${FULL_REFUND_NOTICE_HOURS} hours' notice).`) : ""}`,
  };
}

/** An SMS to an account's phone, only when that phone is verified; a failure is logged, never thrown. */
async function smsToVerifiedPhone(env: Bindings, db: Database, userId: number, text: string, what: string): Promise<void> {
  try {
    const [account] = await db.select({ phone: users.phone, phoneVerified: users.phoneVerified }).from(users).where(eq(users.id, userId)).limit(1);
    if (account?.phone && account.phoneVerified) await smsFor(env, db).send({ to: account.phone, text });
  } catch (error) {
    console.error(`${what} SMS not sent`, userId, error);
  }
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
  await smsPatient(env, db, appointment, withBookingCode(appointment, notice.sms));
}

/** An SMS with the booking code at its end, when the code still fits the one segment. */
function withBookingCode(appointment: NoticeAppointment, sms: string): string {
  const withCode = appointment.bookingCode ? `${sms} Booking ${appointment.bookingCode}.` : sms;
  return withCode.length <= SMS_MAX_CHARACTERS ? withCode : sms;
}

/** Texts the patient, when their phone is verified (the e-mail went separately). */
export async function smsPatient(env: Bindings, db: Database, appointment: NoticeAppointment, text: string): Promise<void> {
  await smsToVerifiedPhone(env, db, appointment.patientId, text, "Patient");
}

/** E-mails the provider; a failure is logged, never thrown. */
export async function notifyProvider(env: Bindings, db: Database, email: OutgoingEmail): Promise<void> {
  try {
    await mailerFor(env, db).send(email);
  } catch (error) {
    console.error("Provider e-mail not sent", email.to, error);
  }
}

/**
 * Tells the provider of a change to one of their bookings: e-mail to the practice address and, when
 * the provider's own phone is verified, an SMS.
 */
export async function notifyProviderOf(env: Bindings, db: Database, provider: NoticeProvider, notice: ProviderNotice): Promise<void> {
  await notifyProvider(env, db, { to: provider.email, subject: notice.subject, text: notice.text });
  if (provider.userId !== undefined) await smsToVerifiedPhone(env, db, provider.userId, notice.sms, "Provider");
}
