import type { SearchResults } from "@gh/contracts/search";
import { DATA_SAVER_COOKIE, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_DATA_SAVER } from "@gh/contracts/search/options";
import { beforeEach, describe, expect, it } from "vitest";
import { api, insertProvider } from "../../../test/fixtures.ts";
import { searchPageSize } from "../../http/search-page-size.ts";

async function search(query: string, headers: Record<string, string> = {}) {
  const response = await api(`/api/providers/search?${query}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResults;
}
const ids = (body: SearchResults) => body.providers.map((provider) => provider.id);

describe("data saver: smaller result pages", () => {
  beforeEach(async () => {
    for (let i = 0; i < 25; i++) await insertProvider({ averageRating: 3 + (i % 5) * 0.4, reviewCount: i }, { firstName: `Saver${i}`, lastName: "Test" });
  });

  it("pages of 10 when the browser sends Save-Data: on, saying so in pageSize", async () => {
    const full = await search("sort=rating");
    expect(full.pageSize).toBe(SEARCH_PAGE_SIZE);
    expect(full.providers).toHaveLength(20);

    const saver = await search("sort=rating", { "Save-Data": "on" });
    expect(saver.pageSize).toBe(SEARCH_PAGE_SIZE_DATA_SAVER);
    expect(saver.total).toBe(25);
    expect(ids(saver)).toEqual(ids(full).slice(0, 10));
    // Page 2 of the small pages is the second half of the first full page.
    expect(ids(await search("sort=rating&page=2", { "Save-Data": "on" }))).toEqual(ids(full).slice(10, 20));
    expect(ids(await search("sort=rating&page=3", { "Save-Data": "on" }))).toHaveLength(5);
  });

  it("pages of 10 when the visitor turned Data saver on in the footer (the cookie), and of 20 when it is off", async () => {
    expect((await search("", { Cookie: `other=1; ${DATA_SAVER_COOKIE}=1` })).providers).toHaveLength(10);
    expect((await search("", { Cookie: `${DATA_SAVER_COOKIE}=0` })).providers).toHaveLength(20);
    expect((await search("", { "Save-Data": "off" })).providers).toHaveLength(20);
  });
});

describe("searchPageSize", () => {
  it.each([
    [{ "Save-Data": "on" }, SEARCH_PAGE_SIZE_DATA_SAVER],
    [{ "Save-Data": " ON " }, SEARCH_PAGE_SIZE_DATA_SAVER],
    [{ Cookie: `${DATA_SAVER_COOKIE}=1` }, SEARCH_PAGE_SIZE_DATA_SAVER],
    [{ Cookie: `a=b;${DATA_SAVER_COOKIE}=1; c=d` }, SEARCH_PAGE_SIZE_DATA_SAVER],
    [{ Cookie: `${DATA_SAVER_COOKIE}=10` }, SEARCH_PAGE_SIZE],
    [{ Cookie: `x${DATA_SAVER_COOKIE}=1` }, SEARCH_PAGE_SIZE],
    [{ "Save-Data": "off" }, SEARCH_PAGE_SIZE],
    [{}, SEARCH_PAGE_SIZE],
  ])("%o gives pages of %i", (headers, size) => {
    expect(searchPageSize(new Headers(headers))).toBe(size);
  });
});
