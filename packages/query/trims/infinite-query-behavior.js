/**
 * Stands in for @tanstack/query-core's infiniteQueryBehavior.js in the shell's build, which provides
 * @gh/query (rspack/trims.ts; plain JavaScript, as the module it replaces is not compiled). It fetches
 * the pages of an infinite query. @gh/query exports no way to make one (no useInfiniteQuery, no
 * infiniteQueryOptions), yet every query's fetch names it, so its ~0.6 KiB gzip was on every page.
 */
function notBuiltIn() {
  throw new Error("Infinite queries are not built into @gh/query (packages/query/src/index.ts)");
}

export const infiniteQueryBehavior = notBuiltIn;
export const hasNextPage = notBuiltIn;
export const hasPreviousPage = notBuiltIn;
