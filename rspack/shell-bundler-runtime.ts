/**
 * A remote's build takes the shell's bundler runtime instead of its own copy
 * (shell/src/federation/runtime-trims/remote-bundler-runtime.js says why), and the code that sets a
 * build's federation object up at its start (rspack's, see FederationSetUp below). Both builds name
 * the bundler runtime they were built with; a remote whose shell publishes another one uses its own
 * copy instead, fetched only then (runtime-trims/own-bundler-runtime.js).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { rspack, rspackVersion, type Compiler, type RspackPluginInstance } from "@rspack/core";
import { installedFederationVersion } from "./federation.ts";
import { federationPackage, ROOT } from "./paths.ts";
import { RUNTIME_TRIMS, StandInBuilt } from "./trims.ts";

/**
 * The bundler runtime's contract: its own code (the federation version), the rspack runtime
 * (`__webpack_require__`) its functions are handed, and rspack's federation start-up published with
 * it ("set-up", see FederationSetUp). Replaced at build time wherever GH_BUNDLER_RUNTIME_VERSION is
 * written (types/build-constants.d.ts).
 */
export const BUNDLER_RUNTIME_VERSION = `${installedFederationVersion("webpack-bundler-runtime")}/${rspackVersion}/set-up`;

const bundlerRuntimeVersion = () => new rspack.DefinePlugin({ GH_BUNDLER_RUNTIME_VERSION: JSON.stringify(BUNDLER_RUNTIME_VERSION) });

/**
 * rspack's federation start-up (@rspack/core's moduleFederationDefaultRuntime.js): what every build's
 * entry runs once to fill its `__webpack_require__.federation` from the build's sharing data and hook
 * chunk loading, the container's init and get into the bundler runtime. rspack inlines it into each
 * build's entry, the shell's and every remoteEntry.js (~1.1 KiB gzip each); it depends on nothing of
 * the build but a few inputs (the bundler runtime, runtime plugins, the container's name…), which
 * rspack declares as the template's free variables.
 */
