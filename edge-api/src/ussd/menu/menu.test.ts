/** Golden transcripts of the menu's other ways: emergency numbers, wrong answers, More and Back, changing language. */
import { DEFAULT_LANGUAGE, type Language } from "@gh/contracts/languages";
import { describe, expect, it } from "vitest";
import { SPECIALTIES } from "@gh/contracts/specialties";
import { inLanguageOf, t } from "../../i18n/api-texts.ts";
import { toGsm7 } from "../gsm7.ts";
import { CHOOSE_FROM_LIST } from "./steps.ts";
import { CALLER, fixedDesk, MENSAH, type ListedProvider } from "./testing/fixed-desk.ts";
import { choicesOf, dial } from "./testing/session.ts";

const screen = (...lines: string[]) => lines.join("\n");
const MAIN = screen("GhanaHealth", "1 Book a doctor", "2 My Appointments", "3 Emergency", "4 Language");
/** A text as a Twi screen shows it (English where Twi has no translation yet). */
const inTwi = (message: string) => inLanguageOf("ak", () => toGsm7(t(message)));
const speaking = (language: Language, providers?: ListedProvider[]) => fixedDesk({ languages: { [CALLER]: language }, providers });

describe("Emergency", () => {
  it("gives 112 and 193 and ends the session, so the caller can dial at once", async () => {
    const session = await dial(speaking(DEFAULT_LANGUAGE));
    expect(await session.press("3")).toBe("In an emergency, call 112, or 193 for an ambulance.\nPolice 191, Fire 192.");
    expect(session.screen.end).toBe(true);
    expect(session.state).toBeNull();
  });

  it("gives the same numbers in every language", async () => {
    for (const language of ["ak", "ee", "gaa", "ha"] as const) {
      const session = await dial(speaking(language));
      const numbers = await session.press("3");
      expect(numbers).toContain("112");
      expect(numbers).toContain("193");
    }
  });
});

describe("an answer that is not on the screen", () => {
  it("shows the same screen again, saying to choose a number from the list", async () => {
    const session = await dial(speaking(DEFAULT_LANGUAGE));
    expect(await session.press("7")).toBe(`Please choose a number from the list.\n${MAIN}`);
    expect(await session.press("")).toBe(`Please choose a number from the list.\n${MAIN}`);
    // "0" on the first screen has nowhere to go back to.
    expect(await session.press("0")).toBe(`Please choose a number from the list.\n${MAIN}`);
    expect(await session.press("1")).toContain("Choose a service:");
    expect(await session.press("hello")).toMatch(/^Please choose a number from the list\.\nChoose a service:\n1 General Practice/);
  });

  it("keeps a list screen within 160 characters with the notice, moving its last choices to the next page", async () => {
    // In Twi the first page of services, with the caller's last search first, takes the whole 160 characters.
    const desk = fixedDesk({ languages: { [CALLER]: "ak" }, lastSearches: { [CALLER]: { specialty: "general", place: "Kumasi" } } });
    const session = await dial(desk);
    const page = await session.press("1");
    expect(choicesOf(page)).toHaveLength(5);
    const wrong = await session.press("9");
    expect(wrong.startsWith(`${inTwi(CHOOSE_FROM_LIST)}\n`)).toBe(true);
    const shown = choicesOf(wrong).length;
    expect(shown).toBeLessThan(5);
    // What the notice pushed off this page is the first of the next: the first choice is the last search, then the services in order.
    const next = await session.press("98");
    expect(next).toContain(`\n1 ${inTwi(SPECIALTIES[shown - 1]!.name)}\n`);
  });

  it("takes no place that is a number not on the list, and takes any typed name", async () => {
    const session = await dial(speaking(DEFAULT_LANGUAGE));
    await session.press("1");
    await session.press("1");
    expect(await session.press("12")).toMatch(/^Please choose a number from the list\.\nWhere\? Choose a town:/);
    expect(await session.press("  kumasi ")).toContain("1 Dr Kwame Mensah");
  });

  it("says it in the caller's language, within 160 characters, with the screen's choices", async () => {
    const session = await dial(speaking("ak"));
    await session.press("1");
    const wrong = await session.press("x");
    expect(wrong.split("\n")[0]).toBe(inTwi(CHOOSE_FROM_LIST));
    expect(choicesOf(wrong).length).toBeGreaterThanOrEqual(1);
    expect(wrong.split("\n").at(-1)).toBe(`0 ${inTwi("Back")}`);
  });
});

