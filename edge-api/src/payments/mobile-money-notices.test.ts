/**
 * The mobile-money prompt's SMS in English: one GSM-7 segment whatever the provider's name, the day,
 * the fee or the wallet ("GHS", never the cedi sign), the name cut only when it must be.
 */
import { DEFAULT_LANGUAGE } from "@gh/contracts/languages";
import { smsLength } from "@gh/contracts/sms";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "../i18n/api-texts.ts";
import { unpaidSms, voucherRefusedSms, voucherSms } from "./mobile-money-notices.ts";

/** Wednesday, 30 September 2026 at 12:30 PM: the longest day, month and time English writes. */
const LONGEST_DAY = Date.UTC(2026, 8, 30, 12, 30);
const visit = { patientId: 1, providerId: 1, startsAt: LONGEST_DAY, feePesewas: 9_999_999 };
const LONG_NAME = "Dr. Nana Akosua Ofori-Atta Boakye-Mensah Asɛmpa";
const inEnglish = <T>(render: () => T) => inLanguageOf(DEFAULT_LANGUAGE, render);
const oneSegment = { encoding: "GSM-7", segments: 1 };

describe("the mobile-money prompt's SMS", () => {
  it("fit one GSM-7 segment in English at their longest", () => {
    const texts = inEnglish(() => [
      unpaidSms("failed", visit, LONG_NAME),
      unpaidSms("lapsed", visit, LONG_NAME),
      voucherSms(visit, "+233501234567"),
      voucherRefusedSms("+233501234567"),
    ]);
    for (const sms of texts) expect(smsLength(sms), sms).toMatchObject(oneSegment);
    expect(texts[0]).toMatch(/^GhanaHealth: MoMo payment for Dr\. Nana Akosua .+, Wednesday, 30 September 2026 at 12:30 PM did not go through\. The time was released\.$/);
    expect(texts[2]).toBe("GhanaHealth: a code was sent to 050xxxx567 to pay GHS 99999.99 for your visit on Wednesday, 30 September 2026 at 12:30 PM. Dial us again and enter it.");
  });

  it("keep a name that fits whole", () => {
    expect(inEnglish(() => unpaidSms("lapsed", { ...visit, startsAt: Date.UTC(2030, 0, 5, 10, 0) }, "Dr. Kwame Mensah"))).toBe(
      "GhanaHealth: no MoMo payment came for Dr. Kwame Mensah, Saturday, 5 January 2030 at 10:00 AM, so the time was released.",
    );
  });
});
