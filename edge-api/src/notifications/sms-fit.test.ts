/** How an SMS is made to fit (sms-fit.ts): what the network counts, and which words give way. */
import { describe, expect, it } from "vitest";
import { fitSms, smsFreeText, smsName, smsOverflow } from "./sms-fit.ts";

describe("the room an SMS has", () => {
  it("is 160 GSM-7 characters in one part, 153 a part beyond; 70 and 67 once a letter needs UCS-2", () => {
    expect(smsOverflow("a".repeat(160), 1)).toBe(0);
    expect(smsOverflow("a".repeat(161), 1)).toBe(1);
    expect(smsOverflow("a".repeat(306), 2)).toBe(0);
    expect(smsOverflow(`Ɛ${"a".repeat(69)}`, 1)).toBe(0);
    expect(smsOverflow(`Ɛ${"a".repeat(134)}`, 2)).toBe(1);
    // The cedi sign alone turns a 100-character text into UCS-2, two parts.
    expect(smsOverflow(`₵${"a".repeat(99)}`, 1)).toBe(30);
  });
});

describe("fitting an SMS", () => {
  const compose = ({ name, place }: { name: string; place: string }) => `Visit with ${name} at ${place}.`;

  it("leaves it whole when it fits", () => {
    expect(fitSms(compose, { name: { text: "Dr. Kwame Mensah", min: 16 }, place: { text: "Korle Bu", min: 16 } })).toBe("Visit with Dr. Kwame Mensah at Korle Bu.");
  });

  it("shares the cut between a long name and a long place, at words, without doubled stops", () => {
    const sms = fitSms(
      compose,
      { name: { text: "Dr. Kwame Ofori-Atta Kwarteng-Amaning Boakye-Danquah", min: 16 }, place: { text: "Komfo Anokye Teaching Hospital, Bantama, Kumasi", min: 16 } },
      (text) => text.length - 80,
    );
    expect(sms.length).toBeLessThanOrEqual(80);
    expect(sms).toMatch(/^Visit with Dr\. Kwame Ofori-Atta[\w -]*\.? at Komfo Anokye[\w ,]*\.$/);
    expect(sms).not.toMatch(/\.\.|\.,/);
  });

  it("cuts no part below its floor, whatever the SMS needs", () => {
    const sms = fitSms(compose, { name: { text: "Dr. Kwame Ofori-Atta", min: 16 }, place: { text: "Komfo Anokye Teaching Hospital", min: 16 } }, (text) => text.length - 10);
    expect(sms).toBe("Visit with Dr. Kwame. at Komfo Anokye.");
  });

  it("cuts a name with a full stop and a free text with an ellipsis", () => {
    expect(smsName("Komfo Anokye Teaching Hospital, Bantama", 34)).toBe("Komfo Anokye Teaching Hospital.");
    expect(smsFreeText("The doctor is unwell and the clinic is closed", 20)).toBe("The doctor is...");
  });
});
