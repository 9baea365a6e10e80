import { describe, expect, it } from "vitest";
import { isGsm7, smsLength } from "./sms-segments.ts";

describe("smsLength", () => {
  it("counts a GSM-7 text in septets: 160 in one message, 153 per part beyond", () => {
    expect(smsLength("Your visit is booked.")).toEqual({ encoding: "GSM-7", units: 21, segments: 1 });
    expect(smsLength("a".repeat(160)).segments).toBe(1);
    expect(smsLength("a".repeat(161)).segments).toBe(2);
    expect(smsLength("a".repeat(306)).segments).toBe(2);
    expect(smsLength("a".repeat(307)).segments).toBe(3);
  });

  it("counts the extension characters twice", () => {
    expect(smsLength("[€]")).toEqual({ encoding: "GSM-7", units: 6, segments: 1 });
    expect(smsLength("€".repeat(80)).segments).toBe(1);
    expect(smsLength("€".repeat(81)).segments).toBe(2);
  });

  it("sends the whole text as UCS-2 for one character outside the alphabet: Twi's ɛ and ɔ, Ewe's ʋ, the cedi sign", () => {
    expect(smsLength("Wo nhyiamu no ayɛ yie.")).toEqual({ encoding: "UCS-2", units: 22, segments: 1 });
    expect(smsLength(`${"a".repeat(69)}ʋ`).segments).toBe(1);
    expect(smsLength(`${"a".repeat(70)}ɔ`).segments).toBe(2);
    expect(smsLength(`${"a".repeat(133)}₵`).segments).toBe(2);
    expect(smsLength(`${"a".repeat(134)}₵`).segments).toBe(3);
  });

  it("counts a character beyond the Basic Multilingual Plane as two UCS-2 units", () => {
    expect(smsLength("🇬🇭")).toEqual({ encoding: "UCS-2", units: 4, segments: 1 });
  });
});

it("isGsm7 knows the alphabet: accented Latin letters of the table yes, Ghanaian letters no", () => {
  expect(isGsm7("Dr. Kwame Mensah, GHS 150.00 @ 9:30 AM; é à ü Ñ")).toBe(true);
  for (const letter of ["ɛ", "ɔ", "ɖ", "ƒ", "ɣ", "ŋ", "ʋ", "ɓ", "ɗ", "ƙ", "₵", "Ɛ", "Ɔ"]) expect(isGsm7(letter), letter).toBe(false);
});
