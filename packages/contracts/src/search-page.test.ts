import { describe, expect, it } from "vitest";
import { readSearchState, searchApiQuery, searchPageReads } from "./search-page.ts";

const params = (query: string) => new URLSearchParams(query);

describe("the /search address, read by the page and by the Worker", () => {
  it("lists the featured providers when a link carries no filter, whatever the order", () => {
    expect(readSearchState(params("")).filtered).toBe(false);
    expect(readSearchState(params("sort=rating&page=3")).filtered).toBe(false);
    expect(readSearchState(params("location=Accra")).filtered).toBe(true);
  });

  it("asks the API for the search as given, leaving defaults out", () => {
    expect(searchApiQuery(readSearchState(params("specialty=cardiology&sort=relevance&page=1")))).toBe("specialty=cardiology");
    expect(searchApiQuery(readSearchState(params("page=2&sort=rating&location=Kumasi&distance=10")))).toBe("location=Kumasi&distance=10&sort=rating&page=2");
    // A sort or page it does not know falls back to the defaults rather than failing the page.
    expect(searchApiQuery(readSearchState(params("location=Ho&sort=cheapest&page=-4")))).toBe("location=Ho");
  });

  it("names the first screen's reads: the results, or unfiltered the featured providers, and the specialties", () => {
    expect(searchPageReads("?specialty=any&location=Kumasi&date=&distance=any&sort=rating")).toEqual(["/api/providers/search?location=Kumasi&sort=rating", "/api/specialties"]);
    expect(searchPageReads("")).toEqual(["/api/providers/featured?limit=50", "/api/specialties"]);
    // The audio or video visits filter is a search of its own, answered by the search API.
    expect(searchPageReads("?remote=true&distance=any")).toEqual(["/api/providers/search?remote=true", "/api/specialties"]);
  });
});
