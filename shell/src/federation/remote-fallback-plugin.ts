/**
 * Module Federation runtime plugin: a remote that fails to load (offline, 404, a broken deploy)
 * resolves to a marked fallback module instead of an unhandled failure, so the rest of the app
 * keeps working. @gh/federation's loader recognises the mark and the "unavailable" section shows.
 */
// The mark alone: this plugin is in the shell's entry, which does not carry the loader.
import { REMOTE_UNAVAILABLE } from "@gh/federation/remote-unavailable";
import type { ModuleFederationRuntimePlugin } from "@module-federation/enhanced/runtime";

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: "remote-fallback",
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`Remote module ${id} failed to load (${lifecycle})`, error);
      return { [REMOTE_UNAVAILABLE]: true, default: null };
    },
  };
}
