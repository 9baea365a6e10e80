/**
 * The one build factory every front end uses (CONVENTIONS.md): swc for TypeScript/JSX, native CSS,
 * Module Federation with the single list of shared singletons, and per-app output folders.
 * Each app's rspack.config.ts only names itself, what it exposes and which routes it owns.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from "@rspack/core";
import type { RemoteRoute } from "./packages/contracts/src/federation.ts";
import { admitPaystack } from "./scripts/paystack-csp.ts";

const ROOT = import.meta.dirname;
export const DIST = path.join(ROOT, "dist");

export type { RemoteRoute } from "./packages/contracts/src/federation.ts";

/**
 * Single shared copies across the shell and every remote. Share by package name only: a relative
 * or deep import of one of these makes a second copy (STACK.md trap 9). react-router is shared
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
  "@gh/ui",
  "@gh/ui/flows",
] as const;

const shared = Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true }]));

/**
 * The federation runtime packages ship CommonJS and ESM builds; some of the runtime's own modules
 * reach them by require(), which bundles the CommonJS builds whole (Node loaders included). Pointing
 * every request at the ESM build lets the optimisation flags below drop what a browser never runs.
 */
const FEDERATION_RUNTIME_ESM = Object.fromEntries(
  (["sdk", "runtime", "runtime-core", "webpack-bundler-runtime", "runtime-tools"] as const).map((name) => [
    `@module-federation/${name}$`,
    path.join(ROOT, "node_modules", "@module-federation", name, "dist", "index.js"),
  ]),
);

/**
 * The federation plugin imports its bundler runtime and runtime plugins, and aliases the runtime
 * itself, by absolute path to their CommonJS builds, which the package aliases above never see; the
 * ESM builds let unused parts drop (and keep one copy of the runtime's error texts, not two).
 */
const FEDERATION_CJS_TO_ESM = Object.fromEntries(
  (["webpack-bundler-runtime", "inject-external-runtime-core-plugin", "runtime", "runtime-core", "runtime-tools", "sdk"] as const).map((name) => {
    const dist = path.join(ROOT, "node_modules", "@module-federation", name, "dist");
    return [`${path.join(dist, "index.cjs")}$`, path.join(dist, "index.js")];
  }),
);

/**
 * react-router ships a development build (its package's default export) and a production build
 * without development-only checks; every area imports it through the @gh/router singleton.
 */
const REACT_ROUTER_PRODUCTION = { "react-router$": path.join(ROOT, "node_modules", "react-router", "dist", "production", "index.mjs") };

/** Small stand-ins for parts of the federation runtime we never run; each file says why. */
const RUNTIME_TRIMS = path.join(ROOT, "shell", "src", "federation", "runtime-trims");
const replaceWithTrim = (resource: RegExp, file: string) => new rspack.NormalModuleReplacementPlugin(resource, path.join(RUNTIME_TRIMS, file));

/** Every build: the federation runtime's error texts give way to their codes. */
const errorTextsTrim = () => replaceWithTrim(/@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/, "error-texts.js");

/**
 * Only the shell bundles the federation runtime; it never uses remote snapshots from manifests,
 * preloadRemote() or remotes declared at build time.
 */
const shellRuntimeTrims = () => [
  replaceWithTrim(/runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, "snapshot-handler.js"),
  replaceWithTrim(/runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/, "preload.js"),
  replaceWithTrim(/webpack-bundler-runtime[\\/]dist[\\/]remotes\.js$/, "bundler-remotes.js"),
];

/**
 * A remote's build takes the shell's bundler runtime instead of its own copy (see the stand-in's
 * comment): both the federation plugin's absolute imports of the package and imports by its name.
 */
const BUNDLER_RUNTIME_DIST = path.join(ROOT, "node_modules", "@module-federation", "webpack-bundler-runtime", "dist");
const REMOTE_BUNDLER_RUNTIME = path.join(RUNTIME_TRIMS, "remote-bundler-runtime.js");
const REMOTE_USES_SHELL_BUNDLER_RUNTIME = {
  [`${path.join(BUNDLER_RUNTIME_DIST, "index.cjs")}$`]: REMOTE_BUNDLER_RUNTIME,
  [`${path.join(BUNDLER_RUNTIME_DIST, "index.js")}$`]: REMOTE_BUNDLER_RUNTIME,
  "@module-federation/webpack-bundler-runtime$": REMOTE_BUNDLER_RUNTIME,
};

const BASE_ALIASES = { ...FEDERATION_RUNTIME_ESM, ...FEDERATION_CJS_TO_ESM, ...REACT_ROUTER_PRODUCTION };

/** Browsers of the phones our patients carry; lower targets cost bytes on every page. */
const TARGETS = ["chrome >= 87", "edge >= 88", "firefox >= 78", "safari >= 14", "samsung >= 14"];

interface AppOptions {
  /** Federation container name, e.g. "mfe_admin"; also the build's uniqueName. */
  name: string;
  /** The app's folder, i.e. `import.meta.dirname` of its rspack.config.ts. */
  dir: string;
  mode?: "production" | "development";
}

interface RemoteOptions extends AppOptions {
  /** Deliberate entry points only: its pages and the components other areas embed. */
  exposes: Record<string, string>;
  /** The route paths this remote owns, published through /remotes.json. */
  routes: RemoteRoute[];
}

