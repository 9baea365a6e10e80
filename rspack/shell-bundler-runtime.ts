/**
 * A remote's build takes the shell's bundler runtime instead of its own copy
 * (shell/src/federation/runtime-trims/remote-bundler-runtime.js says why). Both builds name the bundler
 * runtime they were built with; a remote whose shell publishes another one uses its own copy instead,
 * fetched only then (runtime-trims/own-bundler-runtime.js).
 */
import path from "node:path";
import { rspack, rspackVersion } from "@rspack/core";
import { installedFederationVersion } from "./federation.ts";
import { federationPackage } from "./paths.ts";
import { RUNTIME_TRIMS, StandInBuilt } from "./trims.ts";

/**
 * The bundler runtime's contract: its own code (the federation version) and the rspack runtime
 * (`__webpack_require__`) its functions are handed. Replaced at build time wherever
 * GH_BUNDLER_RUNTIME_VERSION is written (types/build-constants.d.ts).
 */
export const BUNDLER_RUNTIME_VERSION = `${installedFederationVersion("webpack-bundler-runtime")}/${rspackVersion}`;

const bundlerRuntimeVersion = () => new rspack.DefinePlugin({ GH_BUNDLER_RUNTIME_VERSION: JSON.stringify(BUNDLER_RUNTIME_VERSION) });

/** The shell publishes its bundler runtime with its version (share-bundler-runtime-plugin.ts). */
export const shareShellBundlerRuntime = () => [bundlerRuntimeVersion()];

const BUNDLER_RUNTIME_DIST = federationPackage("webpack-bundler-runtime", "dist");
const REMOTE_BUNDLER_RUNTIME = path.join(RUNTIME_TRIMS, "remote-bundler-runtime.js");

/** Both the federation plugin's absolute imports of the package and imports by its name. */
export const REMOTE_USES_SHELL_BUNDLER_RUNTIME = {
  [`${path.join(BUNDLER_RUNTIME_DIST, "index.cjs")}$`]: REMOTE_BUNDLER_RUNTIME,
  [`${path.join(BUNDLER_RUNTIME_DIST, "index.js")}$`]: REMOTE_BUNDLER_RUNTIME,
  "@module-federation/webpack-bundler-runtime$": REMOTE_BUNDLER_RUNTIME,
};

/**
 * The remote's own copy, fetched only from a shell with another bundler runtime, builds in a layer of
 * its own: its imports of modules the remote's entry also holds (the federation runtime's exports,
 * initContainerEntry) get copies in its chunk, so the entry's stay inlined (~70 B gzip per remote entry).
 */
export const OWN_BUNDLER_RUNTIME_LAYER = { test: path.join(RUNTIME_TRIMS, "own-bundler-runtime.js"), layer: "own-bundler-runtime" };

/** A remote borrows it; the build fails if the aliases above no longer catch the plugin's import. */
export const borrowShellBundlerRuntime = () => [
  bundlerRuntimeVersion(),
  new StandInBuilt(REMOTE_BUNDLER_RUNTIME, "the alias of @module-federation/webpack-bundler-runtime"),
];
