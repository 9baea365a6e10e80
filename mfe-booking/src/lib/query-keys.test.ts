import { QueryClient } from "@gh/query";
import { describe, expect, it } from "vitest";
import { refreshProviderLists } from "./query-keys";

describe("refreshing the provider lists after a booking", () => {
  it("marks search results and featured lists stale, and nothing else", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = [["/api/providers/search?specialty=general"], ["/api/providers/featured?limit=3"], ["/api/providers", "7"], ["/api/user"], ["/api/providers/searchable"]];
    for (const key of keys) client.setQueryData(key, { cached: true });
    await refreshProviderLists(client);
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join("/"));
    expect(stale).toEqual(["/api/providers/search?specialty=general", "/api/providers/featured?limit=3"]);
  });
});
