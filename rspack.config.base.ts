/**
 * The build factory each app's rspack.config.ts imports; its parts live in rspack/ (factory.ts,
 * federation.ts and the shared singletons, trims.ts, shell-bundler-runtime.ts, targets.ts).
 */
export { hostConfig, prerenderConfig, remoteConfig } from "./rspack/factory.ts";
export { DIST } from "./rspack/paths.ts";
export { SHARED_SINGLETONS } from "./rspack/federation.ts";
export type { RemoteRoute } from "./packages/contracts/src/federation.ts";
