/**
 * Every SMS a patient gets in English is one GSM-7 segment (docs/product-rules.md#notifications), even
 * with the longest values the forms let through: a provider's first and last name of 60 characters
 * each, a practice of 200 and a town of 100, written with Ghanaian letters GSM-7 lacks, the longest
 * date English writes, the largest fee, a cancellation reason of 500 characters. The names give way
 * (cut at a word), never the booking code of a booking or reminder; ordinary names stay whole.
 */
import { isGsm7, smsLength } from "@gh/contracts/sms";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "../i18n/api-texts.ts";
import {
  bookedSmsForPatient,
  cancelledByPatientNotice,
  cancelledByProviderNotice,
  confirmedNotice,
  providerRemovedNotice,
  reminderNotice,
  withBookingCode,
  type NoticeProvider,
} from "./appointment-notices.ts";
import { refundProcessedSms } from "./refund-notices.ts";
import { timeOffCancellationReason } from "./time-off-notices.ts";
import { longestVisit } from "./testing/longest-visit.ts";
import { twoHourReminderSms } from "./two-hour-reminders.ts";

const HOUR = 3_600_000;
const CODE = "K7P2QX";
/** The largest fee the fee field takes (seven digits of cedis, contracts' money.ts). */
const LARGEST_FEE_PESEWAS = 999_999_999;
/** What a long name cut to fit may not lose: the title and first name. */
const NAME_START = "Dr. Kwame";
/** The messages that name no provider. */
const NAMELESS = ["cancelled by the patient, refunded", "cancelled by the patient, too late for a refund", "refunded, for a visit", "refunded, the visit gone"];

/** As long as provider-practice.ts lets each field be: names 60, location 200, city 100. */
const longestAllowed: NoticeProvider = {
  title: "Dr",
  user: { firstName: "Kwame Nana Yaw Ɔbɛng Boakye-Danquah Ofori-Atta Amankwaa Ab", lastName: "Ofori-Atta Kwarteng-Amaning Boakye-Danquah Ɛdusei Asantewaa A" },
  location: `Komfo Anokye Teaching Hospital, Ɔkɔmfo Anɔkye Road, Bantama, ${"Adum Kejetia Roundabout ".repeat(6)}`.slice(0, 200),
  city: `Kumasi ${"Metropolitan Assembly Area ".repeat(4)}`.slice(0, 100),
  phone: "+233244123456",
  email: "practice@example.com.gh",
};
/** The long but real values of sms-languages.test.ts. */
const longReal: NoticeProvider = { ...longestAllowed, user: { firstName: "Kwame", lastName: "Ofori-Atta Kwarteng-Amaning Boakye-Danquah" }, location: "Komfo Anokye Teaching Hospital, Bantama", city: "Kumasi" };
const ordinary: NoticeProvider = { ...longestAllowed, user: { firstName: "Kwame", lastName: "Mensah" }, location: "Korle Bu Teaching Hospital", city: "Accra" };
const LONGEST_REASON = `The doctor is unwell and the clinic is closed this week; ${"we are very sorry for the trouble and will call you to book again ".repeat(8)}`.slice(0, 500);


function appointmentAt(startsAt: number, paid: boolean, visitType: "in_person" | "audio" | "video" = "in_person", feePesewas = LARGEST_FEE_PESEWAS) {
  return {
    visitType,
    id: 1,
    bookingCode: CODE,
    patientId: 2,
    patientName: "Nana Akosua Serwaa Agyemang-Badu Oppong-Kyekyeku",
    patientEmail: "nana@example.com.gh",
    startsAt,
    feePesewas,
    payoutPesewas: feePesewas - Math.round(feePesewas / 10),
    reason: "Persistent cough and fever for two weeks",
    transactionId: paid ? "apt_1_1790000000000" : null,
    paymentStatus: paid ? ("completed" as const) : ("pending" as const),
  };
}

/** Every SMS to a patient, as they get it: the booking code added at the end where notifyPatient adds it. */
function patientSms(provider: NoticeProvider, startsAt: number, reason: string, feePesewas = LARGEST_FEE_PESEWAS): Record<string, string> {
  const paid = appointmentAt(startsAt, true, "in_person", feePesewas);
  const unpaid = appointmentAt(startsAt, false, "in_person", feePesewas);
  const audio = appointmentAt(startsAt, true, "audio", feePesewas);
  const video = appointmentAt(startsAt, true, "video", feePesewas);
  const coded = (sms: string) => withBookingCode(paid, sms);
  const day = new Date(startsAt).toISOString().slice(0, 10);
  const timeOff = timeOffCancellationReason({ from: day, to: day, reason: LONGEST_REASON.slice(0, 200) });
  const refund = { appointmentId: 1, patientId: 2, amountPesewas: feePesewas, paymentReference: "apt_1_1790000000000" };
  return {
    "booked and paid": bookedSmsForPatient(paid, provider),
    "booked and paid, audio visit": bookedSmsForPatient(audio, provider),
    "confirmed by the provider": coded(confirmedNotice(paid, provider).sms),
    "confirmed, video visit": coded(confirmedNotice(video, provider).sms),
    "reminder, 24 hours ahead": coded(reminderNotice(paid, provider).sms),
    "reminder, 24 hours ahead, audio visit": coded(reminderNotice(audio, provider).sms),
    "reminder, 2 hours ahead": twoHourReminderSms(paid, provider),
    "reminder, 2 hours ahead, video visit": twoHourReminderSms(video, provider),
    "cancelled by the provider, paid": coded(cancelledByProviderNotice(paid, provider, reason).sms),
    "cancelled by the provider, unpaid": coded(cancelledByProviderNotice(unpaid, provider, reason).sms),
    "cancelled for time off": coded(cancelledByProviderNotice(paid, provider, timeOff).sms),
    "cancelled, the provider left, paid": coded(providerRemovedNotice(paid, provider).sms),
    "cancelled, the provider left, unpaid": coded(providerRemovedNotice(unpaid, provider).sms),
    "cancelled by the patient, refunded": coded(cancelledByPatientNotice(paid, startsAt - 72 * HOUR).sms),
    "cancelled by the patient, too late for a refund": coded(cancelledByPatientNotice(paid, startsAt - 2 * HOUR).sms),
    "refunded, for a visit": refundProcessedSms(refund, { startsAt, bookingCode: CODE }),
    "refunded, the visit gone": refundProcessedSms(refund, null),
  };
}

