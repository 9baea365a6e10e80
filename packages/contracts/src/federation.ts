/** The runtime route table (/remotes.json) that remotes publish and the shell reads at start-up. */

/** Who may open a route. The shell redirects others for convenience; the server enforces the rules. */
export type RouteAccess = "public" | "anonymous" | "authenticated" | "provider" | "admin";

export type RemoteRoute =
  | { path: string; module: string; access?: RouteAccess }
  | { path: string; redirect: string };

export interface RemoteManifestEntry {
  /** Federation container name, e.g. "mfe_directory". */
  name: string;
  /** URL of its remoteEntry.js, versioned by content. */
  entry: string;
  routes: RemoteRoute[];
}

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}
