/**
 * What patients and providers are told as an appointment moves (docs/product-rules.md#notifications): a provider
 * hears (by e-mail, and SMS when their phone is verified) of every new paid booking and of every
 * reschedule or cancellation by the patient; a patient gets an SMS when their booking is paid, and
 * hears (by e-mail, and SMS when their phone is verified) when the provider confirms or cancels, when time off or a removed profile cancels their visit, when
 * they cancel it themselves, and gets a reminder about 24 hours before (and an SMS 2 hours before:
 * two-hour-reminders.ts). The booking SMS, the confirmation and the reminders of an audio or video
 * visit say how to join it instead of where the practice is (and the provider's new-booking e-mail
 * says it is a call). Every cancellation says what happens to the
 * money, by the refund policy (money/refunds.ts, FULL_REFUND_NOTICE_HOURS). A failed delivery is
 * logged and never undoes the change. Each is written in its recipient's language (their account's,
 * else that of the request they made, else English: i18n/api-texts.ts); the builders below write in
 * whatever language they are called in.
 */
import { eq } from "drizzle-orm";
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { DEFAULT_LANGUAGE, type PageLanguage } from "@gh/contracts/languages";
import { formatCedis, pesewasToCedis } from "@gh/contracts/money";
import { FULL_REFUND_NOTICE_HOURS, LATE_CANCEL_ASK_FOR_REFUND, patientCancellationRefunded } from "@gh/contracts/refunds";
import { providerName } from "@gh/contracts/regions";
import { isRemoteVisit } from "@gh/contracts/visit-types";
import { mailerFor, smsFor } from "../adapters/messaging.ts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";
import type { AppointmentRow } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { currentLanguage, inLanguageOf, storedLanguage, t } from "../i18n/api-texts.ts";
import { fitSms, smsFits, smsName, smsOverflow, smsValue, type SmsPart } from "./sms-fit.ts";

// The name cut other notices' SMS use too (payments/mobile-money-notices.ts).
export { smsName };

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

type NoticeAppointment = Pick<
  AppointmentRow,
  "id" | "bookingCode" | "patientId" | "patientName" | "patientEmail" | "startsAt" | "feePesewas" | "payoutPesewas" | "reason" | "transactionId" | "paymentStatus" | "visitType"
>;

/**
 * A message for the patient or the provider: an e-mail, and the short SMS form of it. In English an
 * SMS is one GSM-7 segment (160 characters), whatever names, places and reasons it quotes: they are
 * shortened to fit (sms-fit.ts), written in GSM-7 letters, and amounts say GHS, as the cedi sign is
 * not in the GSM-7 alphabet. The other languages' letters (Twi's ɛ and ɔ, Ewe's ɖ ƒ ɣ ŋ ʋ, Hausa's
 * ɓ ɗ ƙ) send an SMS as UCS-2, 67 characters a part: there it may take SMS_MAX_SEGMENTS parts, its
 * names and free texts cut to fit.
 */
export interface PatientNotice {
  subject: string;
  text: string;
  sms: string;
}
export type ProviderNotice = PatientNotice;

/** How long a name or place may be in an SMS in another language than English. */
const TRANSLATED_SMS_NAME = 22;
/** How short an English SMS may cut a name or place to fit ("Dr. Kwame Ofori-Atta Boakye" → "Dr. Kwame."). */
const SMS_NAME_FLOOR = 16;
/**
 * How short an SMS in another language may cut one, as a last resort ("Dr."): UCS-2 leaves so little
 * room that a long date and a long translation could otherwise take it past SMS_MAX_SEGMENTS.
 */
const TRANSLATED_SMS_NAME_FLOOR = 4;
/** How short an SMS may cut a free text (a cancellation reason) before it gives up the booking code instead. */
const SMS_FREE_TEXT_FLOOR = 24;

