/**
 * Every SMS the API sends, in every language, with the longest realistic values (long names, the
 * longest date the language writes, the largest fee the fee field takes, a long reason), fits in two
 * parts. Twi's ɛ ɔ, Ewe's ɖ ƒ ɣ ŋ ʋ and Hausa's ɓ ɗ ƙ send a text as UCS-2, 67 characters a part, so
 * their wording is short and names and free text are cut to fit (appointment-notices.ts). English
 * keeps its one GSM-7 segment, whatever the values (sms-english.test.ts).
 */
import { LANGUAGES } from "@gh/contracts/languages";
import { smsLength } from "@gh/contracts/sms";
import { describe, expect, it } from "vitest";
import { passwordResetSms, phoneVerificationMessage } from "../auth/notifications.ts";
import { inLanguageOf } from "../i18n/api-texts.ts";
import { refundProcessedSms } from "./refund-notices.ts";
import { timeOffCancellationReason } from "./time-off-notices.ts";
import { longestVisit } from "./testing/longest-visit.ts";
import { twoHourReminderSms } from "./two-hour-reminders.ts";
import {
  bookedSmsForPatient,
  cancelledByPatientForProvider,
  cancelledByPatientNotice,
  cancelledByProviderNotice,
  confirmedNotice,
  newBookingForProvider,
  providerRemovedNotice,
  reminderNotice,
  rescheduledForProvider,
  withBookingCode,
  type NoticeProvider,
} from "./appointment-notices.ts";

const HOUR = 3_600_000;
/** The largest fee the fee field takes (seven digits of cedis, contracts' money.ts). */
const LARGEST_FEE_PESEWAS = 999_999_999;

const provider: NoticeProvider = {
  userId: 1,
  title: "Dr",
  user: { firstName: "Kwame", lastName: "Ofori-Atta Kwarteng-Amaning Boakye-Danquah" },
  location: "Komfo Anokye Teaching Hospital, Bantama",
  city: "Kumasi",
  phone: "+233244123456",
  email: "practice@example.com.gh",
};


function appointmentAt(startsAt: number, paid: boolean, visitType: "in_person" | "audio" | "video" = "in_person") {
  return {
    visitType,
    id: 1,
    bookingCode: "K7P2QX",
    patientId: 2,
    patientName: "Nana Akosua Serwaa Agyemang-Badu Oppong-Kyekyeku",
    patientEmail: "nana@example.com.gh",
    startsAt,
    feePesewas: LARGEST_FEE_PESEWAS,
    payoutPesewas: LARGEST_FEE_PESEWAS - 100_000_000,
    reason: "Persistent cough and fever for two weeks",
    transactionId: paid ? "apt_1_1790000000000" : null,
    paymentStatus: paid ? ("completed" as const) : ("pending" as const),
  };
}

