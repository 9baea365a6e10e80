// @vitest-environment happy-dom
import type { Provider } from "@gh/contracts/providers";
import type { SearchResults } from "@gh/contracts/search";
import { button, click, container, fakeApi, field, render, withFixedDate } from "@gh/test-support";
import { testProvider } from "@gh/test-support/provider";
import { act } from "react";
import { describe, expect, it } from "vitest";
import SearchPage from "./search-page";

const cardiologist = (id: number, firstName: string, remoteVisits: Provider["remoteVisits"], overrides: Partial<Provider> = {}): Provider =>
  testProvider({ id, user: { firstName, lastName: "Mensah" }, specialty: "cardiology", remoteVisits, ...overrides });

const results = (providers: Provider[]): SearchResults => ({
  providers: providers.map((provider) => ({ ...provider, distanceKm: null, nextFreeSlot: null })),
  total: providers.length,
  totalCapped: false,
  page: 1,
  pageSize: 20,
  place: null,
  placeRecognised: true,
  placeSuggestions: [],
});

const inPerson = cardiologist(1, "Kwame", { audio: null, video: null });
const byCall = cardiologist(2, "Abena", { audio: "160.00", video: "200.00" });

// In 2026 in Ghana: a licence verified for 2026 (the fixture's) is this year's.
withFixedDate("2026-06-15T10:00:00Z");