const inEnglish = () => currentLanguage() === DEFAULT_LANGUAGE;
/** A patient's name in an SMS: 30 characters in English, shorter in another language. */
const smsPatientName = (name: string) => smsValue(smsName(name, inEnglish() ? 30 : TRANSLATED_SMS_NAME));
/** A name or place as an SMS starts from: whole in English (fitSms shortens it only as far as the SMS needs), shortened in another language. */
const smsWhole = (text: string) => smsValue(inEnglish() ? text : smsName(text, TRANSLATED_SMS_NAME));
/** A name or place an SMS may shorten to fit. */
export const smsPart = (text: string): SmsPart => ({ text: smsWhole(text), min: inEnglish() ? SMS_NAME_FLOOR : TRANSLATED_SMS_NAME_FLOOR });

/** Where an in-person visit is, as an SMS says it: the practice and its town ("Korle Bu Teaching Hospital, Accra"), the town once. */
export function practicePlace(provider: Pick<NoticeProvider, "location" | "city">): string {
  const { location, city } = provider;
  return location.toLowerCase().includes(city.trim().toLowerCase()) ? location : `${location}, ${city}`;
}

/** The SMS with the visit's booking code at its end (notifyPatient and the booking SMS add it when it fits). */
function withCodeAtEnd(appointment: Pick<NoticeAppointment, "bookingCode">, sms: string): string {
  return appointment.bookingCode ? t("{sms} Booking {code}.", { sms, code: appointment.bookingCode }) : sms;
}

/**
 * A patient's SMS with its names and places shortened (fitSms) until it fits with the booking code
 * after it, so the code the patient reads out at the front desk is never what gives way.
 */
export function fitPatientSms<K extends string>(appointment: Pick<NoticeAppointment, "bookingCode">, compose: (values: Record<K, string>) => string, parts: Record<K, SmsPart>): string {
  return fitSms(compose, parts, (sms) => smsOverflow(withCodeAtEnd(appointment, sms)));
}

/**
 * A patient's SMS quoting a free text (a cancellation reason), which the SMS ends with its own full
 * stop: fitted with the booking code after it while the text keeps SMS_FREE_TEXT_FLOOR characters;
 * else without the code, the text cut ("...") to what room there is.
 */
function fitPatientSmsWithFreeText(appointment: NoticeAppointment, compose: (values: { name: string; text: string }) => string, name: string, text: string): string {
  const quoted = smsValue(text).trim().replace(/[\s.]+$/, "");
  const parts = (floor: number) => ({ name: smsPart(name), text: { text: quoted, min: floor, free: true } });
  const withCode = fitPatientSms(appointment, compose, parts(SMS_FREE_TEXT_FLOOR));
  return smsFits(withCodeAtEnd(appointment, withCode)) ? withCode : fitSms(compose, parts(0));
}

const smsFee = (pesewas: number) => `GHS ${pesewasToCedis(pesewas)}`;

/** "Monday, 23 November 2026 at 9:30 AM" in Ghana time, in the current language. */
export function visitTime(startsAt: number): string {
  const iso = new Date(startsAt).toISOString();
  return t("{date} at {time}", { date: formatLongDate(iso), time: formatClock(iso) });
}

/** "In an emergency, call 193.": every e-mail to a patient ends with it (docs/product-rules.md#emergency). */
export function emergencyLine(): string {
  return t("In an emergency, call {number}.", { number: EMERGENCY_NUMBERS.general });
}

/** The end of the appointment e-mails to a patient: the emergency line and our name. */
function signOff(): string {
  return `\n\n${emergencyLine()}\nGhanaHealth`;
}

const paid = (appointment: NoticeAppointment) => appointment.paymentStatus === "completed";
const feeOf = (appointment: NoticeAppointment) => formatCedis(pesewasToCedis(appointment.feePesewas));

/** A cancellation the patient did not choose: a paid visit is always refunded in full, automatically. */
function refundedInFull(appointment: NoticeAppointment): string {
  if (!paid(appointment)) return t("You were not charged for it.");
  const values = { fee: feeOf(appointment), reference: appointment.transactionId };
  return appointment.transactionId
    ? t(
        "The {fee} you paid (payment reference {reference}) is refunded in full, automatically, to the mobile money wallet or card you paid with. We will e-mail you when the refund is processed.",
        values,
      )
    : t("The {fee} you paid is refunded in full, automatically, to the mobile money wallet or card you paid with. We will e-mail you when the refund is processed.", values);
}

