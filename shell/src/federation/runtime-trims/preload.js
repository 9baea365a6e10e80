/**
 * Stands in for @module-federation/runtime-core's utils/preload.js in the shell's build
 * (rspack/trims.ts, shell builds only): preloadRemote() needs remote snapshots, which this shell never
 * stores (see snapshot-handler.js). The shell preloads a route's code by loading its exposed module
 * (app/routes.tsx preloadRouteFor) instead. ~1 KiB gzip less on the landing.
 */
function notBuiltIn() {
  throw new Error("preloadRemote is not built into this shell: use loadRemote");
}

export const formatPreloadArgs = notBuiltIn;
export const preloadAssets = notBuiltIn;
export const defaultPreloadArgs = notBuiltIn;
export const normalizePreloadExposes = notBuiltIn;
