/** The app's single QueryClient (docs/product-rules.md#screens-and-texts): never stale, no retry, no refetch on focus, no polling, 5 min gc. */
import { getQueryFn } from "@gh/api-client";
import { QUERY_GC_MS } from "@gh/contracts/constants";
import { createBackoffQueryCache, mayRetryOnMount, QueryClient } from "@gh/query";

export const queryClient = new QueryClient({
  // Counts each read's failures in a row, so a failed read is not asked again on every mount (offline).
  queryCache: createBackoffQueryCache(),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Infinity,
      gcTime: QUERY_GC_MS,
      retry: false,
      retryOnMount: mayRetryOnMount,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
