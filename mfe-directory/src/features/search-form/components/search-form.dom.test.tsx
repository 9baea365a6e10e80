// @vitest-environment happy-dom
import type { SpecialtyCount } from "@gh/contracts";
import { cleanup, container, fakeApi, field, render as renderUi, settle, type } from "@gh/test-support";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchCriteria } from "../search-criteria";
import { SearchForm } from "./search-form";

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
    expect(searches).toEqual([{ specialty: "dentist", location: "Kumasi", date: "", distance: "25", lat: "", lng: "" }]);
  });

  it("offers Quick Access searches that go straight to a specialty", async () => {
    const searches: SearchCriteria[] = [];
    await render({ onSearch: (criteria) => searches.push(criteria) });
    const links = [...container.querySelectorAll<HTMLAnchorElement>("nav a")];
    expect(links.map((a) => `${a.textContent} ${a.getAttribute("href")}`)).toEqual([
      "Emergency Centres /search?specialty=emergency",
      "24/7 Pharmacies /search?specialty=pharmacy",
      "Walk-in Clinics /search?specialty=general",
      "Dental Clinics /search?specialty=dentist",
    ]);
    await act(async () => links[1]!.click());
    expect(searches.map((s) => s.specialty)).toEqual(["pharmacy"]);
  });

  it("shows the API's message beside the field it is about", async () => {
    await render({ fieldErrors: { location: "We could not find that place." } });
    const location = field<HTMLInputElement>("Location");
    expect(location.getAttribute("aria-invalid")).toBe("true");
    expect(container.querySelector(`#${CSS.escape(location.getAttribute("aria-describedby")!)}`)?.textContent).toBe("We could not find that place.");
  });
});
