import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { PROVIDER_MESSAGES, TIME_OFF_CONFLICT } from "./provider-options.ts";

/** Lingui in English with the warning's messages compiled, as @gh/i18n's `t` answers in English. */
function englishT() {
  const messages = Object.fromEntries(Object.values(TIME_OFF_CONFLICT).map((message) => [message, compileMessage(message)]));
  const i18n = setupI18n({ locale: "en-GH", messages: { "en-GH": messages as never } });
  return (message: string, values?: Record<string, string | number>) => i18n._(message, values);
}

describe("the time-off warning in the page's language", () => {
  it("says through its messages exactly what the English says", () => {
    const t = englishT();
    for (const length of [1, 2, 5, 7]) {
      const visits = Array.from({ length }, (_, i) => ({ patientName: `Patient ${i + 1}`, startsAt: `2026-11-23T${String(8 + i).padStart(2, "0")}:00:00.000Z` }));
      expect(PROVIDER_MESSAGES.timeOffHasAppointments(visits, t)).toBe(PROVIDER_MESSAGES.timeOffHasAppointments(visits));
    }
  });
});
