/**
 * Small stand-ins for parts of the federation runtime we never run (each file in
 * shell/src/federation/runtime-trims/ says why). They replace private files of @module-federation/*
 * by path, so an upgrade that moves one would quietly bring its bytes back: a trim whose stand-in
 * was not built fails the build, naming the pattern that matched nothing.
 */
import path from "node:path";
import { rspack, type Compiler, type RspackPluginInstance } from "@rspack/core";
import { ROOT } from "./paths.ts";

export const RUNTIME_TRIMS = path.join(ROOT, "shell", "src", "federation", "runtime-trims");

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

/** Replaces the federation runtime's file matching `resource` with a stand-in, and fails the build if none matches. */
class RuntimeTrim implements RspackPluginInstance {
  constructor(
    private readonly resource: RegExp,
    private readonly file: string,
  ) {}
  apply(compiler: Compiler) {
    const standIn = path.join(RUNTIME_TRIMS, this.file);
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
