// @vitest-environment happy-dom
import { inLanguage, type CatalogsByLanguage } from "@gh/i18n/server";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmergencyText, SafetyText } from "./emergency-text";

const STEP = "Call <0/> or <1/> straight away.";
/** A stand-in translation (the catalogs' drafts change), its number tags moved as a translator may. */
const catalogs = [{ ak: { [STEP]: "Frɛ <1/> anaa <0/> ntɛm ara." } }];

/** What a server render of `text` in `language` shows. */
function draw(language: "en-GH" | "ak", text: ReactElement, catalogsUsed: readonly CatalogsByLanguage[] = catalogs): Document {
  return new DOMParser().parseFromString(inLanguage(language, catalogsUsed, () => renderToString(text)), "text/html");
}

describe("first aid texts", () => {
  it("in English, are English alone, the numbers drawn by the code", () => {
    const page = draw("en-GH", <SafetyText message={STEP} />);
    expect(page.body.textContent).toBe("Call 193 or 112 straight away.");
    expect(page.querySelector("[lang]")).toBeNull();
  });

  it("in another language, show the English beneath the translation, marked as English", () => {
    const page = draw("ak", <SafetyText message={STEP} />);
    expect(page.querySelector(".emergency-safety__text")?.textContent).toBe("Frɛ 112 anaa 193 ntɛm ara.");
    const english = page.querySelector('.emergency-safety__english [lang="en-GH"]');
    expect(english?.textContent).toBe("Call 193 or 112 straight away.");
    // Screen readers are told what the repeated text is.
    expect(page.querySelector(".emergency-safety__english .ui-sr-only")?.textContent).toBe("In English: ");
  });
});

describe("other emergency texts", () => {
  it("are the translation alone, with the code's numbers", () => {
    const page = draw("ak", <EmergencyText message="Save <1/> and <0/> in your phone" />, [{ ak: { "Save <1/> and <0/> in your phone": "Kora <1/> ne <0/> wɔ wo fon mu" } }]);
    expect(page.body.textContent).toBe("Kora 112 ne 193 wɔ wo fon mu");
    expect(page.querySelector("[lang]")).toBeNull();
  });
});
