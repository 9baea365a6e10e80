/**
 * Module Federation runtime plugin: publishes the shell's bundler runtime and rspack's federation
 * start-up for the remotes, whose builds use them instead of carrying their own copies
 * (runtime-trims/remote-bundler-runtime.js), with the version they are
 * (rspack/shell-bundler-runtime.ts): a remote built with another one fetches its own.
 * Runtime plugins are created as the shell's entry starts, before any remote entry is loaded.
 */
import type { ModuleFederationRuntimePlugin } from "@module-federation/enhanced/runtime";
import bundlerRuntime from "@module-federation/webpack-bundler-runtime";
import { setUpFederation } from "gh-federation-set-up";

/** Where remote-bundler-runtime.js finds it. */
const BUNDLER_RUNTIME_GLOBAL = "__GH_FEDERATION_BUNDLER_RUNTIME__";

export default function shareBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = { ...bundlerRuntime, setUpFederation, version: GH_BUNDLER_RUNTIME_VERSION };
  return { name: "share-bundler-runtime" };
}
