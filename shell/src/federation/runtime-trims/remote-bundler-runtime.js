/* global GH_BUNDLER_RUNTIME_VERSION -- the bundler runtime this remote was built with (rspack/shell-bundler-runtime.ts) */
/**
 * Stands in for @module-federation/webpack-bundler-runtime in every remote's build
 * (rspack/shell-bundler-runtime.ts; plain JavaScript, as the module it replaces is not compiled).
 * A remote already runs on the shell's federation runtime (`externalRuntime`); this lends it the
 * shell's bundler runtime too (the glue between rspack's module loading and that runtime, published
 * by share-bundler-runtime-plugin.ts), instead of a copy in each remoteEntry.js (~4 KiB gzip each, on
 * every page). Its functions hold no state of their own: each is called with the remote's own
 * __webpack_require__. What is the remote's own stays its own: the runtime module that records which
 * federation instance is current, the share scope object, the container's init (the shell exposes
 * nothing, so its build has none) and the per-container slots.
 *
 * It lends the remote rspack's federation start-up too, the code its entry runs once to set its
 * federation object up (rspack/shell-bundler-runtime.ts: ~1 KiB gzip less in each remoteEntry.js).
 *
 * Those functions are called the way this remote's build calls them, so they are borrowed only from
 * a shell that publishes the bundler runtime version this remote was built with. From any other
 * shell the remote fetches its own copy of both (own-bundler-runtime.js) and sets up once it is here.
 */
import { getRemoteEntry, init } from "@module-federation/runtime";
import { initContainerEntry } from "@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js";

const shell = globalThis.__GH_FEDERATION_BUNDLER_RUNTIME__;

/**
 * What the bundler runtime asks of the federation runtime's module (`federation.runtime`): `init` at
 * the start (init.js), `getRemoteEntry` for tree-shaken shared modules (getSharedFallbackGetter.js,
 * unused here). Named, not the whole module: its other exports then stay out of remoteEntry.js.
 */
const runtime = { init, getRemoteEntry };

const borrowed = shell?.version === GH_BUNDLER_RUNTIME_VERSION;

/** What the federation start-up copies into this remote's `__webpack_require__.federation`. */
export default borrowed
  ? {
      ...shell,
      runtime,
      instance: undefined,
      initOptions: undefined,
      bundlerRuntimeOptions: {},
      bundlerRuntime: { ...shell.bundlerRuntime, S: {}, initContainerEntry },
    }
  : { runtime };

/**
 * rspack's federation start-up (rspack/shell-bundler-runtime.ts), which this remote's entry calls
 * with its inputs: the shell's, or the one of its own copy (own-bundler-runtime.js), fetched first.
 * Until the copy is here, the container's init and get wait for it, and chunk loading loads the
 * copy's own chunk, which consumes no shared module.
 */
export const setUpFederation = borrowed
  ? shell.setUpFederation
  : (webpackRequire, _federation, ...inputs) => {
      webpackRequire.f.consumes = () => undefined;
      const ready = import("./own-bundler-runtime.js").then((copy) => copy.setUpFederation(webpackRequire, { ...copy.federation, runtime }, ...inputs));
      const later =
        (name) =>
        (...args) =>
          ready.then(() => webpackRequire[name](...args));
      webpackRequire.initContainer = later("initContainer");
      webpackRequire.getContainer = later("getContainer");
    };