const hello = (name: string) => t("Hello {name},", { name });

/** How the patient joins an audio or video visit (docs/product-rules.md#remote-visits): its booking, confirmation and reminder e-mails say it. */
export function howToJoin(): string {
  return t("Join the call from My Appointments, from 15 minutes before it starts.");
}

export function newBookingForProvider(appointment: NoticeAppointment, provider: NoticeProvider): ProviderNotice {
  const when = visitTime(appointment.startsAt);
  const patient = appointment.patientName;
  return {
    subject: t("New booking: {patient}, {when}", { patient, when }),
    text: [
      hello(providerName(provider)),
      "",
      t("{patient} booked and paid for a visit on {when}.", { patient, when }),
      ...(appointment.bookingCode ? [t("Booking code: {code} (the patient may give it at the front desk).", { code: appointment.bookingCode })] : []),
      appointment.reason ? t("Reason for the visit: {reason}", { reason: appointment.reason }) : t("No reason for the visit was given."),
      t("Fee paid: {fee}; your payout: {payout}.", { fee: formatCedis(pesewasToCedis(appointment.feePesewas)), payout: formatCedis(pesewasToCedis(appointment.payoutPesewas)) }),
      ...(isRemoteVisit(appointment.visitType)
        ? [t("This is {visit, select, audio {an audio visit} other {a video visit}}: join the call from your provider dashboard, from 15 minutes before it starts.", { visit: appointment.visitType })]
        : []),
      "",
      t("Please confirm it from your provider dashboard so the patient knows you expect them."),
    ].join("\n"),
    sms: t("GhanaHealth: new booking, {patient}, {when}. Paid {fee}. Please confirm it on your dashboard.", {
      patient: smsPatientName(patient),
      when,
      fee: smsFee(appointment.feePesewas),
    }),
  };
}

/** The patient moved a paid visit: the provider's calendar must show the new time, and it needs confirming again. */
export function rescheduledForProvider(appointment: NoticeAppointment, previousStartsAt: number, provider: NoticeProvider): ProviderNotice {
  const was = visitTime(previousStartsAt);
  const now = visitTime(appointment.startsAt);
  const patient = appointment.patientName;
  return {
    subject: t("Rescheduled: {patient}, now {now}", { patient, now }),
    text: [
      hello(providerName(provider)),
      "",
      t("{patient} moved their visit from {was} to {now}.", { patient, was, now }),
      t("The time {was} is free for other patients again.", { was }),
      "",
      t("Please confirm the new time from your provider dashboard so the patient knows you expect them."),
    ].join("\n"),
    sms: t("GhanaHealth: {patient} moved their visit from {was} to {now}.", { patient: smsPatientName(patient), was, now }),
  };
}

/** The patient cancelled a paid visit: the provider no longer expects them, and the time can be booked again. */
export function cancelledByPatientForProvider(appointment: NoticeAppointment, provider: NoticeProvider): ProviderNotice {
  const when = visitTime(appointment.startsAt);
  const patient = appointment.patientName;
  return {
    subject: t("Cancelled by the patient: {patient}, {when}", { patient, when }),
    text: [
      hello(providerName(provider)),
      "",
      t("{patient} cancelled their visit on {when}.", { patient, when }),
      t("The time is free for other patients to book again. Your earnings page shows what you are paid for it, if anything."),
    ].join("\n"),
    sms: t("GhanaHealth: {patient} cancelled their visit on {when}. The time is free to book again.", { patient: smsPatientName(patient), when }),
  };
}

/**
 * The SMS a patient gets when their booking is paid (the confirmation screen, web or USSD, says one is
 * on its way): with whom, when, where (or, for an audio or video visit, how to join), what was paid,
 * and the booking code.
 */
