/**
 * A provider's licence SMS (docs/product-rules.md#notifications) fit: one GSM-7 segment in English,
 * at most two parts in every other language, whatever the regulator and however long the
 * administrator's reason for a rejection (cut at a word, marked "...").
 */
import { LANGUAGES } from "@gh/contracts/languages";
import { REGULATORS, REJECTION_REASON_MAX_LENGTH } from "@gh/contracts/licences/options";
import { smsLength } from "@gh/contracts/sms";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "../i18n/api-texts.ts";
import type { NoticeProvider } from "./appointment-notices.ts";
import { licenceApprovedForNextYearNotice, licenceRejectedNotice, licenceVerifiedNotice, renewalReminderNotice } from "./licence-notices.ts";

const provider: NoticeProvider = {
  userId: 1,
  title: "Dr",
  user: { firstName: "Kwame Nana Yaw", lastName: "Ofori-Atta Kwarteng-Amaning Boakye-Danquah" },
  location: "Komfo Anokye Teaching Hospital, Bantama",
  city: "Kumasi",
  phone: "+233244123456",
  email: "practice@example.com.gh",
};
const LONGEST_REASON = `The licence is for another person: the name on it is not yours, ${"and the registration number and the year cannot be read on the photo sent ".repeat(8)}`.slice(0, REJECTION_REASON_MAX_LENGTH);

function everySms(): Record<string, string> {
  return {
    ...Object.fromEntries(REGULATORS.flatMap((regulator) => [
      [`verified, ${regulator}`, licenceVerifiedNotice(provider, 2026, regulator).sms],
      [`approved for next year, ${regulator}`, licenceApprovedForNextYearNotice(provider, 2027, regulator).sms],
    ])),
    "rejected, a short reason": licenceRejectedNotice(provider, "Blurred photo.").sms,
    "rejected, the longest reason": licenceRejectedNotice(provider, LONGEST_REASON).sms,
    "renewal reminder": renewalReminderNotice(provider, 2026).sms,
  };
}

describe("licence SMS", () => {
  it("are one GSM-7 segment in English; a long reason gives way, cut at a word", () => {
    const messages = inLanguageOf("en-GH", everySms);
    for (const [template, text] of Object.entries(messages)) expect(smsLength(text), `${template}: ${text}`).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(messages["rejected, a short reason"]).toBe("GhanaHealth: your licence was not approved. Reason: Blurred photo. Please upload it again in Edit Profile.");
    expect(messages["rejected, the longest reason"]).toMatch(/^GhanaHealth: your licence was not approved\. Reason: The licence is for another person: .*\w\.\.\. Please upload it again in Edit Profile\.$/);
  });

  for (const { tag } of LANGUAGES) {
    it(`fit in two parts in ${tag}`, () => {
      for (const [template, text] of Object.entries(inLanguageOf(tag, everySms))) {
        expect(smsLength(text).segments, `${tag} ${template}: ${text}`).toBeLessThanOrEqual(2);
        expect(text, `${tag} ${template}`).not.toMatch(/[{}]/);
      }
    });
  }
});
