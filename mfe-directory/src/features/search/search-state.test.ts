import type { Provider } from "@gh/contracts/providers";
import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "@gh/contracts/search/criteria";
import { readSearchState, searchApiQuery } from "@gh/contracts/search/page";
import {
  activeFilters,
  clearedParams,
  hasFlagFilter,
  pageCount,
  paramsForSearch,
  resultsCount,
  sortProviders,
  withoutParams,
  withPage,
  withSort,
} from "./search-state";
// The area's catalogs, registered as the federation build does before any of its modules (English texts with placeholders).

const params = (query: string) => new URLSearchParams(query);

describe("the /search query string", () => {
  it("names every filter in use for its chip", () => {
    const { criteria } = readSearchState(params("specialty=dentist&location=Tema&date=2025-11-24&distance=5&lat=5.6&lng=-0.2"));
    expect(activeFilters(criteria).map((f) => f.label)).toEqual(["Dental Care", "Tema", "Near my location", "Mon 24 Nov 2025", "Within 5km"]);
  });

  it("asks for only 24-hour or walk-in providers when a shortcut or checkbox says so, and names those filters", () => {
    const pharmacies = readSearchState(params("specialty=pharmacy&open24Hours=true"));
    expect(searchApiQuery(pharmacies)).toBe("specialty=pharmacy&open24Hours=true");
    expect(activeFilters(pharmacies.criteria).map((f) => f.label)).toEqual(["Pharmacy", "Open 24 hours"]);
    expect(resultsCount(pharmacies.criteria, 3)).toBe("3 providers found that are open 24 hours");

    // The API's "1" is the same filter; "false" is none (and is not passed on).
    const both = readSearchState(params("walkIns=1&open24Hours=true"));
    expect(searchApiQuery(both)).toBe("open24Hours=true&walkIns=true");
    expect(resultsCount(both.criteria, 1)).toBe("1 provider found that is open 24 hours and accepts walk-ins");
    const off = readSearchState(params("walkIns=false&location=Ho"));
    expect(searchApiQuery(off)).toBe("location=Ho");
    expect(resultsCount(off.criteria, 2)).toBe("2 providers found");
    expect(hasFlagFilter(off.criteria)).toBe(false);

    // Its chip removes only that filter; Clear All removes it with the rest.
    const current = params("specialty=general&walkIns=true&page=2");
    expect(withoutParams(current, activeFilters(readSearchState(current).criteria)[1]!.keys).toString()).toBe("specialty=general");
    expect(clearedParams(current).toString()).toBe("");
  });

  it("asks for only providers who offer audio or video visits, names that filter, and says so in the count", () => {
    const remote = readSearchState(params("specialty=cardiology&remote=true"));
    expect(searchApiQuery(remote)).toBe("specialty=cardiology&remote=true");
    expect(activeFilters(remote.criteria).map((f) => f.label)).toEqual(["Cardiology", "Audio or video visits"]);
    expect(resultsCount(remote.criteria, 1)).toBe("1 provider found that offers audio or video visits");
    expect(resultsCount(remote.criteria, 4)).toBe("4 providers found that offer audio or video visits");
    expect(hasFlagFilter(remote.criteria)).toBe(true);

    // With the other flags, the count is still one sentence.
    const all = readSearchState(params("remote=1&walkIns=true&open24Hours=true"));
    expect(searchApiQuery(all)).toBe("open24Hours=true&walkIns=true&remote=true");
    expect(resultsCount(all.criteria, 2)).toBe("2 providers found that are open 24 hours, accept walk-ins and offer audio or video visits");
    expect(resultsCount(readSearchState(params("walkIns=true&remote=true")).criteria, 1)).toBe("1 provider found that accepts walk-ins and offers audio or video visits");

    // Its chip removes only that filter.
    const current = params("specialty=cardiology&remote=true&page=2");
    expect(withoutParams(current, activeFilters(readSearchState(current).criteria)[1]!.keys).toString()).toBe("specialty=cardiology");
  });

  it("asks for only providers who accept NHIS or whose licence is verified, names each filter, and keeps the count one sentence", () => {
    const both = readSearchState(params("specialty=dentist&verified=1&nhis=true"));
    expect(searchApiQuery(both)).toBe("specialty=dentist&nhis=true&verified=true");
    expect(activeFilters(both.criteria).map((f) => f.label)).toEqual(["Dental Care", "Accepts NHIS", "Verified providers only"]);
    expect(hasFlagFilter(both.criteria)).toBe(true);
    expect(hasFlagFilter(readSearchState(params("verified=true")).criteria)).toBe(true);
    // Their chips say what they filter; the count keeps its sentence about how the providers can be seen.
    expect(resultsCount(both.criteria, 3)).toBe("3 providers found");
    expect(resultsCount(readSearchState(params("nhis=true&remote=true")).criteria, 2)).toBe("2 providers found that offer audio or video visits");

    // Each chip removes only its own filter; "false" is no filter.
    const current = params("specialty=dentist&nhis=true&verified=true&page=2");
    const [, nhisChip, verifiedChip] = activeFilters(readSearchState(current).criteria);
    expect(withoutParams(current, nhisChip!.keys).toString()).toBe("specialty=dentist&verified=true");
    expect(withoutParams(current, verifiedChip!.keys).toString()).toBe("specialty=dentist&nhis=true");
    expect(searchApiQuery(readSearchState(params("nhis=false&verified=false&location=Ho")))).toBe("location=Ho");
  });

  it("removes one filter, or all of them, going back to page 1 and keeping the order", () => {
    const current = params("specialty=dentist&location=Tema&sort=rating&page=3");
    expect(withoutParams(current, ["location"]).toString()).toBe("specialty=dentist&sort=rating");
    expect(clearedParams(current).toString()).toBe("sort=rating");
    expect(clearedParams(params("location=Tema&sort=relevance")).toString()).toBe("");
  });

  it("starts a new search on page 1 in the chosen order", () => {
    const next = paramsForSearch(params("specialty=dentist&sort=price-low&page=4"), { ...EMPTY_CRITERIA, location: "Cape Coast", distance: "25" });
    expect(next.toString()).toBe("location=Cape+Coast&distance=25&sort=price-low");
  });

  it("changes order and page", () => {
    expect(withSort(params("location=Ho&page=2"), "experience").toString()).toBe("location=Ho&sort=experience");
    expect(withSort(params("location=Ho&sort=rating"), "relevance").toString()).toBe("location=Ho");
    expect(withPage(params("location=Ho"), 2).toString()).toBe("location=Ho&page=2");
    expect(withPage(params("location=Ho&page=2"), 1).toString()).toBe("location=Ho");
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe("ordering the featured providers", () => {
  const provider = (id: number, fee: string, rating: number, years: number) =>
    ({ id, consultationFee: fee, averageRating: rating, reviewCount: 1, yearsExperience: years }) as Provider;
  const list = [provider(1, "150.00", 4.2, 10), provider(2, "80.00", 4.9, 3), provider(3, "300.00", 3.5, 25)];
  const ids = (providers: Provider[]) => providers.map((p) => p.id);

  it("sorts by rating, price and experience, and keeps the API's order for relevance", () => {
    expect(ids(sortProviders(list, "relevance"))).toEqual([1, 2, 3]);
    expect(ids(sortProviders(list, "rating"))).toEqual([2, 1, 3]);
    expect(ids(sortProviders(list, "price-low"))).toEqual([2, 1, 3]);
    expect(ids(sortProviders(list, "price-high"))).toEqual([3, 1, 2]);
    expect(ids(sortProviders(list, "experience"))).toEqual([3, 1, 2]);
  });
});
