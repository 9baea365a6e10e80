/**
 * The server-state surface every area uses: a federation singleton wrapping @tanstack/react-query, so
 * there is one QueryClient cache app-wide. A shared module cannot be tree-shaken, and the whole of
 * react-query is ~17 KiB gzip on the landing page; re-exporting only what we use lets the build drop
 * hydration, infinite and suspense queries, streamed queries and the rest (docs/product-rules.md#performance-budgets, like
 * @gh/router). Areas import from "@gh/query", never from "@tanstack/react-query" (lint enforces it).
 * Adding an export here needs a shell rebuild, since the shell provides the shared copy.
 */
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
export type { QueryKey, UseQueryOptions } from "@tanstack/react-query";
export { createBackoffQueryCache, mayRetryOnMount, pollInterval, RETRY_LIMIT } from "./backoff";