/** Every SMS template, as the recipient gets it (the patient's with the booking code when it fits). */
function everySms(): Record<string, string> {
  const startsAt = longestVisit();
  const paid = appointmentAt(startsAt, true);
  const unpaid = appointmentAt(startsAt, false);
  const day = new Date(startsAt).toISOString().slice(0, 10);
  const timeOff = timeOffCancellationReason({ from: day, to: new Date(startsAt + 90 * 24 * HOUR).toISOString().slice(0, 10), reason: "Annual leave and a medical conference abroad" });
  const toPatient = (sms: string, appointment = paid) => withBookingCode(appointment, sms);
  // Audio and video visits say how to join instead of where the practice is.
  const audio = appointmentAt(startsAt, true, "audio");
  const video = appointmentAt(startsAt, true, "video");
  const refund = { appointmentId: paid.id, patientId: paid.patientId, amountPesewas: paid.feePesewas, paymentReference: "apt_1_1790000000000" };
  return {
    "new booking (provider)": newBookingForProvider(paid, provider).sms,
    "reschedule (provider)": rescheduledForProvider(paid, startsAt - 7 * 24 * HOUR, provider).sms,
    "cancelled by the patient (provider)": cancelledByPatientForProvider(paid, provider).sms,
    "booked and paid (patient)": bookedSmsForPatient(paid, provider),
    "booked and paid, audio visit (patient)": bookedSmsForPatient(audio, provider),
    "confirmed (patient)": toPatient(confirmedNotice(paid, provider).sms),
    "cancelled by the provider, paid (patient)": toPatient(cancelledByProviderNotice(paid, provider, "The doctor is unwell and the clinic is closed this week").sms),
    "cancelled by the provider, unpaid (patient)": toPatient(cancelledByProviderNotice(unpaid, provider, "The doctor is unwell and the clinic is closed this week").sms, unpaid),
    "cancelled for time off, paid (patient)": toPatient(cancelledByProviderNotice(paid, provider, timeOff).sms),
    "reminder, 24 hours ahead (patient)": toPatient(reminderNotice(paid, provider).sms),
    "confirmed, audio visit (patient)": toPatient(confirmedNotice(audio, provider).sms, audio),
    "confirmed, video visit (patient)": toPatient(confirmedNotice(video, provider).sms, video),
    "reminder, audio visit (patient)": toPatient(reminderNotice(audio, provider).sms, audio),
    "reminder, video visit (patient)": toPatient(reminderNotice(video, provider).sms, video),
    "reminder, 2 hours ahead (patient)": twoHourReminderSms(paid, provider),
    "reminder, 2 hours ahead, video visit (patient)": twoHourReminderSms(video, provider),
    "provider left, paid (patient)": toPatient(providerRemovedNotice(paid, provider).sms),
    "provider left, unpaid (patient)": toPatient(providerRemovedNotice(unpaid, provider).sms, unpaid),
    "cancelled by the patient, refunded (patient)": toPatient(cancelledByPatientNotice(paid, startsAt - 72 * HOUR).sms),
    "cancelled by the patient, too late for a refund (patient)": toPatient(cancelledByPatientNotice(paid, startsAt - 2 * HOUR).sms),
    "cancelled by the patient, unpaid (patient)": toPatient(cancelledByPatientNotice(unpaid, startsAt - 2 * HOUR).sms, unpaid),
    "refunded (patient)": refundProcessedSms(refund, { startsAt, bookingCode: paid.bookingCode }),
    "refunded, the visit gone (patient)": refundProcessedSms(refund, null),
    "phone verification code": phoneVerificationMessage("+233244123456", "123456").text,
    "password reset code": passwordResetSms("+233244123456", "123456").text,
  };
}

describe("SMS in every language", () => {
  for (const { tag } of LANGUAGES) {
    it(`fit in two parts in ${tag}, with the longest names, date and fee`, () => {
      const messages = inLanguageOf(tag, everySms);
      for (const [template, text] of Object.entries(messages)) {
        expect(smsLength(text).segments, `${tag} ${template}: ${text}`).toBeLessThanOrEqual(2);
        expect(text, `${tag} ${template}`).not.toMatch(/[{}]/);
      }
    });
  }

  it("are written in the language (not English) wherever a translation exists", () => {
    const english = inLanguageOf("en-GH", everySms);
    for (const { tag } of LANGUAGES.filter((language) => language.tag !== "en-GH")) {
      const translated = inLanguageOf(tag, everySms);
      for (const [template, text] of Object.entries(translated)) expect(text, `${tag} ${template}`).not.toBe(english[template]);
    }
  });

  it("keep a translated free text whole when it fits, and cut it at a word when it does not", () => {
    const startsAt = Date.UTC(2030, 0, 7, 10, 30);
    const short = inLanguageOf("ak", () => cancelledByProviderNotice(appointmentAt(startsAt, true), provider, "Ɔyare").sms);
    expect(short).toContain("Ɔyare");
    const long = inLanguageOf("ak", () => cancelledByProviderNotice(appointmentAt(startsAt, true), provider, "word ".repeat(60).trim()).sms);
    expect(long).toMatch(/word\.\.\./);
    expect(smsLength(long).segments).toBeLessThanOrEqual(2);
  });
});