/** The messages that name a visit still to come: their booking code is never what gives way. */
const CARRY_THE_CODE = ["booked and paid", "booked and paid, audio visit", "confirmed by the provider", "confirmed, video visit", "reminder, 24 hours ahead", "reminder, 24 hours ahead, audio visit", "reminder, 2 hours ahead", "reminder, 2 hours ahead, video visit"];

describe("a patient's SMS in English", () => {
  for (const [values, provider, reason] of [
    ["the longest values the forms allow", longestAllowed, LONGEST_REASON],
    ["the long real names of sms-languages.test.ts", longReal, "The doctor is unwell and the clinic is closed this week"],
  ] as const) {
    it(`is one GSM-7 segment with ${values}, the longest date and the largest fee`, () => {
      const messages = inLanguageOf("en-GH", () => patientSms(provider, longestVisit(), reason));
      for (const [template, sms] of Object.entries(messages)) {
        expect(isGsm7(sms), `${template}: ${sms}`).toBe(true);
        expect(smsLength(sms), `${template}: ${sms}`).toEqual({ encoding: "GSM-7", units: sms.length, segments: 1 });
        expect(sms, template).not.toMatch(/[{}₵]/);
        expect(sms, template).toContain("GhanaHealth");
        if (!NAMELESS.includes(template)) expect(sms, template).toContain(NAME_START);
      }
      for (const template of CARRY_THE_CODE) expect(messages[template], template).toMatch(new RegExp(` Booking ${CODE}\\.$`));
      // Where an in-person visit is, even cut: its practice's first words.
      for (const template of ["booked and paid", "reminder, 24 hours ahead", "reminder, 2 hours ahead"]) expect(messages[template], template).toContain("Komfo Anokye");
    });
  }

  it("keeps ordinary names, places and reasons whole", () => {
    const messages = inLanguageOf("en-GH", () => patientSms(ordinary, Date.UTC(2030, 0, 7, 10, 30), "The doctor is unwell", 15_000));
    expect(messages["booked and paid"]).toBe("GhanaHealth: booked with Dr. Kwame Mensah, Monday, 7 January 2030 at 10:30 AM, Korle Bu Teaching Hospital, Accra. Paid GHS 150.00. Booking K7P2QX.");
    expect(messages["reminder, 2 hours ahead"]).toBe("GhanaHealth reminder: your visit with Dr. Kwame Mensah at Korle Bu Teaching Hospital, Accra starts at 10:30 AM. Booking K7P2QX.");
    expect(messages["reminder, 2 hours ahead, video visit"]).toBe("GhanaHealth reminder: your video visit with Dr. Kwame Mensah starts at 10:30 AM. Join from My Appointments. Booking K7P2QX.");
    expect(messages["cancelled by the provider, paid"]).toBe(
      "GhanaHealth: Dr. Kwame Mensah cancelled your visit on Monday, 7 January 2030 at 10:30 AM. Reason: The doctor is unwell. Full refund: GHS 150.00. Booking K7P2QX.",
    );
    expect(messages["cancelled, the provider left, paid"]).toBe(
      "GhanaHealth: your visit on Monday, 7 January 2030 at 10:30 AM is cancelled: Dr. Kwame Mensah left GhanaHealth. Full refund: GHS 150.00. Booking K7P2QX.",
    );
    expect(messages["refunded, for a visit"]).toBe("GhanaHealth: we refunded GHS 150.00 for your visit on Monday, 7 January 2030 at 10:30 AM to the wallet or card you paid with. Booking K7P2QX.");
  });

  it("writes a name or place with Ghanaian letters in GSM-7 letters, as a basic phone does", () => {
    const provider = { ...ordinary, user: { firstName: "Ɛfua", lastName: "Ɔfori" }, location: "Asɛmpa Clinic", city: "Tamale" };
    const sms = inLanguageOf("en-GH", () => twoHourReminderSms(appointmentAt(Date.UTC(2030, 0, 7, 10, 30), true, "in_person", 15_000), provider));
    expect(sms).toBe("GhanaHealth reminder: your visit with Dr. Efua Ofori at Asempa Clinic, Tamale starts at 10:30 AM. Booking K7P2QX.");
  });

  it("cuts a long reason at a word, keeping the sentence's own full stop", () => {
    const sms = inLanguageOf("en-GH", () => withBookingCode(appointmentAt(Date.UTC(2030, 0, 7, 10, 30), true), cancelledByProviderNotice(appointmentAt(Date.UTC(2030, 0, 7, 10, 30), true), ordinary, LONGEST_REASON).sms));
    expect(sms).toMatch(/^GhanaHealth: Dr\. Kwame Mensah cancelled your visit on Monday, 7 January 2030 at 10:30 AM\. Reason: The doctor is [a-z ]+\.\.\. Full refund: GHS 9999999\.99\.( Booking K7P2QX\.)?$/);
    expect(smsLength(sms).segments).toBe(1);
  });
});