function federationSetUpTemplate(): { inputs: string; body: string } {
  const dist = path.join(ROOT, "node_modules", "@rspack", "core", "dist");
  const inputs = /^var ([\w$,]+);export default function\(\)\{/.exec(readFileSync(path.join(dist, "moduleFederationDefaultRuntime.js"), "utf8"))?.[1];
  if (!inputs) throw new Error(`${dist}/moduleFederationDefaultRuntime.js no longer declares its inputs first: re-check rspack/shell-bundler-runtime.ts`);
  // Read as rspack reads it (its own require, Template.getFunctionContent), so the body is the text it inlines.
  const template = (createRequire(path.join(dist, "index.js"))("./moduleFederationDefaultRuntime.js") as { default: () => void }).default;
  return { inputs, body: rspack.Template.getFunctionContent(template) };
}

const SET_UP = federationSetUpTemplate();
/** The template's name for `__webpack_require__`, which rspack writes in when it inlines it. */
const REQUIRE_INPUT = "__module_federation_runtime_require__";
/** The start-up as a function: its parameters (`__webpack_require__`, then the inputs) and body. */
export const FEDERATION_SET_UP = { parameters: [REQUIRE_INPUT, ...SET_UP.inputs.split(",")], body: SET_UP.body };
/** What a build imports to have the start-up as a function of its inputs (types/build-constants.d.ts). */
const SET_UP_REQUEST = "gh-federation-set-up";
const SET_UP_MODULE = `data:text/javascript,${encodeURIComponent(`export function setUpFederation(${FEDERATION_SET_UP.parameters.join(",")}){${SET_UP.body}}`)}`;
/** The entry runtime module rspack's federation plugin adds to every build: its inputs, then the start-up inlined. */
const ENTRY_RUNTIME = /^@module-federation\/runtime\/rspack\.js!=!data:text\/javascript,/;
const BUNDLER_RUNTIME_IMPORT = /^import __module_federation_bundler_runtime__ from ("[^"]+")/;
const CALL = `setUpFederation(__webpack_require__,${SET_UP.inputs})`;

/**
 * The build's entry runtime module with the start-up inlined by rspack replaced by a call of the one
 * `setUpFederation`: the shell's own (which it publishes with its bundler runtime) or, in a remote, the
 * one its bundler runtime stand-in hands it (the shell's, or its own copy's). Fails the build when the
 * module is not the template rspack inlines: then it is not known what the function would replace.
 */
class FederationSetUp implements RspackPluginInstance {
  constructor(private readonly from: "set-up module" | "bundler runtime") {}
  apply(compiler: Compiler) {
    let replaced = false;
    new rspack.NormalModuleReplacementPlugin(ENTRY_RUNTIME, (resolveData) => {
      const [prefix] = ENTRY_RUNTIME.exec(resolveData.request)!;
      const source = decodeURIComponent(resolveData.request.slice(prefix.length));
      // Asked again once resolved (with the module already replaced): nothing left to do.
      if (source.endsWith(CALL)) return;
      const inlined = SET_UP.body.replace(REQUIRE_INPUT, "__webpack_require__");
      const bundlerRuntime = BUNDLER_RUNTIME_IMPORT.exec(source)?.[1];
      if (!source.endsWith(inlined) || !bundlerRuntime) {
        throw new Error("rspack's federation entry runtime is not its start-up template inlined after its inputs: re-check rspack/shell-bundler-runtime.ts");
      }
      const from = this.from === "set-up module" ? JSON.stringify(SET_UP_REQUEST) : bundlerRuntime;
      resolveData.request = prefix + encodeURIComponent(`${source.slice(0, -inlined.length)}import{setUpFederation}from ${from};${CALL}`);
      replaced = true;
    }).apply(compiler);
    new rspack.NormalModuleReplacementPlugin(new RegExp(`^${SET_UP_REQUEST}$`), (resolveData) => {
      resolveData.request = SET_UP_MODULE;
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap("FederationSetUp", (compilation) => {
      compilation.hooks.finishModules.tap("FederationSetUp", () => {
        if (!replaced) compilation.errors.push(new rspack.WebpackError("rspack's federation entry runtime was not found: re-check ENTRY_RUNTIME in rspack/shell-bundler-runtime.ts"));
      });
    });
  }
}

/** The shell publishes its bundler runtime and start-up with their version (share-bundler-runtime-plugin.ts). */
export const shareShellBundlerRuntime = () => [bundlerRuntimeVersion(), new FederationSetUp("set-up module")];

const BUNDLER_RUNTIME_DIST = federationPackage("webpack-bundler-runtime", "dist");
const REMOTE_BUNDLER_RUNTIME = path.join(RUNTIME_TRIMS, "remote-bundler-runtime.js");

/** Both the federation plugin's absolute imports of the package and imports by its name. */
export const REMOTE_USES_SHELL_BUNDLER_RUNTIME = {
  [`${path.join(BUNDLER_RUNTIME_DIST, "index.cjs")}$`]: REMOTE_BUNDLER_RUNTIME,
  [`${path.join(BUNDLER_RUNTIME_DIST, "index.js")}$`]: REMOTE_BUNDLER_RUNTIME,
  "@module-federation/webpack-bundler-runtime$": REMOTE_BUNDLER_RUNTIME,
};

/**
 * The remote's own copy, fetched only from a shell with another bundler runtime, builds in a layer of
 * its own: its imports of modules the remote's entry also holds (the federation runtime's exports,
 * initContainerEntry) get copies in its chunk, so the entry's stay inlined (~70 B gzip per remote entry).
 */
export const OWN_BUNDLER_RUNTIME_LAYER = { test: path.join(RUNTIME_TRIMS, "own-bundler-runtime.js"), layer: "own-bundler-runtime" };

/** A remote borrows it; the build fails if the aliases above no longer catch the plugin's import. */
export const borrowShellBundlerRuntime = () => [
  bundlerRuntimeVersion(),
  new FederationSetUp("bundler runtime"),
  new StandInBuilt(REMOTE_BUNDLER_RUNTIME, "the alias of @module-federation/webpack-bundler-runtime"),
];
