/**
 * The SMS a patient gets about 2 hours before a confirmed visit (docs/product-rules.md#notifications),
 * sent by the Cron sweep (scheduled.ts) once per visit (db/reminders.ts claims it). It is the reminder
 * a patient booking from a basic phone relies on, so it is an SMS alone, to the patient's verified phone:
 * a USSD caller's number (their phone-only account's, the same as the appointment's patientPhone), or
 * the phone a web patient verified; never a number typed into a booking form and never checked, which
 * could name someone else's visit to a stranger. An in-person visit's says where; an audio or video
 * visit's says how to join. Written in the patient's language; one GSM-7 segment in English.
 */
import { formatClock } from "@gh/contracts/ghana-time";
import { providerName } from "@gh/contracts/regions";
import { isRemoteVisit } from "@gh/contracts/visit-types";
import type { AppointmentRow } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { inLanguageOf, t } from "../i18n/api-texts.ts";
import { fitPatientSms, noticeRecipient, practicePlace, smsPart, textRecipient, withBookingCode, type NoticeProvider } from "./appointment-notices.ts";

type RemindedAppointment = Pick<AppointmentRow, "id" | "bookingCode" | "patientId" | "startsAt" | "visitType">;

/** "GhanaHealth reminder: your visit with Dr. Kwame Mensah at Korle Bu Teaching Hospital, Accra starts at 10:30 AM. Booking K7P2QX." */
export function twoHourReminderSms(appointment: RemindedAppointment, provider: NoticeProvider): string {
  // Within 2 hours the clock time alone says when, whichever day it falls on.
  const values = { time: formatClock(new Date(appointment.startsAt).toISOString()), visit: appointment.visitType };
  const name = providerName(provider);
  const sms = isRemoteVisit(appointment.visitType)
    ? fitPatientSms(
        appointment,
        // translators: an SMS about 2 hours before an audio or video visit: {time} is the clock time ("10:30 AM"); one segment in English, at most two parts elsewhere
        (parts) => t("GhanaHealth reminder: your {visit, select, audio {audio visit} other {video visit}} with {name} starts at {time}. Join from My Appointments.", { ...values, ...parts }),
        { name: smsPart(name) },
      )
    // translators: an SMS about 2 hours before a visit: {place} is the practice and its town, {time} the clock time ("10:30 AM"); one segment in English, at most two parts elsewhere
    : fitPatientSms(appointment, (parts) => t("GhanaHealth reminder: your visit with {name} at {place} starts at {time}.", { ...values, ...parts }), {
        name: smsPart(name),
        place: smsPart(practicePlace(provider)),
      });
  return withBookingCode(appointment, sms);
}

/**
 * Texts the 2-hour reminder to the patient's verified phone, in their language; a failed delivery is
 * logged (textRecipient), never retried. False when the patient has no verified phone to text.
 */
export async function sendTwoHourReminder(env: Bindings, db: Database, appointment: RemindedAppointment, provider: NoticeProvider): Promise<boolean> {
  const patient = await noticeRecipient(db, appointment.patientId, "Patient");
  if (!patient.verifiedPhone) return false;
  await textRecipient(env, db, patient, inLanguageOf(patient.language, () => twoHourReminderSms(appointment, provider)), "Patient");
  return true;
}
