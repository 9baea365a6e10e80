/** The app's single QueryClient (spec §4): never stale, no retry, no refetch on focus, no polling, 5 min gc. */
import { getQueryFn } from "@gh/api-client";
import { QUERY_GC_MS } from "@gh/contracts";
import { QueryClient } from "@gh/query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Infinity,
      gcTime: QUERY_GC_MS,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
