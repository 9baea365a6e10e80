import { DEFAULT_LANGUAGE, LANGUAGES } from "@gh/contracts/languages";
import { describe, expect, it } from "vitest";
import { API_CATALOGS } from "../i18n/api-texts.ts";
import { gsm7Length, isGsm7, toGsm7 } from "./gsm7.ts";

describe("toGsm7", () => {
  it("writes Twi's, Ewe's, Ga's and Hausa's letters as a basic phone can show them", () => {
    expect(toGsm7("Ɔbɛyɛ yie. Ɛnnɛ")).toBe("Obeye yie. Enne");
    expect(toGsm7("Eʋegbe: ɖevi, ƒe, ɣe, ŋkɔ, Ŋutsu, Ɖo, Ƒe, Ðeviwo")).toBe("Evegbe: devi, fe, ge, ngko, Ngutsu, Do, Fe, Deviwo");
    expect(toGsm7("Gã")).toBe("Ga");
    expect(toGsm7("ƙasa, ɓera, ɗaki, ƴaƴa")).toBe("kasa, bera, daki, yaya");
  });

  it("writes typography and the cedi sign in GSM-7", () => {
    expect(toGsm7("“Don’t” wait…")).toBe('"Don\'t" wait...');
    expect(toGsm7("‘quoted’")).toBe("'quoted'");
    expect(toGsm7("₵150")).toBe("GHS150");
    expect(toGsm7("9:00\u202fAM – 10:00\u00a0AM")).toBe("9:00 AM - 10:00 AM");
    expect(toGsm7("2026 · Pharmacy Council")).toBe("2026 - Pharmacy Council");
  });

  it("strips marks GSM-7 lacks, keeps the accented letters it has, and shows anything else as ?", () => {
    expect(toGsm7("Kumásí, Techimán")).toBe("Kumasi, Techiman");
    expect(toGsm7("ɔ̃ nasal")).toBe("o nasal");
    expect(toGsm7("a\u0303")).toBe("a");
    expect(toGsm7("Café Ñandú, Zürich, Ç")).toBe("Café Ñandu, Zürich, Ç");
    expect(toGsm7("Hi 🇬🇭")).toBe("Hi ??");
    expect(isGsm7(toGsm7("Ɔ ɛ ŋ ɖ ƒ ʋ ɣ ƙ ɓ ɗ ƴ ₵ … “” ‘’ 漢"))).toBe(true);
  });
});

describe("gsm7Length", () => {
  it("counts septets: the extension table's characters twice", () => {
    expect(gsm7Length("1 Book a doctor")).toBe(15);
    expect(gsm7Length("[€]")).toBe(6);
    expect(gsm7Length("a\nb")).toBe(3);
  });

  it("counts a text as the screen sends it, once written in GSM-7", () => {
    expect(gsm7Length("ŋ")).toBe(2);
    expect(gsm7Length("₵1")).toBe(4);
  });
});

describe("isGsm7", () => {
  it("is contracts' alphabet check: no Twi ɛ, no cedi sign", () => {
    expect(isGsm7("Fri 27 Nov, 9:30 AM. GHS 150")).toBe(true);
    expect(isGsm7("Fiada")).toBe(true);
    expect(isGsm7("Yɛda")).toBe(false);
    expect(isGsm7("₵150")).toBe(false);
  });
});

describe("the Worker's catalogs", () => {
  it("have no letter in Twi, Ewe, Ga or Hausa that a screen would show as ?", () => {
    const catalogs = (API_CATALOGS[0] ?? {}) as Partial<Record<string, unknown>>;
    // English's catalog is empty: its texts are the code's own.
    for (const { tag } of LANGUAGES.filter((language) => language.tag !== DEFAULT_LANGUAGE)) {
      const letters = new Set(JSON.stringify(catalogs[tag] ?? {}).normalize("NFC"));
      const unwritable = [...letters].filter((letter) => letter !== "?" && toGsm7(letter).includes("?"));
      expect(unwritable, tag).toEqual([]);
      expect(letters.size, tag).toBeGreaterThan(20);
    }
  });
});
