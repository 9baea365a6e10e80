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
 * Those functions are called the way this remote's build calls them, so they are borrowed only from
 * a shell that publishes the bundler runtime version this remote was built with. From any other
 * shell the remote fetches its own copy (own-bundler-runtime.js) and every call waits for it.
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

/** Calls its own copy's part `name`, first fetching the copy (own-bundler-runtime.js). */
const own = (name, options) => import("./own-bundler-runtime.js").then((copy) => copy.call(name, options));

export default shell?.version === GH_BUNDLER_RUNTIME_VERSION
  ? {
      ...shell,
      runtime,
      instance: undefined,
      initOptions: undefined,
      bundlerRuntimeOptions: {},
      bundlerRuntime: { ...shell.bundlerRuntime, S: {}, initContainerEntry },
    }
  : {
      runtime,
      // Until its own copy is here: the share scope object is the remote's own, its instance is made
      // when the copy arrives, and every other part waits for the copy (a Proxy: fewer bytes on every
      // page than naming each). Chunk loading (the part handed `promises`) waits only for a chunk that
      // consumes shared modules, which the copy's own chunk does not.
      bundlerRuntime: new Proxy(
        { S: {}, init() {} },
        {
          get: (parts, name) =>
            parts[name] ||
            ((options) => (options.promises ? options.chunkMapping[options.chunkId] && options.promises.push(own(name, options)) : own(name, options))),
        },
      ),
    };
