// @vitest-environment happy-dom
import type { SpecialtyCount } from "@gh/contracts/providers";
import { cleanup, container, fakeApi, field, render as renderUi, settle, type } from "@gh/test-support";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_CRITERIA, type SearchCriteria } from "@gh/contracts/search/criteria";
import { SEARCH_FLAGS } from "../features/search/search-state";
import { SearchForm } from "./search-form";
// The area's catalogs, registered as the federation build does before any of its modules (English texts with placeholders).

let answerSpecialties: (list: SpecialtyCount[]) => void = () => undefined;

/** The form, with GET /api/specialties held open until the test answers it. */
async function render(props: Parameters<typeof SearchForm>[0] = {}) {
  fakeApi({ "GET /api/specialties": () => new Promise((resolve) => (answerSpecialties = (list) => resolve([200, list]))) });
  await renderUi(<SearchForm {...props} />);
}

afterEach(cleanup);

describe("the search form", () => {
  it("renders at once, saying the specialties are loading, then lists them", async () => {
    await render();
    expect(container.querySelector("h2")?.textContent).toBe("Find Healthcare Providers");
    const specialty = field<HTMLSelectElement>("Specialty");
    expect(specialty.disabled).toBe(true);
    expect(specialty.textContent).toContain("Loading specialties...");
    expect(field<HTMLInputElement>("Location").placeholder).toBe("Enter city or region, e.g. Accra, Kumasi");
    expect([...field<HTMLSelectElement>("Distance").options].map((o) => o.text)).toEqual(["Any distance", "Within 5km", "Within 10km", "Within 25km", "Within 50km"]);

    await act(async () => answerSpecialties([{ id: "cardiology", name: "Cardiology", count: 7 }, { id: "dentist", name: "Dental Care", count: 10 }]));
    await settle();
    expect(specialty.disabled).toBe(false);
    expect([...specialty.options].map((o) => o.text)).toEqual(["Select specialty or service", "All specialties", "Cardiology", "Dental Care"]);
  });

  it("searches with only the criteria given", async () => {
    const searches: SearchCriteria[] = [];
    await render({ onSearch: (criteria) => searches.push(criteria) });
    await act(async () => answerSpecialties([{ id: "dentist", name: "Dental Care", count: 10 }]));
    await settle();
    type(field("Specialty"), "dentist");
    type(field("Location"), "  Kumasi ");
    type(field("Distance"), "25");
    await act(async () => container.querySelector("form")!.requestSubmit());
    expect(searches).toEqual([{ ...EMPTY_CRITERIA, specialty: "dentist", location: "Kumasi", distance: "25" }]);
  });

  it("offers Quick Access shortcuts that keep their promise: centres to go to, 24-hour pharmacies, walk-in clinics", async () => {
    const searches: SearchCriteria[] = [];
    await render({ onSearch: (criteria) => searches.push(criteria) });
    const links = [...container.querySelectorAll<HTMLAnchorElement>("nav a")];
    expect(links.map((a) => `${a.textContent} ${a.getAttribute("href")}`)).toEqual([
      "Emergency Centres /emergency#emergency-centres",
      "24/7 Pharmacies /search?specialty=pharmacy&open24Hours=true",
      "Walk-in Clinics /search?specialty=general&walkIns=true",
      "Dental Clinics /search?specialty=dentist",
    ]);
    await act(async () => links[1]!.click());
    await act(async () => links[2]!.click());
    expect(searches).toEqual([
      { ...EMPTY_CRITERIA, specialty: "pharmacy", open24Hours: "true" },
      { ...EMPTY_CRITERIA, specialty: "general", walkIns: "true" },
    ]);
  });

  it("takes a date typed day first and searches it as YYYY-MM-DD", async () => {
    const searches: SearchCriteria[] = [];
    await render({ onSearch: (criteria) => searches.push(criteria) });
    const date = field<HTMLInputElement>("Date (DD/MM/YYYY)");
    expect(date.type).toBe("text");
    type(date, "25/12/2099");
    await act(async () => container.querySelector("form")!.requestSubmit());
    expect(searches.map((s) => s.date)).toEqual(["2099-12-25"]);
  });

  it("shows a typed date from the address day first", async () => {
    await render({ initialCriteria: { ...EMPTY_CRITERIA, date: "2099-12-25", walkIns: "true" } });
    expect(field<HTMLInputElement>("Date (DD/MM/YYYY)").value).toBe("25/12/2099");
    expect(field<HTMLInputElement>("Accepts walk-ins").checked).toBe(true);
    expect(field<HTMLInputElement>("Open 24 hours").checked).toBe(false);
  });

  it("says beside the field when a typed date is not a real one, and does not search", async () => {
    const searches: SearchCriteria[] = [];
    await render({ onSearch: (criteria) => searches.push(criteria) });
    const date = field<HTMLInputElement>("Date (DD/MM/YYYY)");
    type(date, "31/02/2099");
    await act(async () => container.querySelector("form")!.requestSubmit());
    expect(searches).toEqual([]);
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(container.querySelector(`#${CSS.escape(date.getAttribute("aria-describedby")!)}`)?.textContent).toBe("Enter a real date as DD/MM/YYYY, e.g. 25/12/2026");
    // Typing again clears the message.
    type(date, "28/02/2099");
    expect(date.hasAttribute("aria-invalid")).toBe(false);
  });

  it("searches only 24-hour or walk-in providers when their boxes are ticked", async () => {
    const searches: SearchCriteria[] = [];
    await render({ onSearch: (criteria) => searches.push(criteria) });
    await act(async () => field<HTMLInputElement>("Open 24 hours").click());
    await act(async () => container.querySelector("form")!.requestSubmit());
    await act(async () => field<HTMLInputElement>("Accepts walk-ins").click());
    await act(async () => field<HTMLInputElement>("Open 24 hours").click());
    await act(async () => container.querySelector("form")!.requestSubmit());
    expect(searches).toEqual([
      { ...EMPTY_CRITERIA, open24Hours: "true" },
      { ...EMPTY_CRITERIA, walkIns: "true" },
    ]);
  });

  it("on /search also offers audio or video visits, read from the address and searched as remote", async () => {
    const searches: SearchCriteria[] = [];
    await render({ onSearch: (criteria) => searches.push(criteria), flagChoices: SEARCH_FLAGS, initialCriteria: { ...EMPTY_CRITERIA, walkIns: "true" } });
    const remote = field<HTMLInputElement>("Audio or video visits");
    expect(remote.checked).toBe(false);
    // A plain GET form (the Worker's page before the app starts) sends it as the address names it.
    expect([remote.name, remote.value]).toEqual(["remote", "true"]);
    await act(async () => remote.click());
    await act(async () => container.querySelector("form")!.requestSubmit());
    expect(searches).toEqual([{ ...EMPTY_CRITERIA, walkIns: "true", remote: "true" }]);
    cleanup();

    await render({ flagChoices: SEARCH_FLAGS, initialCriteria: { ...EMPTY_CRITERIA, remote: "true" } });
    expect(field<HTMLInputElement>("Audio or video visits").checked).toBe(true);
  });

  it("keeps the landing's form to its two boxes", async () => {
    await render();
    expect([...container.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].map((box) => box.name)).toEqual(["open24Hours", "walkIns"]);
  });

  it("shows the API's message beside the field it is about", async () => {
    await render({ fieldErrors: { location: "We could not find that place." } });
    const location = field<HTMLInputElement>("Location");
    expect(location.getAttribute("aria-invalid")).toBe("true");
    expect(container.querySelector(`#${CSS.escape(location.getAttribute("aria-describedby")!)}`)?.textContent).toBe("We could not find that place.");
  });
});
