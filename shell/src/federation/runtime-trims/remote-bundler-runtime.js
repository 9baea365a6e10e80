/**
 * Stands in for @module-federation/webpack-bundler-runtime in every remote's build
 * (rspack.config.base.ts, remoteConfig; plain JavaScript, as the module it replaces is not compiled).
 * A remote already runs on the shell's federation runtime (`externalRuntime`); this lends it the
 * shell's bundler runtime too (the glue between rspack's module loading and that runtime, published
 * by share-bundler-runtime-plugin.ts), instead of a copy in each remoteEntry.js (~4 KiB gzip each, on
 * every page). Its functions hold no state of their own: each is called with the remote's own
 * __webpack_require__. What is the remote's own stays its own: the runtime module that records which
 * federation instance is current, the share scope object, the container's init (the shell exposes
 * nothing, so its build has none) and the per-container slots.
 */
import * as runtime from "@module-federation/runtime";
import { initContainerEntry } from "@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js";

const shell = globalThis.__GH_FEDERATION_BUNDLER_RUNTIME__;
if (!shell) throw new Error("This remote runs inside the GhanaHealth shell, which provides its federation runtime");

export default {
  ...shell,
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
  bundlerRuntime: { ...shell.bundlerRuntime, S: {}, initContainerEntry },
};