export function bookedSmsForPatient(appointment: NoticeAppointment, provider: NoticeProvider): string {
  const values = { when: visitTime(appointment.startsAt), fee: smsFee(appointment.feePesewas), visit: appointment.visitType };
  const booked = isRemoteVisit(appointment.visitType)
    ? fitPatientSms(
        appointment,
        // translators: an SMS when an audio or video visit is paid for (English: one 160-character segment; elsewhere at most two parts); names are cut to fit
        ({ name }) => t("GhanaHealth: booked {visit, select, audio {audio visit} other {video visit}} with {name}, {when}. Paid {fee}. Join from My Appointments.", { ...values, name }),
        { name: smsPart(providerName(provider)) },
      )
    // translators: an SMS when a visit is paid for: the provider, day and time, the practice and its town ("Korle Bu Teaching Hospital, Accra"), the fee; one segment in English, at most two parts elsewhere
    : fitPatientSms(appointment, ({ name, place }) => t("GhanaHealth: booked with {name}, {when}, {place}. Paid {fee}.", { ...values, name, place }), {
        name: smsPart(providerName(provider)),
        place: smsPart(practicePlace(provider)),
      });
  return withBookingCode(appointment, booked);
}

export function confirmedNotice(appointment: NoticeAppointment, provider: NoticeProvider): PatientNotice {
  const name = providerName(provider);
  const when = visitTime(appointment.startsAt);
  if (isRemoteVisit(appointment.visitType)) {
    const values = { name, when, visit: appointment.visitType, phone: provider.phone };
    return {
      subject: t("Confirmed: your appointment with {name}", { name }),
      text: `${hello(appointment.patientName)}\n\n${t("{name} confirmed your {visit, select, audio {audio visit} other {video visit}} on {when}.", values)}\n${howToJoin()}\n${t("To reach the practice, call {phone}.", values)}${signOff()}`,
      sms: fitPatientSms(
        appointment,
        (sms) => t("GhanaHealth: {name} confirmed your {visit, select, audio {audio visit} other {video visit}} on {when}. Join from My Appointments.", { ...values, ...sms }),
        { name: smsPart(name) },
      ),
    };
  }
  return {
    subject: t("Confirmed: your appointment with {name}", { name }),
    text: `${hello(appointment.patientName)}\n\n${t("{name} confirmed your appointment on {when} at {location}, {city}.", { name, when, location: provider.location, city: provider.city })}\n${t("To reach the practice, call {phone}.", { phone: provider.phone })}${signOff()}`,
    sms: fitPatientSms(appointment, (sms) => t("GhanaHealth: {name} confirmed your visit on {when}.", { ...sms, when }), { name: smsPart(name) }),
  };
}

export function cancelledByProviderNotice(appointment: NoticeAppointment, provider: NoticeProvider, reason: string): PatientNotice {
  const name = providerName(provider);
  const when = visitTime(appointment.startsAt);
  const sms = ({ name: shortName, text }: { name: string; text: string }) =>
    paid(appointment)
      // translators: an SMS: the provider cancelled a paid visit, giving a reason (cut to fit); the fee comes back in full, automatically
      ? t("GhanaHealth: {name} cancelled your visit on {when}. Reason: {reason}. Full refund: {fee}.", { name: shortName, when, reason: text, fee: smsFee(appointment.feePesewas) })
      // translators: an SMS: the provider cancelled an unpaid visit, giving a reason (cut to fit)
      : t("GhanaHealth: {name} cancelled your visit on {when}. Reason: {reason}.", { name: shortName, when, reason: text });
  return {
    subject: t("Cancelled: your appointment with {name}", { name }),
    text: `${hello(appointment.patientName)}\n\n${t("{name} had to cancel your appointment on {when}.", { name, when })}\n${t("Reason: {reason}", { reason })}\n\n${refundedInFull(appointment)}\n${t("You can book another time or another provider on GhanaHealth.")}${signOff()}`,
    sms: fitPatientSmsWithFreeText(appointment, sms, name, reason),
  };
}

