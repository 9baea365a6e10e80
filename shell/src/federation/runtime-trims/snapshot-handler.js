/**
 * Stands in for @module-federation/runtime-core's SnapshotHandler in the shell's build
 * (rspack/trims.ts, shell builds only; plain JavaScript, as the module it replaces is not compiled).
 * Snapshots come from remotes' mf-manifest.json files and serve preloadRemote(); our remotes are
 * loaded from their remoteEntry.js (`manifest: false`, `disableSnapshot`) and nothing calls
 * preloadRemote(), so no snapshot is ever stored, and the real handler (with the manifest-to-snapshot
 * code it pulls in) was ~2 KiB gzip of landing JavaScript that never ran.
 */

/** No plugin can hook snapshot loading: there is none to hook. */
const NO_HOOKS = { applyPlugin() {}, removePlugin() {} };

export class SnapshotHandler {
  hooks = NO_HOOKS;
  /** registerRemotes(…, { force: true }) clears a remote's manifest from here. */
  manifestCache = new Map();

  loadRemoteSnapshotInfo() {
    throw new Error("Remote snapshots are not built into this shell: remotes load from their remoteEntry.js");
  }
}

/** The host's snapshot of a remote: never stored here (see above). */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined };
}
