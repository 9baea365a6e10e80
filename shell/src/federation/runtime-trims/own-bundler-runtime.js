/**
 * A remote's own bundler runtime and federation start-up, fetched only when the shell publishes
 * different ones than the remote was built with (remote-bundler-runtime.js). The parts of the
 * package's federation object (its dist/index.js, which the remote's build aliases to the stand-in),
 * less build-time remotes, which a remote never loads (`disableRemote`, rspack/federation.ts), and
 * less `runtime`, which stays the remote entry's (remote-bundler-runtime.js adds it).
 */
import { attachShareScopeMap } from "@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js";
import { consumes } from "@module-federation/webpack-bundler-runtime/dist/consumes.js";
import { getSharedFallbackGetter } from "@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js";
import { init } from "@module-federation/webpack-bundler-runtime/dist/init.js";
import { initContainerEntry } from "@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js";
import { initializeSharing } from "@module-federation/webpack-bundler-runtime/dist/initializeSharing.js";
import { installInitialConsumes } from "@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js";
import { setUpFederation } from "gh-federation-set-up";

export { attachShareScopeMap, setUpFederation };

/** The package's bundler runtime but `remotes` and the share scope object `S`. */
export const bundlerRuntime = { consumes, I: initializeSharing, installInitialConsumes, initContainerEntry, init, getSharedFallbackGetter };

/** What the start-up copies into the remote's `__webpack_require__.federation`, with the remote's own share scope object. */
export const federation = { instance: undefined, initOptions: undefined, bundlerRuntime: { ...bundlerRuntime, S: {} }, attachShareScopeMap, bundlerRuntimeOptions: {} };
