import { createHash } from "node:crypto";
import { rspack, type Compiler, type RspackPluginInstance } from "@rspack/core";
import type { RemoteRoute } from "../packages/contracts/src/federation.ts";

/** Writes the remote's manifest fragment; scripts/compose-remotes.mjs merges them into /remotes.json. */
export class RemoteManifestPlugin implements RspackPluginInstance {
  constructor(private readonly remote: { name: string; basePath: string; routes: RemoteRoute[] }) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap("RemoteManifestPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "RemoteManifestPlugin", stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = compilation.getAsset("remoteEntry.js");
        if (!entry) throw new Error(`${this.remote.name}: no remoteEntry.js was emitted`);
        // The version in the URL busts caches when, and only when, this remote changes.
        const version = createHash("sha256").update(entry.source.source()).digest("hex").slice(0, 10);
        const manifest = { name: this.remote.name, entry: `${this.remote.basePath}remoteEntry.js?v=${version}`, routes: this.remote.routes };
        compilation.emitAsset("remote.json", new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