describe("More and Back", () => {
  it("pages the specialties five at a time and goes back page by page, then to the main menu", async () => {
    const session = await dial(speaking(DEFAULT_LANGUAGE));
    const first = await session.press("1");
    expect(await session.press("98")).toBe(
      screen("Choose a service:", "1 Gynecology", "2 Dental Care", "3 Eye Care", "4 Pharmacy", "5 Psychiatry", "98 More", "0 Back"),
    );
    expect(await session.press("98")).toBe(
      screen("Choose a service:", "1 Surgery", "2 Emergency Medicine", "3 Physiotherapy", "4 Neurology", "5 Oncology", "98 More", "0 Back"),
    );
    expect(await session.press("98")).toBe(screen("Choose a service:", "1 Radiology", "2 Anesthesiology", "3 Pathology", "0 Back"));
    // The last page offers no More.
    expect(await session.press("98")).toMatch(/^Please choose a number from the list\./);
    await session.press("0");
    await session.press("0");
    expect(await session.press("0")).toBe(first);
    expect(await session.press("0")).toBe(MAIN);
  });

  it("chooses from a later page by that page's numbers", async () => {
    const desk = speaking(DEFAULT_LANGUAGE);
    const session = await dial(desk);
    await session.press("1");
    await session.press("98");
    await session.press("2");
    await session.press("1");
    expect(desk.callsTo("providers")[0]![0]).toMatchObject({ specialty: "dentist", place: "Accra" });
  });

  it("pages the providers three at a time, asking the desk for each page", async () => {
    const dentists = Array.from({ length: 7 }, (_, index): ListedProvider => ({ ...MENSAH, id: 40 + index, name: `Dr Dentist ${index + 1}`, specialty: "dentist", place: "Accra" }));
    const desk = speaking(DEFAULT_LANGUAGE, dentists);
    const session = await dial(desk);
    await session.press("1");
    await session.press("98");
    await session.press("2");
    const first = await session.press("1");
    expect(first).toBe(
      screen("Choose a provider:", "1 Dr Dentist 1, GHS 150, Fri 27 Nov", "2 Dr Dentist 2, GHS 150, Fri 27 Nov", "3 Dr Dentist 3, GHS 150, Fri 27 Nov", "98 More", "0 Back"),
    );
    expect(await session.press("98")).toContain("1 Dr Dentist 4, GHS 150, Fri 27 Nov\n2 Dr Dentist 5");
    expect(await session.press("98")).toBe(screen("Choose a provider:", "1 Dr Dentist 7, GHS 150, Fri 27 Nov", "0 Back"));
    expect(desk.callsTo("providers").map(([query]) => (query as { offset: number }).offset)).toEqual([0, 3, 6]);
    await session.press("0");
    expect(await session.press("0")).toBe(first);
    expect(await session.press("0")).toContain("Where? Choose a town:");
  });

  it("moves a provider whose line does not fit to the next page, whole", async () => {
    const long = (id: number, name: string): ListedProvider => ({ ...MENSAH, id, name, feePesewas: 125_050 });
    const providers = [
      long(1, "Prof Adwoa Agyeman-Badu"),
      long(2, "Dr Yaw Ofori-Kuragu Snr"),
      long(3, "Dr Efua Kwakye-Mensah"),
      long(4, "Dr Kojo Nkansah-Poku"),
    ];
    const session = await dial(speaking(DEFAULT_LANGUAGE, providers));
    await session.press("1");
    await session.press("1");
    const first = await session.press("2");
    expect(first).toBe(
      screen("Choose a provider:", "1 Prof Adwoa Agyeman-Badu, GHS 1,250.50, Fri 27 Nov", "2 Dr Yaw Ofori-Kuragu Snr, GHS 1,250.50, Fri 27 Nov", "98 More", "0 Back"),
    );
    expect(await session.press("98")).toBe(
      screen("Choose a provider:", "1 Dr Efua Kwakye-Mensah, GHS 1,250.50, Fri 27 Nov", "2 Dr Kojo Nkansah-Poku, GHS 1,250.50, Fri 27 Nov", "0 Back"),
    );
  });

  it("pages the times four at a time", async () => {
    const session = await dial(speaking(DEFAULT_LANGUAGE));
    for (const input of ["1", "1", "2", "1", "1"]) await session.press(input);
    expect(await session.press("98")).toBe(screen("Fri 27 Nov: choose a time", "1 2:00 PM", "2 4:30 PM", "0 Back"));
    await session.press("2");
    expect(session.screen.text).toContain("Fri 27 Nov, 4:30 PM");
    await session.press("1");
    expect(session.screen.end).toBe(true);
  });

  it("goes back from the confirm screen to the times, and from the day's times to the days", async () => {
    const session = await dial(speaking(DEFAULT_LANGUAGE));
    for (const input of ["1", "1", "2", "1", "1", "3"]) await session.press(input);
    expect(await session.press("0")).toContain("Fri 27 Nov: choose a time");
    expect(await session.press("0")).toBe(screen("Choose a day:", "1 Fri 27 Nov", "2 Sat 28 Nov", "0 Back"));
    expect(await session.press("2")).toBe(screen("Sat 28 Nov: choose a time", "1 11:00 AM", "0 Back"));
  });
});

describe("Language", () => {
  it("changes the language from the main menu, remembers it and shows the menu in it", async () => {
    const desk = speaking(DEFAULT_LANGUAGE);
    const session = await dial(desk);
    expect(await session.press("4")).toBe(screen("GhanaHealth", "Choose your language:", "1 English", "2 Twi", "3 Ewe", "4 Ga", "5 Hausa", "0 Back"));
    expect(await session.press("0")).toBe(MAIN);
    await session.press("4");
    const twi = await session.press("2");
    expect(choicesOf(twi)).toEqual(["1", "2", "3", "4"]);
    expect(desk.callsTo("rememberLanguage")).toEqual([[CALLER, "ak"]]);
    // The menu now speaks Twi: its day names are Twi's.
    for (const input of ["1", "1", "2"]) await session.press(input);
    expect(await session.press("1")).not.toContain("Fri 27 Nov");
  });

  it("asks a first-time caller again until they choose one of the five", async () => {
    const desk = fixedDesk();
    const session = await dial(desk);
    expect(await session.press("6")).toMatch(/^Please choose a number from the list\.\nGhanaHealth\nChoose your language:/);
    expect(desk.callsTo("rememberLanguage")).toEqual([]);
    expect(await session.press("5")).toMatch(/^GhanaHealth\n1 /);
    expect(desk.callsTo("rememberLanguage")).toEqual([[CALLER, "ha"]]);
  });
});
