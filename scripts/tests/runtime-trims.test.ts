/**
 * Each stand-in in shell/src/federation/runtime-trims/ (and packages/query/trims/) offers what the
 * @module-federation (@tanstack/query-core) file it replaces offers: the same exports, each of the
 * same kind (function, object, ...). The build only
 * checks that a trim still matches a file (rspack/trims.ts); this catches an upgrade that keeps the
 * file but changes what it exports, which the stand-in would then silently lack.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { BUNDLER_RUNTIME_VERSION, FEDERATION_SET_UP } from "../../rspack/shell-bundler-runtime.ts";
import { ERROR_TEXTS_TRIM, QUERY_TRIMS, QUERY_TRIMS_DIR, RUNTIME_TRIMS, SHELL_RUNTIME_TRIMS } from "../../rspack/trims.ts";

const root = new URL("../..", import.meta.url).pathname;
const federationDir = path.join(root, "node_modules", "@module-federation");
const federationFiles = readdirSync(federationDir, { recursive: true, encoding: "utf8" }).map((file) => path.join(federationDir, file));

type Exports = Record<string, unknown>;
const load = (file: string) => import(pathToFileURL(file).href) as Promise<Exports>;

/** Export name → its kind, e.g. { SnapshotHandler: "function" }. */
const kinds = (exports: Exports) => Object.fromEntries(Object.keys(exports).sort().map((name) => [name, typeof exports[name]]));

describe("each runtime trim's stand-in", () => {
  for (const { resource, file } of [ERROR_TEXTS_TRIM, ...SHELL_RUNTIME_TRIMS]) {
    it(`${file} exports what the file it replaces (${resource}) does`, async () => {
      // The ESM builds: the build resolves the federation runtime to them (rspack/federation.ts).
      const originals = federationFiles.filter((candidate) => resource.test(candidate) && !candidate.endsWith(".cjs"));
      expect(originals.length).toBeGreaterThan(0);
      const standIn = kinds(await load(path.join(RUNTIME_TRIMS, file)));
      for (const original of originals) expect(standIn, path.relative(federationDir, original)).toEqual(kinds(await load(original)));
    });
  }
});

describe("each react-query trim's stand-in (packages/query/trims/)", () => {
  const queryCoreDir = path.join(root, "node_modules", "@tanstack", "query-core", "build");
  const queryCoreFiles = readdirSync(queryCoreDir, { recursive: true, encoding: "utf8" }).map((file) => path.join(queryCoreDir, file));
  for (const { resource, file } of QUERY_TRIMS) {
    it(`${file} exports what the file it replaces (${resource}) does`, async () => {
      const originals = queryCoreFiles.filter((candidate) => resource.test(candidate));
      expect(originals).toHaveLength(1);
      expect(kinds(await load(path.join(QUERY_TRIMS_DIR, file)))).toEqual(kinds(await load(originals[0]!)));
    });
  }
});

/** rspack's federation start-up as the function a build imports (rspack/shell-bundler-runtime.ts). */
type SetUp = (webpackRequire: unknown, ...inputs: unknown[]) => void;
const setUpFederation = vi.hoisted(() => ({ current: undefined as SetUp | undefined }));
vi.mock("gh-federation-set-up", () => ({ setUpFederation: (...args: Parameters<SetUp>) => setUpFederation.current!(...args) }));
// The build's module is this text too (a data: URL), with `export function setUpFederation(…)`.
setUpFederation.current = new Function(...FEDERATION_SET_UP.parameters, FEDERATION_SET_UP.body) as SetUp;

