/**
 * Module Federation runtime plugin: a remote that fails to load (offline, 404, a broken deploy)
 * resolves to a marked fallback module instead of an unhandled failure, so the rest of the app
 * keeps working. The shell's loader recognises the mark and shows the "unavailable" section.
 */
import type { ModuleFederationRuntimePlugin } from "@module-federation/enhanced/runtime";

export const REMOTE_UNAVAILABLE = "__remoteUnavailable";

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: "remote-fallback",
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`Remote module ${id} failed to load (${lifecycle})`, error);
      return { [REMOTE_UNAVAILABLE]: true, default: null };
    },
  };
}
