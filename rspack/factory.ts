/**
 * The one build factory every front end uses (CONVENTIONS.md): swc for TypeScript/JSX, native CSS,
 * Module Federation with the single list of shared singletons, and per-app output folders.
 * Each app's rspack.config.ts only names itself, what it exposes and which routes it owns.
 */
import path from "node:path";
import { rspack, type Configuration } from "@rspack/core";
import type { RemoteRoute } from "../packages/contracts/src/federation.ts";
import { FEDERATION_ALIASES, federation } from "./federation.ts";
import { PaystackCspPlugin } from "./paystack-csp-plugin.ts";
import { DIST, ROOT } from "./paths.ts";
import { RemoteManifestPlugin } from "./remote-manifest-plugin.ts";
import { OWN_BUNDLER_RUNTIME_LAYER, REMOTE_USES_SHELL_BUNDLER_RUNTIME, borrowShellBundlerRuntime, shareShellBundlerRuntime } from "./shell-bundler-runtime.ts";
import { TARGETS } from "./targets.ts";
import { errorTextsTrim, queryTrims, shellRuntimeTrims } from "./trims.ts";

/**
 * react-router ships a development build (its package's default export) and a production build
 * without development-only checks; every area imports it through the @gh/router singleton.
 */
const REACT_ROUTER_PRODUCTION = { "react-router$": path.join(ROOT, "node_modules", "react-router", "dist", "production", "index.mjs") };

const BASE_ALIASES = { ...FEDERATION_ALIASES, ...REACT_ROUTER_PRODUCTION };

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
        // Before compiling contracts, whose modules mark many texts a page may not use: a marked text is a
        // pure call (pure-messages-loader.cjs says why).
        { test: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/, enforce: "pre", loader: path.join(ROOT, "rspack", "pure-messages-loader.cjs") },
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

/** The module that registers a remote's catalogs (src/locales/index.ts), run before whichever exposed module loads first. */
const CATALOGS_MODULE = "./src/locales/index.ts";

/** Each exposed module with the remote's catalogs before it (a list exposes its last module's exports). */
function withCatalogs(exposes: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(exposes).map(([name, module]) => [name, [CATALOGS_MODULE, module]]));
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
    module: { ...base.module, rules: [...(base.module?.rules ?? []), OWN_BUNDLER_RUNTIME_LAYER] },
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
      federation({ name: options.name, exposes: withCatalogs(options.exposes) }),
      errorTextsTrim(),
      ...borrowShellBundlerRuntime(),
      new RemoteManifestPlugin({ name: options.name, basePath, routes: options.routes }),
    ],
  };
}

/**
 * The host's only chunk splitting: shared libraries that every page loads together become one file
 * each (React with its DOM renderer and JSX runtime; jotai with the app's store) instead of a file per
 * shared module, and the message modules of @gh/contracts, which the shell, @gh/i18n and @gh/ui each
 * bundle, are kept once, in the language runtime's file. Every file saved is a request and ~0.1 KiB
 * of wrapper on the landing (docs/architecture.md#performance, "Libraries every page loads together").
 */
const SHELL_CHUNKS = {
  chunks: "async",
  minSize: 0,
  cacheGroups: {
    default: false,
    defaultVendors: false,
    react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: "react", enforce: true },
    state: { test: /[\\/]node_modules[\\/]jotai[\\/]|[\\/]packages[\\/]state[\\/]src[\\/]/, name: "state", enforce: true },
    i18n: { test: /[\\/]packages[\\/](i18n[\\/]src[\\/](?!translations\.ts)|contracts[\\/]src[\\/](msg|messages|languages)\.ts$)/, name: "i18n", enforce: true },
  },
} satisfies NonNullable<Configuration["optimization"]>["splitChunks"];

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
      // rspack 2 passes absolute paths to `keep`, not paths relative to the output folder.
      clean: { keep: /[\\/]dist[\\/](mfe[\\/]|remotes\.json$)/ },
    },
    // As for remotes: each shared library and each page is one file with everything it needs, not a
    // file plus split-off vendor chunks (two requests for @gh/router, two for @gh/query, and so on);
    // SHELL_CHUNKS only joins libraries every page loads together.
    optimization: { ...base.optimization, splitChunks: SHELL_CHUNKS },
    plugins: [
      federation({ name: options.name, runtimePlugins: options.runtimePlugins, host: true }),
      new rspack.HtmlRspackPlugin({ template: "./index.html", inject: "body", scriptLoading: "defer" }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: "public", to: "." }] }),
      new PaystackCspPlugin(),
      errorTextsTrim(),
      ...shellRuntimeTrims(),
      ...queryTrims(),
      ...shareShellBundlerRuntime(),
    ],
  };
}

/**
 * Pages rendered to static HTML at build time (node bundles whose `render(page)` returns markup), so
 * they work before, or without, JavaScript. scripts/prerender.mjs runs them after the remote's build.
 * Each bundle also gives its pages their stylesheet: a page whose styles the others need not carry
 * gets a bundle of its own, named after it.
 */
export function prerenderConfig(options: AppOptions & { entries: Record<string, string> }): Configuration {
  const base = baseConfig(options);
  return {
    ...base,
    name: `${options.name}-prerender`,
    target: "node",
    entry: options.entries,
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