function baseConfig({ name, dir, mode = "production" }: AppOptions): Configuration {
  return {
    mode,
    context: dir,
    target: ["web", "es2020"],
    // GH_SOURCEMAP=1 writes source maps, e.g. to see which modules a landing chunk's bytes come from.
    devtool: process.env.GH_SOURCEMAP ? "source-map" : mode === "production" ? false : "cheap-module-source-map",
    resolve: { extensions: [".tsx", ".ts", ".js", ".mjs"], alias: BASE_ALIASES },
    module: {
      rules: [
        {
          test: /\.(ts|tsx)$/,
          loader: "builtin:swc-loader",
          options: {
            jsc: {
              parser: { syntax: "typescript", tsx: true },
              transform: { react: { runtime: "automatic", development: mode === "development" } },
            },
            env: { targets: TARGETS },
          },
          type: "javascript/auto",
        },
        { test: /\.css$/, type: "css/auto" },
        { test: /\.(svg|png|webp)$/, type: "asset/resource" },
      ],
    },
    optimization: {
      minimize: mode === "production",
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          // react-router ships one build, with its development warnings (28 calls, ~1 KiB gzip of
          // message text on every page); they only ever say what a developer got wrong.
          minimizerOptions: { compress: { pure_funcs: ["warning", "warningOnce"] } },
        }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
    performance: { hints: false },
    output: {
      uniqueName: name,
      filename: "[name].[contenthash:8].js",
      chunkFilename: "[name].[contenthash:8].js",
      cssFilename: "[name].[contenthash:8].css",
      cssChunkFilename: "[name].[contenthash:8].css",
      assetModuleFilename: "assets/[name].[contenthash:8][ext]",
    },
  };
}

function federation(options: { name: string; exposes?: Record<string, string>; runtimePlugins?: string[]; host?: boolean }) {
  return new ModuleFederationPlugin({
    name: options.name,
    filename: options.exposes ? "remoteEntry.js" : undefined,
    exposes: options.exposes,
    remotes: {},
    shared,
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

/** Writes the remote's manifest fragment; scripts/compose-remotes.mjs merges them into /remotes.json. */
class RemoteManifestPlugin implements RspackPluginInstance {
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

/** A build for a deployment with a Paystack key admits its checkout in the page CSP (scripts/paystack-csp.ts). */
class PaystackCspPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    if (!process.env.PAYSTACK_PUBLIC_KEY) return;
    compiler.hooks.thisCompilation.tap("PaystackCspPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "PaystackCspPlugin", stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const headers = compilation.getAsset("_headers");
        if (!headers) throw new Error("shell: public/_headers was not copied into the build");
        compilation.updateAsset("_headers", new rspack.sources.RawSource(admitPaystack(String(headers.source.source()))));
      });
    });
  }
}

/** A micro-frontend: built alone into dist/mfe/<folder>/, its routes published via remote.json. */
export function remoteConfig(options: RemoteOptions): Configuration {
  const folder = path.basename(options.dir).replace(/^mfe-/, "");
  const basePath = `/mfe/${folder}/`;
  const base = baseConfig(options);
  return {
    ...base,
    name: options.name,
    entry: {},
    resolve: { ...base.resolve, alias: { ...BASE_ALIASES, ...REMOTE_USES_SHELL_BUNDLER_RUNTIME } },
    output: {
      ...base.output,
      path: path.join(DIST, "mfe", folder),
      // Its own folder, so cleaning it never touches the shell or another remote.
      clean: true,
      // Where the Worker serves it (its remote.json names the entry there too); a fixed path spares
      // every remote entry the code that works it out from the script's own URL.
      publicPath: basePath,
    },
    // One file per exposed page (plus its CSS): a page that shares code with another would otherwise
    // fetch a third, shared chunk, and every request counts on a slow phone network.
    optimization: { ...base.optimization, splitChunks: false },
    plugins: [
      federation({ name: options.name, exposes: options.exposes }),
      errorTextsTrim(),
      new RemoteManifestPlugin({ name: options.name, basePath, routes: options.routes }),
    ],
  };
}

/** The host shell: dist/index.html and its assets; never cleans the remotes' output. */
export function hostConfig(options: AppOptions & { runtimePlugins: string[] }): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    name: options.name,
    entry: { main: "./src/index.ts" },
    output: {
      ...base.output,
      path: DIST,
      publicPath: "/",
      // rspack 2 passes absolute paths to `keep` (STACK.md trap 8).
      clean: { keep: /[\\/]dist[\\/](mfe[\\/]|remotes\.json$)/ },
    },
    // As for remotes: each shared library and each page is one file with everything it needs, not a
    // file plus split-off vendor chunks (two requests for @gh/router, two for @gh/query, and so on).
    optimization: { ...base.optimization, splitChunks: false },
    plugins: [
      federation({ name: options.name, runtimePlugins: options.runtimePlugins, host: true }),
      new rspack.HtmlRspackPlugin({ template: "./index.html", inject: "body", scriptLoading: "defer" }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: "public", to: "." }] }),
      new PaystackCspPlugin(),
      errorTextsTrim(),
      ...shellRuntimeTrims(),
    ],
  };
}

/**
 * A page rendered to static HTML at build time (a node bundle whose `render()` returns markup), so
 * it works before, or without, JavaScript. scripts/prerender.mjs runs it after the remote's build.
 */
export function prerenderConfig(options: AppOptions & { entry: string }): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    name: `${options.name}-prerender`,
    target: "node",
    entry: { prerender: options.entry },
    optimization: { minimize: false },
    // Node targets drop CSS by default; the static page needs its stylesheet.
    module: { ...base.module, generator: { "css/auto": { exportsOnly: false } } },
    output: {
      path: path.join(options.dir, ".prerender"),
      filename: "[name].cjs",
      cssFilename: "[name].css",
      library: { type: "commonjs2" },
      clean: true,
    },
  };
}
