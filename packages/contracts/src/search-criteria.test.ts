import { describe, expect, it } from "vitest";
import { criteriaFromParams, criteriaToParams, EMPTY_CRITERIA, hasCriteria, searchPath } from "./search-criteria.ts";

describe("search criteria in the query string", () => {
  it("leaves empty criteria out of the search URL", () => {
    expect(searchPath({ ...EMPTY_CRITERIA, specialty: "cardiology", location: "  Accra " })).toBe("/search?specialty=cardiology&location=Accra");
    expect(searchPath(EMPTY_CRITERIA)).toBe("/search");
    expect(searchPath({ distance: "10", date: "2025-11-24" })).toBe("/search?date=2025-11-24&distance=10");
  });

  it("reads what a shared link carries, ignoring what the form does not know", () => {
    const criteria = criteriaFromParams(new URLSearchParams("location=Kumasi&distance=25&sort=rating&page=2"));
    expect(criteria).toEqual({ ...EMPTY_CRITERIA, location: "Kumasi", distance: "25" });
    expect(hasCriteria(criteria)).toBe(true);
    expect(hasCriteria(criteriaFromParams(new URLSearchParams("sort=rating")))).toBe(false);
  });

  it("round-trips a search made from the visitor's position", () => {
    const params = criteriaToParams({ lat: "5.604", lng: "-0.187" });
    expect(params.toString()).toBe("lat=5.604&lng=-0.187");
    expect(criteriaFromParams(params)).toMatchObject({ lat: "5.604", lng: "-0.187" });
  });

  it("keeps the 24-hour and walk-in filters as yes-only flags", () => {
    expect(searchPath({ specialty: "pharmacy", open24Hours: "true", walkIns: "" })).toBe("/search?specialty=pharmacy&open24Hours=true");
    expect(criteriaFromParams(new URLSearchParams("open24Hours=1&walkIns=no"))).toEqual({ ...EMPTY_CRITERIA, open24Hours: "true" });
    expect(hasCriteria(criteriaFromParams(new URLSearchParams("walkIns=true")))).toBe(true);
  });
  it("round-trips the audio or video visits filter as ?remote=true, beside the other flags", () => {
    const params = criteriaToParams({ ...EMPTY_CRITERIA, specialty: "cardiology", walkIns: "true", remote: "true" });
    expect(params.toString()).toBe("specialty=cardiology&walkIns=true&remote=true");
    expect(criteriaFromParams(params)).toEqual({ ...EMPTY_CRITERIA, specialty: "cardiology", walkIns: "true", remote: "true" });
    // The API's "1" is the same filter; anything else is no filter, never written back as "false".
    expect(criteriaFromParams(new URLSearchParams("remote=1")).remote).toBe("true");
    expect(searchPath(criteriaFromParams(new URLSearchParams("remote=false&location=Ho")))).toBe("/search?location=Ho");
    expect(hasCriteria(criteriaFromParams(new URLSearchParams("remote=true")))).toBe(true);
  });
});

describe("an address a plain GET form wrote", () => {
  it("reads the form as a plain GET form sends it before the app starts: 'any' choices and the typed date", () => {
    const params = new URLSearchParams("specialty=any&location=Accra&date=25%2F12%2F2030&distance=any&open24Hours=true");
    expect(criteriaFromParams(params)).toEqual({ ...EMPTY_CRITERIA, location: "Accra", date: "2030-12-25", open24Hours: "true" });
    expect(criteriaFromParams(new URLSearchParams("date=31/02/2030")).date).toBe("31/02/2030");
    expect(criteriaFromParams(new URLSearchParams("date=2030-12-25")).date).toBe("2030-12-25");
  });
});
