/**
 * Runtime federation: reads /remotes.json, registers each remote's entry and loads exposed
 * modules on demand. A remote's code is fetched only when one of its routes is visited or one of
 * its components is used; loads are memoised so a preload and the render share one download.
 */
import type { FirstScreenQueries, RemotesManifest } from "@gh/contracts";
import { loadRemote, registerRemotes } from "@module-federation/enhanced/runtime";
import type { ComponentType } from "react";
import { REMOTE_UNAVAILABLE } from "./remote-fallback-plugin";

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string) {
    super(`The ${remote} section could not be loaded`);
    this.name = "RemoteUnavailableError";
  }
}

const entries = new Map<string, string>();
/** Components already downloaded, to render without suspending (no spinner over a prerendered screen). */
const loaded = new Map<string, ComponentType<object>>();
const loads = new Map<string, Promise<ComponentType<object>>>();
const firstScreens = new Map<string, FirstScreenQueries>();
const attempts = new Map<string, number>();

/** The runtime's id of an exposed module: "mfe_directory" + "./EmergencyPage" -> "mfe_directory/EmergencyPage". */
function moduleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, "")}`;
}

/** Fetches the route table; null when it cannot be had (the shell then shows the fallback). */
export async function loadRemotesManifest(): Promise<RemotesManifest | null> {
  try {
    const response = await fetch("/remotes.json", { credentials: "same-origin" });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const manifest = (await response.json()) as RemotesManifest;
    for (const remote of manifest.remotes) entries.set(remote.name, remote.entry);
    registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
    return manifest;
  } catch (error) {
    console.error("Could not load the remotes manifest", error);
    return null;
  }
}

/** The default export of `remote/module` (e.g. "mfe_directory", "./EmergencyPage"). */
export function loadRemoteComponent<Props extends object>(remote: string, module: string): Promise<ComponentType<Props>> {
  const id = moduleId(remote, module);
  let load = loads.get(id);
  if (!load) {
    type PageExports = { default?: ComponentType<object>; firstScreenQueries?: FirstScreenQueries; [REMOTE_UNAVAILABLE]?: true };
    load = loadRemote<PageExports>(id).then((exports) => {
      if (!exports || exports[REMOTE_UNAVAILABLE] || !exports.default) throw new RemoteUnavailableError(remote);
      loaded.set(id, exports.default);
      if (exports.firstScreenQueries) firstScreens.set(id, exports.firstScreenQueries);
      return exports.default;
    });
    // A failed load is forgotten so that Retry really tries again.
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load as Promise<ComponentType<Props>>;
}

/** The component of `remote/module` if it has already been downloaded, else undefined. */
export function loadedRemoteComponent<Props extends object>(remote: string, module: string): ComponentType<Props> | undefined {
  return loaded.get(moduleId(remote, module)) as ComponentType<Props> | undefined;
}

/** The API reads the downloaded `remote/module` page makes on its first screen at `location` (none if it does not say). */
export function firstScreenQueriesOf(remote: string, module: string, location: { pathname: string; search: string }): string[] {
  return firstScreens.get(moduleId(remote, module))?.(location) ?? [];
}

/** Re-registers a failed remote under a fresh URL so the runtime drops its cached failure. */
export function resetRemote(remote: string): void {
  const entry = entries.get(remote);
  if (!entry) return;
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  const url = `${entry}${entry.includes("?") ? "&" : "?"}retry=${attempt}`;
  registerRemotes([{ name: remote, entry: url }], { force: true });
}
