import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogsReady, loadCatalogs, registerCatalogs } from "./catalogs";
import { activate, currentLanguage, t, want } from "./translate";

/**
 * A catalog server: each URL answers its JSON; a URL not listed fails. The registry is the module's,
 * as in a page: areas registered by one test (and the tests' set-up) stay, so each test has areas and
 * a language of its own.
 */
function serveCatalogs(files: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    return url in files ? new Response(JSON.stringify(files[url]), { headers: { "Content-Type": "application/json" } }) : new Response("", { status: 404 });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  activate("en-GH");
});

describe("an area's catalogs", () => {
  it("cost an English visitor nothing: no catalog is fetched, the messages are read as written", async () => {
    const asked = serveCatalogs({});
    await registerCatalogs("english-area", { urls: { ha: "/ha-english-area.json" } });
    expect(asked).toEqual([]);
    expect(t("{count, plural, one {# slot} other {# slots}}", { count: 3 })).toBe("3 slots");
    expect(t("Book Now")).toBe("Book Now");
  });

  it("are fetched when another language is chosen, once per area and language, and then speak it", async () => {
    const asked = serveCatalogs({ "/ak-shell.json": { "Book Now": "Hyɛ da seesei" }, "/ak-directory.json": { "Search Providers": "Hwehwɛ" } });
    await registerCatalogs("test-shell", { urls: { ak: "/ak-shell.json" } });
    await loadCatalogs("ak");
    activate("ak");
    expect(currentLanguage()).toBe("ak");
    expect(t("Book Now")).toBe("Hyɛ da seesei");
    // An area whose code arrives later brings its catalog before it shows.
    await registerCatalogs("test-directory", { urls: { ak: "/ak-directory.json" } });
    expect(t("Search Providers")).toBe("Hwehwɛ");
    await catalogsReady();
    expect(asked).toEqual(["/ak-shell.json", "/ak-directory.json"]);
  });

  it("that cannot be fetched leave their texts in English, and are tried again next time", async () => {
    const asked = serveCatalogs({});
    await registerCatalogs("test-booking", { urls: { ee: "/ee-booking.json" } });
    await expect(loadCatalogs("ee")).rejects.toThrow(/answered 404/);
    activate("ee");
    expect(t("Proceed to Payment")).toBe("Proceed to Payment");
    await expect(loadCatalogs("ee")).rejects.toThrow();
    expect(asked).toEqual(["/ee-booking.json", "/ee-booking.json"]);
  });

  it("of an area whose code arrives while the page is switching language are fetched for the new language", async () => {
    const asked = serveCatalogs({ "/gaa-late.json": { "Search Results": "Taomɔ lɛ sɛɛ" } });
    // The app starts in Ga: the choice is made, the catalogs asked for; the area's code runs meanwhile.
    want("gaa");
    await registerCatalogs("test-late", { urls: { gaa: "/gaa-late.json" } });
    activate("gaa");
    expect(asked).toEqual(["/gaa-late.json"]);
    expect(t("Search Results")).toBe("Taomɔ lɛ sɛɛ");
  });
});
