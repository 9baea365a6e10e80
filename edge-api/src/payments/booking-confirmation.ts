/**
 * The messages a paid booking sends: the patient's e-mail (when, where or how to join, with whom, and
 * the reference to quote) and SMS, and the provider's new-booking notice. Sent once, on the fulfilment that paid it; a delivery
 * failure never undoes the payment.
 */
import { formatCedis, pesewasToCedis } from "@gh/contracts/money";
import type { PageLanguage } from "@gh/contracts/languages";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { isRemoteVisit } from "@gh/contracts/visit-types";
import { mailerFor } from "../adapters/messaging.ts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";
import type { AppointmentRow } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { inLanguageOf, t } from "../i18n/api-texts.ts";
import { bookedSmsForPatient, newBookingForProvider, emergencyLine, howToJoin, noticeRecipient, notifyProviderOf, textRecipient, visitTime } from "../notifications/appointment-notices.ts";
import { providerById } from "../db/providers.ts";

/** The patient's booking e-mail, in the language it is made in: "Monday, 23 November 2026 at 9:30 AM" in Ghana time, as My Appointments writes it. */
export function bookingConfirmationMessage(appointment: AppointmentRow, provider: Provider): OutgoingEmail {
  const name = providerName(provider);
  const when = visitTime(appointment.startsAt);
  // An audio or video visit happens nowhere: it says how to join instead of where the practice is.
  const remote = isRemoteVisit(appointment.visitType);
  return {
    to: appointment.patientEmail,
    subject: t("Appointment booked with {name}", { name }),
    text: [
      t("Hello {name},", { name: appointment.patientName }),
      "",
      remote
        ? t("Your {visit, select, audio {audio visit} other {video visit}} with {name} is booked for {when}, Ghana time.", { visit: appointment.visitType, name, when })
        : t("Your appointment with {name} ({location}, {city}) is booked for {when}, Ghana time.", { name, location: provider.location, city: provider.city, when }),
      t("Paid: {fee}. Reference: {reference}.", { fee: formatCedis(pesewasToCedis(appointment.feePesewas)), reference: String(appointment.transactionId) }),
      t("The provider will confirm it; you can reschedule or cancel it from My Appointments. To reach the practice, call {phone}.", { phone: provider.phone }),
      ...(remote ? [howToJoin()] : []),
      emergencyLine(),
    ].join("\n"),
  };
}

/**
 * Tells the patient their booking is confirmed as paid (e-mail, and SMS when their phone is verified:
 * the confirmation screen promises it), and the provider that they have a new booking, each in their
 * language (`patientRequestLanguage`: the language of the patient's verify call, for an account
 * without one; the gateway's webhook has none).
 */
export async function sendPaidBookingNotices(env: Bindings, db: Database, appointment: AppointmentRow, patientRequestLanguage?: PageLanguage | null): Promise<void> {
  const patient = await noticeRecipient(db, appointment.patientId, "Patient", patientRequestLanguage);
  let provider: Provider | null = null;
  try {
    provider = await providerById(db, appointment.providerId);
    const found = provider;
    if (found) await mailerFor(env, db).send(inLanguageOf(patient.language, () => bookingConfirmationMessage(appointment, found)));
  } catch (error) {
    console.error("Booking confirmation not sent", appointment.id, error);
  }
  if (!provider) return;
  const found = provider;
  await textRecipient(env, db, patient, inLanguageOf(patient.language, () => bookedSmsForPatient(appointment, found)), "Patient");
  await notifyProviderOf(env, db, provider, () => newBookingForProvider(appointment, found));
}
