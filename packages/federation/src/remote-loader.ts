/**
 * Loads a remote's exposed module through the federation runtime, the same way wherever one area
 * uses another's code (the shell's routes, the directory's booking dialog; docs/architecture.md):
 * loads are memoised so a preload and the render share one download, and a failed load is
 * forgotten and its remote registered again under a fresh URL so that Retry really tries again.
 */
import type { ComponentType } from "react";
import { catalogsReady } from "@gh/i18n";
import { REMOTE_UNAVAILABLE } from "./remote-unavailable.ts";

/** The part of a federation runtime instance (`ModuleFederation`) the loader uses. */
export interface FederationHost {
  options: { remotes: readonly { name: string; entry?: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
}

/** A downloaded exposed module: its component (the default export) and whatever else it exports. */
export interface ExposedModule<Props extends object = object> {
  readonly default: ComponentType<Props>;
  readonly [name: string]: unknown;
}

export interface RemoteLoader {
  /** Downloads the exposed module `id` ("mfe_booking/BookingDialog") once; rejects when it cannot be had. */
  load<Props extends object>(id: string): Promise<ExposedModule<Props>>;
  /** The module `id` if it has already been downloaded (to render without suspending), else undefined. */
  loaded<Props extends object>(id: string): ExposedModule<Props> | undefined;
  /** Registers `remote` again under a fresh URL, so the runtime drops its cached failure. */
  reset(remote: string): void;
}

/** The runtime's id of an exposed module: "mfe_directory" + "./EmergencyPage" -> "mfe_directory/EmergencyPage". */
export function exposedModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, "")}`;
}

/** "mfe_booking/BookingDialog" -> "mfe_booking". */
export function remoteOf(id: string): string {
  return id.split("/", 1)[0]!;
}

/** A remote's entry URL for retry number `retry`: "…remoteEntry.js?v=1a2b" -> "…?v=1a2b&retry=1", then "…&retry=2". */
export function retryEntry(entry: string, retry: number): string {
  const base = entry.replace(/[?&]retry=\d+$/, "");
  return `${base}${base.includes("?") ? "&" : "?"}retry=${retry}`;
}

/** A loader over the federation instance `host()` finds (null when there is none: every load fails). */
export function createRemoteLoader(host: () => FederationHost | null): RemoteLoader {
  const loads = new Map<string, Promise<ExposedModule>>();
  const downloaded = new Map<string, ExposedModule>();
  // One count for every remote: a URL only has to be new to this page.
  let retries = 0;

  async function download(id: string): Promise<ExposedModule> {
    // No federation instance, a failed download, the fallback plugin's marked module or no component: unavailable.
    const exports = await host()?.loadRemote<Partial<ExposedModule>>(id);
    if (!exports || exports[REMOTE_UNAVAILABLE] || !exports.default) throw new Error(`${id} could not be loaded`);
    // The remote's code registered its catalogs as it ran: it shows once it can speak the visitor's
    // language (a catalog that cannot be had leaves that area's texts in English).
    await catalogsReady().catch(() => undefined);
    downloaded.set(id, exports as ExposedModule);
    return exports as ExposedModule;
  }

  return {
    load<Props extends object>(id: string) {
      let load = loads.get(id);
      if (!load) {
        load = download(id);
        // A failed load is forgotten so that Retry really tries again.
        load.catch(() => loads.delete(id));
        loads.set(id, load);
      }
      return load as Promise<ExposedModule<Props>>;
    },
    loaded<Props extends object>(id: string) {
      return downloaded.get(id) as ExposedModule<Props> | undefined;
    },
    reset(remote: string) {
      const federation = host();
      const registered = federation?.options.remotes.find((r) => r.name === remote);
      if (registered?.entry) federation!.registerRemotes([{ ...registered, entry: retryEntry(registered.entry, ++retries) }], { force: true });
    },
  };
}
