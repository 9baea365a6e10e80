import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { drawMessage as formatEnglish, type CompiledMessage } from "./draw-message";
import { englishForm, parseEnglish } from "./english";

/** Lingui's own output for the same compiled message: what the English fast path must equal. */
function lingui(message: CompiledMessage, values: Record<string, unknown>): string {
  const i18n = setupI18n({ locale: "en-GH", messages: { "en-GH": { id: message as never } } });
  return i18n._("id", values);
}

const MESSAGES = [
  "Search Providers",
  "© {year} GhanaHealth. All rights reserved.",
  "{count, plural, one {# provider found} other {# providers found}}",
  "{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}",
  "Showing {from}–{to} of {total, plural, one {# provider} other {# providers}}",
  "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} visit",
  "{role, select, provider {Provider Dashboard} admin {Admin Dashboard} other {My Appointments}}",
  "{count, plural, offset:1 =0 {Nobody} one {{name} alone} other {{name} and # others}}",
  "Read our <0>privacy policy</0>, {name}.",
];

describe("formatEnglish", () => {
  for (const message of MESSAGES) {
    it(`draws "${message}" as Lingui does`, () => {
      const compiled = compileMessage(message) as CompiledMessage;
      for (const count of [0, 1, 2, 3, 11, 22, 1000]) {
        const values = { count, n: count, total: count, year: 2026, from: 1, to: 10, name: "Ama", role: ["provider", "admin", "patient"][count % 3] };
        expect(formatEnglish(compiled, values)).toBe(lingui(compiled, values));
      }
    });
  }

  it("fills in a message with plain placeholders as it is written, as Lingui draws it compiled", () => {
    for (const message of ["© {year} GhanaHealth. All rights reserved.", "Dr. {name} has no free slots on {date}", "Don't miss {name}'s visit", "Read our <0>terms</0>, {name}."]) {
      const values = { year: 2026, name: "Ama", date: "Monday, 24 November 2026" };
      expect(formatEnglish(englishForm(message)!, values)).toBe(lingui(compileMessage(message) as CompiledMessage, values));
    }
  });

  it("reads a message as Lingui's compiler does, and gives up on ICU's apostrophe quoting", () => {
    for (const message of MESSAGES) expect(parseEnglish(message)).toEqual(compileMessage(message));
    expect(parseEnglish("It's '{'literal'}'")).toBeNull();
    expect(parseEnglish("{count, plural, one {# item}")).toBeNull();
  });

  it("leaves out a placeholder given no value, as Lingui does", () => {
    const compiled = compileMessage("Hello {name}!") as CompiledMessage;
    expect(formatEnglish(compiled, {})).toBe("Hello !");
    expect(formatEnglish(compiled, {})).toBe(lingui(compiled, {}));
  });
});
