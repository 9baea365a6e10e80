import { describe, expect, it } from "vitest";
import { chosenLanguage, LANGUAGES, languageOfTag, negotiateLanguage } from "./languages.ts";

describe("negotiateLanguage", () => {
  it("answers in the best-weighted language we speak, English otherwise", () => {
    expect(negotiateLanguage("ak")).toBe("ak");
    expect(negotiateLanguage("ak-GH,en;q=0.8")).toBe("ak");
    expect(negotiateLanguage("fr-FR,fr;q=0.9,ee;q=0.7,en;q=0.5")).toBe("ee");
    expect(negotiateLanguage("en-GB;q=0.4,ha;q=0.6")).toBe("ha");
    expect(negotiateLanguage("gaa")).toBe("gaa");
    expect(negotiateLanguage("fr,de")).toBe("en-GH");
    expect(negotiateLanguage(undefined)).toBe("en-GH");
    expect(negotiateLanguage("")).toBe("en-GH");
  });

  it("reads Twi's older tag and Fante as Akan, in any case", () => {
    expect(negotiateLanguage("TW")).toBe("ak");
    expect(negotiateLanguage("fat-GH")).toBe("ak");
    expect(languageOfTag("Ak_gh")).toBe("ak");
  });

  it("passes over q=0, '*' and unreadable weights; ties keep the header's order", () => {
    expect(negotiateLanguage("ak;q=0,ee")).toBe("ee");
    expect(negotiateLanguage("*,ha;q=0.1")).toBe("ha");
    expect(negotiateLanguage("ak;q=banana,ha")).toBe("ha");
    expect(negotiateLanguage("ee;q=0.5,ha;q=0.5")).toBe("ee");
    expect(negotiateLanguage("ee;q=2,ha;q=0.5")).toBe("ha");
  });
});

describe("chosenLanguage", () => {
  it("keeps the visitor's choice over the browser's, when the choice is one of ours", () => {
    expect(chosenLanguage("ee", "ak")).toBe("ee");
    expect(chosenLanguage("xx", "ak")).toBe("ak");
    expect(chosenLanguage(null, null)).toBe("en-GH");
  });
});

it("names each language in itself, on the language switch", () => {
  expect(LANGUAGES.map((language) => language.ownName)).toEqual(["English", "Twi", "Eʋegbe", "Gã", "Hausa"]);
});
