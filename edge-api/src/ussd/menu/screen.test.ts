import { describe, expect, it } from "vitest";
import { gsm7Length } from "../gsm7.ts";
import { fitEnd, fitScreen, shortenAtWord } from "./screen.ts";

const names = (count: number, length: number) => Array.from({ length: count }, (_, index) => `${String.fromCharCode(65 + index)}${"x".repeat(length - 1)}`);

describe("fitScreen", () => {
  it("numbers the choices and adds More and Back", () => {
    expect(fitScreen({ lines: ["Title:"], choices: ["One", "Two"], moreBeyond: true, back: true })).toEqual({
      text: "Title:\n1 One\n2 Two\n98 More\n0 Back",
      shown: 2,
      more: true,
    });
  });

  it("offers at most five choices, the rest on the next page", () => {
    const fitted = fitScreen({ lines: ["Title:"], choices: names(7, 3), back: true });
    expect(fitted.shown).toBe(5);
    expect(fitted.more).toBe(true);
  });

  it("moves the choices that do not fit in 160 characters to the next page, whole", () => {
    const choices = names(5, 40);
    const fitted = fitScreen({ lines: ["Title:"], choices, back: true });
    expect(fitted.shown).toBe(3);
    expect(fitted.more).toBe(true);
    expect(gsm7Length(fitted.text)).toBeLessThanOrEqual(160);
    for (const choice of choices.slice(0, 3)) expect(fitted.text).toContain(choice);
    expect(fitted.text).not.toContain(choices[3]!.slice(0, 10));
  });

  it("puts a notice first and makes room for it by moving choices on", () => {
    const draft = { lines: ["Title:"], choices: names(3, 40), back: true };
    expect(fitScreen(draft).shown).toBe(3);
    const withNotice = fitScreen(draft, "Please choose a number from the list.");
    expect(withNotice.text.startsWith("Please choose a number from the list.\nTitle:\n1 ")).toBe(true);
    expect(withNotice.shown).toBe(2);
    expect(gsm7Length(withNotice.text)).toBeLessThanOrEqual(160);
  });

  it("drops an optional line before a choice, and keeps every choice of a screen that has no next page", () => {
    const fitted = fitScreen({ lines: ["x".repeat(60)], optionalLines: ["y".repeat(40)], choices: ["z".repeat(30), "w".repeat(30)], keepAllChoices: true, back: true });
    expect(fitted.text).not.toContain("yyyy");
    expect(fitted.shown).toBe(2);
    expect(fitted.more).toBe(false);
  });

  it("writes every part in GSM-7 and counts it as sent", () => {
    const fitted = fitScreen({ lines: ["Yɛda: ₵150"], choices: ["Ɔkyerɛkyerɛfoɔ"], back: false });
    expect(fitted.text).toBe("Yeda: GHS150\n1 Okyerekyerefoo");
  });

  it("shortens the longest part at a word only when a single choice still does not fit", () => {
    const fitted = fitScreen({ lines: ["Title:"], choices: [`${"word ".repeat(40)}end`], back: true });
    expect(fitted.shown).toBe(1);
    expect(gsm7Length(fitted.text)).toBeLessThanOrEqual(160);
    expect(fitted.text).toMatch(/1 (word )+word\.\.\.\n0 Back$/);
  });
});

describe("fitEnd", () => {
  it("keeps an optional closing line only when there is room", () => {
    expect(fitEnd(["Done."], ["Thanks."])).toBe("Done.\nThanks.");
    expect(fitEnd(["x".repeat(153)], ["Thanks."])).toBe("x".repeat(153));
  });
});

describe("shortenAtWord", () => {
  it("cuts at the last word that fits, marking the cut", () => {
    expect(shortenAtWord("Dr Kwame Ofori-Atta Kwarteng-Amaning Boakye", 26)).toBe("Dr Kwame Ofori-Atta...");
    expect(shortenAtWord("Dr Kwame Mensah", 26)).toBe("Dr Kwame Mensah");
  });
});
