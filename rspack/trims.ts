/**
 * Small stand-ins for parts of the federation runtime we never run (each file in
 * shell/src/federation/runtime-trims/ says why), and for react-query's infinite queries, which
 * @gh/query does not export (packages/query/trims/). They replace private files of dependencies
 * by path, so an upgrade that moves one would quietly bring its bytes back: a trim whose stand-in
 * was not built fails the build, naming the pattern that matched nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { rspack, type Compiler, type RspackPluginInstance } from "@rspack/core";
import { ROOT } from "./paths.ts";

export const RUNTIME_TRIMS = path.join(ROOT, "shell", "src", "federation", "runtime-trims");
/** Stand-ins for parts of react-query that @gh/query's exports never reach. */
export const QUERY_TRIMS_DIR = path.join(ROOT, "packages", "query", "trims");

/** Fails the compilation when none of its modules is the stand-in: whatever pointed at it matched nothing. */
export class StandInBuilt implements RspackPluginInstance {
  constructor(
    private readonly standIn: string,
    private readonly pointedAtBy: string,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap("StandInBuilt", (compilation) => {
      compilation.hooks.finishModules.tap("StandInBuilt", (modules) => {
        for (const module of modules) if ("resource" in module && module.resource === this.standIn) return;
        compilation.errors.push(
          new rspack.WebpackError(
            `${path.relative(ROOT, this.standIn)} was not built: ${this.pointedAtBy} matched no module. ` +
              "@module-federation/* has moved the file it stands in for (see VERIFIED_FEDERATION_VERSION in rspack/federation.ts).",
          ),
        );
      });
    });
  }
}

/** Replaces the file matching `resource` with a stand-in (in `dir`), and fails the build if none matches. */
class RuntimeTrim implements RspackPluginInstance {
  constructor(
    private readonly resource: RegExp,
    private readonly file: string,
    private readonly dir = RUNTIME_TRIMS,
  ) {}
  apply(compiler: Compiler) {
    const standIn = path.join(this.dir, this.file);
    new rspack.NormalModuleReplacementPlugin(this.resource, standIn).apply(compiler);
    new StandInBuilt(standIn, `the trim ${this.resource}`).apply(compiler);
  }
}

/** Which stand-in replaces which file; the tooling test compares each pair's exports. */
export const ERROR_TEXTS_TRIM = { resource: /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/, file: "error-texts.js" };
export const SHELL_RUNTIME_TRIMS = [
  { resource: /runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, file: "snapshot-handler.js" },
  { resource: /runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/, file: "preload.js" },
  { resource: /webpack-bundler-runtime[\\/]dist[\\/]remotes\.js$/, file: "bundler-remotes.js" },
];

/** Every build: the federation runtime's error texts give way to their codes. */
export const errorTextsTrim = () => new RuntimeTrim(ERROR_TEXTS_TRIM.resource, ERROR_TEXTS_TRIM.file);

/**
 * Only the shell bundles the federation runtime; it never uses remote snapshots from manifests,
 * preloadRemote() or remotes declared at build time.
 */
export const shellRuntimeTrims = () => SHELL_RUNTIME_TRIMS.map(({ resource, file }) => new RuntimeTrim(resource, file));

/**
 * The @tanstack/query-core version whose private file QUERY_TRIMS replaces: any other may have moved
 * or reshaped it, or started to call it for queries @gh/query can make.
 */
export const VERIFIED_QUERY_CORE_VERSION = "5.108.0";

export const QUERY_TRIMS = [{ resource: /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]infiniteQueryBehavior\.js$/, file: "infinite-query-behavior.js" }];

/**
 * Only the shell bundles @gh/query (remotes take it from the shell): infinite queries, which
 * @gh/query does not export, give way to a stand-in.
 */
export function queryTrims(): RspackPluginInstance[] {
  const installed = (JSON.parse(readFileSync(path.join(ROOT, "node_modules", "@tanstack", "query-core", "package.json"), "utf8")) as { version: string }).version;
  if (installed !== VERIFIED_QUERY_CORE_VERSION) {
    throw new Error(
      `@tanstack/query-core is ${installed}; packages/query/trims/ was checked against ${VERIFIED_QUERY_CORE_VERSION}. Before changing ` +
        "VERIFIED_QUERY_CORE_VERSION in rspack/trims.ts, re-check that query-core still calls infiniteQueryBehavior only for " +
        "infinite queries (query.js) and that `npm run test:unit` finds the stand-in's exports unchanged.",
    );
  }
  return QUERY_TRIMS.map(({ resource, file }) => new RuntimeTrim(resource, file, QUERY_TRIMS_DIR));
}
