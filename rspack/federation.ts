/**
 * Module Federation: the single list of shared singletons, the plugin's options for the shell and for
 * a remote, and the federation version this build's trims were checked against.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { federationPackage } from "./paths.ts";

/**
 * The @module-federation/* version whose private files rspack/trims.ts replaces and whose bundler
 * runtime the remotes borrow (rspack/shell-bundler-runtime.ts). Those files are no public API: any
 * other version may have moved, renamed or reshaped them.
 */
export const VERIFIED_FEDERATION_VERSION = "2.9.2";

/** The packages whose files are replaced or borrowed, each of which must be the verified version. */
const CHECKED_PACKAGES = ["enhanced", "runtime", "runtime-core", "webpack-bundler-runtime", "error-codes", "sdk"] as const;

export function installedFederationVersion(name: (typeof CHECKED_PACKAGES)[number] = "enhanced"): string {
  return (JSON.parse(readFileSync(federationPackage(name, "package.json"), "utf8")) as { version: string }).version;
}

for (const name of CHECKED_PACKAGES) {
  const installed = installedFederationVersion(name);
  if (installed !== VERIFIED_FEDERATION_VERSION) {
    throw new Error(
      `@module-federation/${name} is ${installed}; the build was verified against ${VERIFIED_FEDERATION_VERSION}. Before changing ` +
        "VERIFIED_FEDERATION_VERSION in rspack/federation.ts, re-check: each stand-in in shell/src/federation/runtime-trims/ " +
        "against the file it replaces (rspack/trims.ts names them; `npm run test:unit` compares their exports), that " +
        "remote-bundler-runtime.js still keeps the remote's own parts of the bundler runtime's federation object, and that " +
        "the shell entry and every remoteEntry.js still load (`npx playwright test e2e/federation.spec.ts`).",
    );
  }
}

/**
 * Single shared copies across the shell and every remote. Share by package name only: a relative
 * or deep import of one of these makes a second copy (docs/decisions/0001-runtime-federation.md). react-router is shared
 * through @gh/router, which re-exports the part we use so the rest can be tree-shaken.
 */
export const SHARED_SINGLETONS = [
  "react",
  "react/jsx-runtime",
  "react-dom",
  "react-dom/client",
  "@gh/router",
  "jotai",
  "@gh/query",
  "@gh/state",
  "@gh/i18n",
  "@gh/ui/core",
  "@gh/ui",
  "@gh/ui/flows",
] as const;

/**
 * The shell provides every singleton; a remote only consumes them (`import: false`). Remotes are
 * loaded by the shell alone, which registers its copies before any remote starts, so a remote's own
 * copies were never used, yet each remote entry carried their sharing data and download code
 * (~0.8 KiB gzip per remoteEntry.js). Adding a singleton therefore means deploying the shell with
 * it before (or with) the remotes that use it (docs/architecture.md, Performance).
 */
const sharedByShell = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true }]));
const sharedFromShell = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true, import: false as const }]));

/**
 * The federation runtime packages ship CommonJS and ESM builds; some of the runtime's own modules
 * reach them by require(), which bundles the CommonJS builds whole (Node loaders included). Pointing
 * every request at the ESM build lets the optimisation flags below drop what a browser never runs.
 */
const FEDERATION_RUNTIME_ESM = Object.fromEntries(
  (["sdk", "runtime", "runtime-core", "webpack-bundler-runtime", "runtime-tools"] as const).map((name) => [
    `@module-federation/${name}$`,
    federationPackage(name, "dist", "index.js"),
  ]),
);

/**
 * The federation plugin imports its bundler runtime and runtime plugins, and aliases the runtime
 * itself, by absolute path to their CommonJS builds, which the package aliases above never see; the
 * ESM builds let unused parts drop (and keep one copy of the runtime's error texts, not two).
 */
const FEDERATION_CJS_TO_ESM = Object.fromEntries(
  (["webpack-bundler-runtime", "inject-external-runtime-core-plugin", "runtime", "runtime-core", "runtime-tools", "sdk"] as const).map((name) => {
    const dist = federationPackage(name, "dist");
    return [`${path.join(dist, "index.cjs")}$`, path.join(dist, "index.js")];
  }),
);

/** Every build resolves the federation runtime to its ESM files. */
export const FEDERATION_ALIASES = { ...FEDERATION_RUNTIME_ESM, ...FEDERATION_CJS_TO_ESM };

export function federation(options: { name: string; exposes?: Record<string, string | string[]>; runtimePlugins?: string[]; host?: boolean }) {
  return new ModuleFederationPlugin({
    name: options.name,
    filename: options.exposes ? "remoteEntry.js" : undefined,
    exposes: options.exposes,
    remotes: {},
    shared: options.host ? sharedByShell : sharedFromShell,
    // One offline remote must not hang start-up waiting for a "better" shared version.
    shareStrategy: options.host ? "loaded-first" : undefined,
    runtimePlugins: options.runtimePlugins,
    dts: false,
    manifest: false,
    dev: false,
    experiments: {
      // One federation runtime per page: the shell provides it and remotes use it (~30 KiB gzip less per remote).
      ...(options.host ? { provideExternalRuntime: true } : { externalRuntime: true }),
      // Remotes are loaded from their remoteEntry.js, never from manifests: drop the snapshot code.
      // Remotes load nothing through their own bundler runtime (another area's module comes through the
      // shell's instance, see load-booking-dialog.ts), so its remote-loading half is dropped from their entries.
      optimization: { disableSnapshot: true, target: "web", ...(options.host ? {} : { disableRemote: true }) },
    },
  });
}