export function reminderNotice(appointment: NoticeAppointment, provider: NoticeProvider): PatientNotice {
  const name = providerName(provider);
  const when = visitTime(appointment.startsAt);
  if (isRemoteVisit(appointment.visitType)) {
    const values = { name, when, visit: appointment.visitType };
    return {
      subject: t("Reminder: appointment with {name} tomorrow", { name }),
      text: `${hello(appointment.patientName)}\n\n${t("A reminder of your {visit, select, audio {audio visit} other {video visit}} with {name} on {when}.", values)}\n${howToJoin()}\n${t("If you cannot come, please cancel or reschedule from My Appointments so another patient can have the time.")}${signOff()}`,
      sms: fitPatientSms(
        appointment,
        (sms) => t("GhanaHealth reminder: {visit, select, audio {audio visit} other {video visit}} with {name}, {when}. Join from My Appointments.", { ...values, ...sms }),
        { name: smsPart(name) },
      ),
    };
  }
  return {
    subject: t("Reminder: appointment with {name} tomorrow", { name }),
    text: `${hello(appointment.patientName)}\n\n${t("A reminder of your appointment with {name} on {when} at {location}, {city}.", { name, when, location: provider.location, city: provider.city })}\n${t("If you cannot come, please cancel or reschedule from My Appointments so another patient can have the time.")}${signOff()}`,
    sms: fitPatientSms(appointment, (sms) => t("GhanaHealth reminder: {name}, {when}, {location}.", { ...sms, when }), { name: smsPart(name), location: smsPart(practicePlace(provider)) }),
  };
}

export function providerRemovedNotice(appointment: NoticeAppointment, provider: NoticeProvider): PatientNotice {
  const name = providerName(provider);
  const when = visitTime(appointment.startsAt);
  const values = { when, fee: smsFee(appointment.feePesewas) };
  return {
    subject: t("Cancelled: your appointment with {name}", { name }),
    text: `${hello(appointment.patientName)}\n\n${t("{name} is no longer on GhanaHealth, so your appointment on {when} is cancelled.", { name, when })}\n${refundedInFull(appointment)}\n${t("You can book another provider on GhanaHealth.")}${signOff()}`,
    sms: fitPatientSms(
      appointment,
      (sms) =>
        paid(appointment)
          // translators: an SMS: the provider is no longer on GhanaHealth, so the paid visit is cancelled and refunded in full, automatically
          ? t("GhanaHealth: your visit on {when} is cancelled: {name} left GhanaHealth. Full refund: {fee}.", { ...values, ...sms })
          : t("GhanaHealth: your visit with {name} on {when} is cancelled. The provider left GhanaHealth.", { ...values, ...sms }),
      { name: smsPart(name) },
    ),
  };
}

/**
 * The patient cancelled (at `now`): a paid visit cancelled at least FULL_REFUND_NOTICE_HOURS ahead is
 * refunded in full automatically; a later one is not (the cancel dialog said so before they confirmed).
 */
export function cancelledByPatientNotice(appointment: NoticeAppointment, now: number): PatientNotice {
  const when = visitTime(appointment.startsAt);
  const refunded = patientCancellationRefunded(appointment.startsAt, now);
  const values = { hours: FULL_REFUND_NOTICE_HOURS, fee: feeOf(appointment), reference: appointment.transactionId, when };
  let money: string;
  if (!paid(appointment)) money = t("You were not charged for it.");
  else if (refunded) {
    money = appointment.transactionId
      ? t(
          "You cancelled at least {hours} hours ahead, so the {fee} you paid (payment reference {reference}) is refunded in full, automatically, to the mobile money wallet or card you paid with. We will e-mail you when the refund is processed.",
          values,
        )
      : t(
          "You cancelled at least {hours} hours ahead, so the {fee} you paid is refunded in full, automatically, to the mobile money wallet or card you paid with. We will e-mail you when the refund is processed.",
          values,
        );
  } else {
    const notRefunded = appointment.transactionId
      ? t("You cancelled less than {hours} hours before the visit, so the {fee} you paid (payment reference {reference}) is not refunded automatically.", values)
      : t("You cancelled less than {hours} hours before the visit, so the {fee} you paid is not refunded automatically.", values);
    money = `${notRefunded} ${t(LATE_CANCEL_ASK_FOR_REFUND)}`;
  }
  const smsValues = { when, fee: smsFee(appointment.feePesewas), hours: FULL_REFUND_NOTICE_HOURS };
  return {
    subject: t("Cancelled: your appointment on {when}", { when }),
    text: `${hello(appointment.patientName)}\n\n${t("You cancelled your appointment on {when}.", { when })}\n${money}\n${t("You can book another time on GhanaHealth.")}${signOff()}`,
    sms: !paid(appointment)
      ? t("GhanaHealth: you cancelled your visit on {when}.", smsValues)
      : refunded
        ? t("GhanaHealth: you cancelled your visit on {when}. Your {fee} is refunded automatically.", smsValues)
        : t("GhanaHealth: you cancelled your visit on {when}. No automatic refund (less than {hours} hours' notice).", smsValues),
  };
}