describe("the federation start-up every build shares", () => {
  it("as a function of its inputs, sets a build's federation object up and hooks the container into its bundler runtime", () => {
    const bundlerRuntime = { S: {}, init: vi.fn(() => "instance"), initContainerEntry: vi.fn(() => "initialised"), consumes: vi.fn(), I: vi.fn() };
    const fail = (..._args: unknown[]): unknown => {
      throw new Error("not set up");
    };
    const webpackRequire = {
      federation: {} as Exports,
      f: { consumes: fail },
      S: {},
      I: fail,
      initContainer: fail,
      getContainer: fail,
      initializeExposesData: { moduleMap: { "./Page": () => "page factory" }, shareScope: "default" },
      initializeSharingData: { scopeToSharingDataMapping: {} },
      consumesLoadingData: { chunkMapping: {}, moduleIdToConsumeDataMapping: {} },
    };
    const federation = { runtime: {}, bundlerRuntime, attachShareScopeMap: vi.fn() };

    setUpFederation.current!(webpackRequire, federation, [], {}, "mfe_example", "version-first", undefined, "var");

    expect(webpackRequire.federation.instance).toBe("instance");
    expect(webpackRequire.federation.initOptions).toMatchObject({ name: "mfe_example", shareStrategy: "version-first", shared: {} });
    expect(webpackRequire.S).toBe(bundlerRuntime.S);
    expect(webpackRequire.initContainer()).toBe("initialised");
    expect(webpackRequire.getContainer("./Page")).toBe("page factory");
    expect(federation.attachShareScopeMap).toHaveBeenCalledWith(webpackRequire);
  });
});

describe("the bundler runtime a remote builds with", () => {
  const bundlerRuntimeDist = path.join(federationDir, "webpack-bundler-runtime", "dist");
  const scope = globalThis as Record<string, unknown>;
  afterAll(() => {
    delete scope.GH_BUNDLER_RUNTIME_VERSION;
    delete scope.__GH_FEDERATION_BUNDLER_RUNTIME__;
  });

  it("borrowed from the shell (remote-bundler-runtime.js) has every part of the package's federation object, each of the same kind, and the shell's start-up", async () => {
    const original = (await load(path.join(bundlerRuntimeDist, "index.js"))).default as Exports;
    // As share-bundler-runtime-plugin.ts publishes it, with the version the remote was built with.
    const shellSetUp = vi.fn();
    scope.GH_BUNDLER_RUNTIME_VERSION = BUNDLER_RUNTIME_VERSION;
    scope.__GH_FEDERATION_BUNDLER_RUNTIME__ = { ...original, setUpFederation: shellSetUp, version: BUNDLER_RUNTIME_VERSION };
    // The federation plugin imports the package's default export, which this stands in for; the
    // remote's entry then calls the start-up it names.
    const standIn = await load(path.join(RUNTIME_TRIMS, "remote-bundler-runtime.js"));
    const federation = standIn.default as Exports;

    expect(kinds(federation)).toMatchObject(kinds(original));
    expect(kinds(federation.bundlerRuntime as Exports)).toEqual(kinds(original.bundlerRuntime as Exports));
    expect(standIn.setUpFederation).toBe(shellSetUp);
  });

  it("hands the bundler runtime every function of the federation runtime it calls (`federation.runtime`)", async () => {
    // The stand-in names them rather than importing the whole module, so the rest stays out of remoteEntry.js.
    const called = new Set<string>();
    for (const file of readdirSync(bundlerRuntimeDist).filter((name) => name.endsWith(".js"))) {
      for (const [, name] of readFileSync(path.join(bundlerRuntimeDist, file), "utf8").matchAll(/\bruntime\.(\w+)\(/g)) called.add(name!);
    }
    expect(called.size).toBeGreaterThan(0);
    const standIn = (await load(path.join(RUNTIME_TRIMS, "remote-bundler-runtime.js"))).default as { runtime: Exports };
    for (const name of called) expect(typeof standIn.runtime[name], name).toBe("function");
  });

  it("its own copy (own-bundler-runtime.js) has every part of the package's federation object but build-time remotes and the runtime, and the start-up", async () => {
    const original = await load(path.join(bundlerRuntimeDist, "index.js"));
    const { remotes: _remotes, S: _S, ...parts } = original.bundlerRuntime as Exports;
    const { runtime: _runtime, ...federationParts } = original.default as Exports;
    const ownCopy = await load(path.join(RUNTIME_TRIMS, "own-bundler-runtime.js"));

    expect(kinds(ownCopy.bundlerRuntime as Exports)).toEqual(kinds(parts));
    expect(ownCopy.attachShareScopeMap).toBe(original.attachShareScopeMap);
    expect(kinds(ownCopy.federation as Exports)).toEqual(kinds(federationParts));
    expect(kinds((ownCopy.federation as Exports).bundlerRuntime as Exports)).toEqual(kinds({ ...parts, S: {} }));
    expect(typeof ownCopy.setUpFederation).toBe("function");
  });
});