const signedOut: Parameters<typeof fakeApi>[0] = { "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }] };
const status = () => container.querySelector("[role=status]")?.textContent;
const cardBadges = (card: Element) => [...card.querySelectorAll(".ui-badge")].map((badge) => badge.textContent);

describe("/search's audio or video visits filter", () => {
  it("asks the search API for remote=true when ticked, names the filter, and shows the providers' visits", async () => {
    const api = fakeApi({
      "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }],
      "GET /api/specialties": [200, [{ id: "cardiology", name: "Cardiology", count: 2 }]],
      "GET /api/providers/search?specialty=cardiology": [200, results([inPerson, byCall])],
      "GET /api/providers/search?specialty=cardiology&remote=true": [200, results([byCall])],
    });
    await render(<SearchPage />, { route: "/search?specialty=cardiology" });
    expect(container.textContent).toContain("2 providers found");

    const remote = field<HTMLInputElement>("Audio or video visits");
    expect(remote.checked).toBe(false);
    await act(async () => remote.click());
    await click(button("Search Providers"));

    expect(api.calls.map((call) => call.url)).toContain("/api/providers/search?specialty=cardiology&remote=true");
    expect(container.querySelector("[role=status]")?.textContent).toBe("1 provider found that offers audio or video visits");
    const cards = [...container.querySelectorAll("article")];
    expect(cards).toHaveLength(1);
    expect([...cards[0]!.querySelectorAll(".ui-badge")].map((badge) => badge.textContent)).toEqual(["Cardiology", "Verified Provider", "Audio visits", "Video visits"]);

    // Its chip takes the filter off again.
    await click(button("Remove filter: Audio or video visits"));
    expect(container.querySelector("[role=status]")?.textContent).toBe("2 providers found");
    expect(field<HTMLInputElement>("Audio or video visits").checked).toBe(false);
  });

  it("reads the filter from a shared address", async () => {
    const api = fakeApi({
      "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }],
      "GET /api/specialties": [200, []],
      "GET /api/providers/search?remote=true": [200, results([byCall])],
    });
    await render(<SearchPage />, { route: "/search?remote=1" });
    expect(api.calls.map((call) => call.url)).toContain("/api/providers/search?remote=true");
    expect(field<HTMLInputElement>("Audio or video visits").checked).toBe(true);
    expect(button("Remove filter: Audio or video visits")).toBeDefined();
  });
});

describe("/search's NHIS and licence filters", () => {
  const nhis = cardiologist(3, "Esi", { audio: null, video: null }, { acceptsNhis: true });
  const nhisRenewing = cardiologist(4, "Kojo", { audio: null, video: null }, { acceptsNhis: true, licenceVerifiedFor: 2025 });

  it("asks for nhis=true and verified=true when ticked, shows a chip for each, and a chip takes off only its own filter", async () => {
    const api = fakeApi({
      ...signedOut,
      "GET /api/specialties": [200, [{ id: "cardiology", name: "Cardiology", count: 3 }]],
      "GET /api/providers/search?specialty=cardiology": [200, results([inPerson, nhis, nhisRenewing])],
      "GET /api/providers/search?specialty=cardiology&nhis=true&verified=true": [200, results([nhis])],
      "GET /api/providers/search?specialty=cardiology&verified=true": [200, results([inPerson, nhis])],
    });
    await render(<SearchPage />, { route: "/search?specialty=cardiology" });
    expect(status()).toBe("3 providers found");

    const acceptsNhis = field<HTMLInputElement>("Accepts NHIS");
    const verifiedOnly = field<HTMLInputElement>("Verified providers only");
    expect([acceptsNhis.checked, verifiedOnly.checked]).toEqual([false, false]);
    // A plain GET form (the Worker's page before the app starts) sends them as the address names them.
    expect([acceptsNhis.name, acceptsNhis.value, verifiedOnly.name, verifiedOnly.value]).toEqual(["nhis", "true", "verified", "true"]);
    await act(async () => acceptsNhis.click());
    await act(async () => verifiedOnly.click());
    await click(button("Search Providers"));

    expect(api.calls.map((call) => call.url)).toContain("/api/providers/search?specialty=cardiology&nhis=true&verified=true");
    expect(status()).toBe("1 provider found");
    const cards = [...container.querySelectorAll("article")];
    expect(cards).toHaveLength(1);
    expect(cardBadges(cards[0]!)).toEqual(["Cardiology", "Verified Provider", "Accepts NHIS"]);
    expect(button("Remove filter: Accepts NHIS")).toBeDefined();
    expect(button("Remove filter: Verified providers only")).toBeDefined();

    await click(button("Remove filter: Accepts NHIS"));
    expect(api.calls.at(-1)?.url).toBe("/api/providers/search?specialty=cardiology&verified=true");
    expect(status()).toBe("2 providers found");
    expect(field<HTMLInputElement>("Accepts NHIS").checked).toBe(false);
    expect(field<HTMLInputElement>("Verified providers only").checked).toBe(true);
    expect(button("Remove filter: Accepts NHIS")).toBeUndefined();
    expect(button("Remove filter: Verified providers only")).toBeDefined();
  });

  it("reads both filters from a shared address, the API's 1 as yes", async () => {
    const api = fakeApi({
      ...signedOut,
      "GET /api/specialties": [200, []],
      "GET /api/providers/search?nhis=true&verified=true": [200, results([nhis])],
    });
    await render(<SearchPage />, { route: "/search?nhis=1&verified=true" });
    expect(api.calls.map((call) => call.url)).toContain("/api/providers/search?nhis=true&verified=true");
    expect(field<HTMLInputElement>("Accepts NHIS").checked).toBe(true);
    expect(field<HTMLInputElement>("Verified providers only").checked).toBe(true);
    expect([...container.querySelectorAll(".search-chip")].map((chip) => chip.getAttribute("aria-label"))).toEqual([
      "Remove filter: Accepts NHIS",
      "Remove filter: Verified providers only",
    ]);
  });

  it("suggests fewer filters when NHIS alone finds no one", async () => {
    fakeApi({
      ...signedOut,
      "GET /api/specialties": [200, []],
      "GET /api/providers/search?location=Bolgatanga&nhis=true": [200, results([])],
    });
    await render(<SearchPage />, { route: "/search?location=Bolgatanga&nhis=true" });
    expect(container.textContent).toContain("No providers found");
    expect(container.textContent).toContain("Try another specialty, a larger distance, a different date or fewer filters.");
  });
});

describe("/search's results for a provider whose licence is not checked yet", () => {
  it("say Pending Verification and that booking opens once the licence is checked, where the others offer Book Appointment", async () => {
    const pending = cardiologist(5, "Yaw", { audio: null, video: null }, { licenceVerifiedFor: null, isVerified: false });
    fakeApi({
      ...signedOut,
      "GET /api/specialties": [200, []],
      "GET /api/providers/search?specialty=cardiology": [200, results([inPerson, pending])],
    });
    await render(<SearchPage />, { route: "/search?specialty=cardiology" });
    const [checked, unchecked] = [...container.querySelectorAll("article")];
    expect(cardBadges(checked!)).toEqual(["Cardiology", "Verified Provider"]);
    expect(button("Book Appointment with Dr. Kwame Mensah", checked)).toBeDefined();

    expect(cardBadges(unchecked!)).toEqual(["Cardiology", "Pending Verification"]);
    expect(button(/^Book Appointment/, unchecked)).toBeUndefined();
    expect(unchecked!.querySelector(".directory-booking-closed")?.textContent).toBe("Booking opens once the licence is checked");
  });
});