/** Whom a notice goes to: the language it is written in, and the phone an SMS goes to (only a verified one). */
export interface NoticeRecipient {
  language: PageLanguage;
  verifiedPhone: string | null;
}

/**
 * The recipient behind an account: its language (else `fallback`, the language of the request the
 * recipient made themselves, else English) and its verified phone. An account that cannot be read is
 * logged, and told by e-mail alone in the fallback.
 */
export async function noticeRecipient(db: Database, userId: number | undefined, what: string, fallback?: PageLanguage | null): Promise<NoticeRecipient> {
  const unknown = { language: fallback ?? DEFAULT_LANGUAGE, verifiedPhone: null };
  if (userId === undefined) return unknown;
  try {
    const [account] = await db.select({ phone: users.phone, phoneVerified: users.phoneVerified, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
    if (!account) return unknown;
    return { language: storedLanguage(account.language) ?? unknown.language, verifiedPhone: account.phone && account.phoneVerified ? account.phone : null };
  } catch (error) {
    console.error(`${what} account not read for a notice`, userId, error);
    return unknown;
  }
}

/** An SMS to the recipient's verified phone, if any; a failure is logged, never thrown. */
export async function textRecipient(env: Bindings, db: Database, recipient: NoticeRecipient, text: string, what: string): Promise<void> {
  if (!recipient.verifiedPhone) return;
  try {
    await smsFor(env, db).send({ to: recipient.verifiedPhone, text });
  } catch (error) {
    console.error(`${what} SMS not sent`, recipient.verifiedPhone, error);
  }
}

/**
 * Tells the patient by e-mail (the address they booked with) and, when their phone is verified, by
 * SMS, in their language (`fallback`: the language of the patient's own request, when they made the change).
 */
export async function notifyPatient(env: Bindings, db: Database, appointment: NoticeAppointment, build: () => PatientNotice, fallback?: PageLanguage | null): Promise<void> {
  const recipient = await noticeRecipient(db, appointment.patientId, "Patient", fallback);
  const { subject, text, sms } = inLanguageOf(recipient.language, () => {
    const notice = build();
    // Every notice names the visit by its booking code, above the sign-off (and at the end of the SMS).
    const end = signOff();
    const code = appointment.bookingCode;
    return { ...notice, text: code ? notice.text.replace(end, `\n\n${t("Booking code: {code}", { code })}${end}`) : notice.text, sms: withBookingCode(appointment, notice.sms) };
  });
  try {
    await mailerFor(env, db).send({ to: appointment.patientEmail, subject, text });
  } catch (error) {
    console.error("Patient e-mail not sent", appointment.id, error);
  }
  await textRecipient(env, db, recipient, sms, "Patient");
}

/** An SMS with the booking code at its end, when the code still fits (smsFits). */
export function withBookingCode(appointment: Pick<NoticeAppointment, "bookingCode">, sms: string): string {
  const withCode = withCodeAtEnd(appointment, sms);
  return smsFits(withCode) ? withCode : sms;
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
 * Tells the provider of a change to one of their bookings, in their language: e-mail to the practice
 * address and, when the provider's own phone is verified, an SMS.
 */
export async function notifyProviderOf(env: Bindings, db: Database, provider: NoticeProvider, build: () => ProviderNotice): Promise<void> {
  const recipient = await noticeRecipient(db, provider.userId, "Provider");
  const notice = inLanguageOf(recipient.language, build);
  await notifyProvider(env, db, { to: provider.email, subject: notice.subject, text: notice.text });
  await textRecipient(env, db, recipient, notice.sms, "Provider");
}
