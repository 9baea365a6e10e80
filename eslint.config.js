// Lint for the whole workspace, with the import-boundary rule: no area imports another area's source,
// no feature imports another feature's internals, no module takes part in an import cycle, and React hooks
// follow their rules.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { existsSync, readdirSync } from "node:fs";
import globals from "globals";
import gh from "./eslint-rules/index.js";
import tseslint from "typescript-eslint";

const FRONT_END_AREAS = ["shell", "mfe-directory", "mfe-booking", "mfe-provider", "mfe-admin"];
const ALL_AREAS = [...FRONT_END_AREAS, "edge-api"];

const directRouterImport = {
  group: ["react-router", "react-router/*", "react-router-dom"],
  message: "Import routing from @gh/router: it is the one shared copy of react-router, trimmed to what we use.",
};

const directQueryImport = {
  group: ["@tanstack/react-query", "@tanstack/query-core"],
  message: "Import server state from @gh/query: it is the one shared copy of react-query, trimmed to what we use.",
};

const deepPackageImport = {
  group: ["**/packages/*/src/**", "**/packages/*/src"],
  message: "Import a package by its name (@gh/...): a relative or deep import makes a second copy of a shared singleton.",
};

const noAreaImport = {
  // The typed client reads the API's route declarations, as types only (routeTypesOnly below).
  regex: `(^|/)(${FRONT_END_AREAS.join("|")})(/.*)?$|(^|/)edge-api(/(?!api-routes$).*)?$`,
  message: "packages/ are shared by every area and import none of them.",
};

/** The browser never runs the Worker's code: it reads the route declarations' types, nothing else. */
const routeTypesOnly = {
  "@typescript-eslint/no-restricted-imports": [
    "error",
    { paths: [{ name: "edge-api/api-routes", allowTypeImports: true, message: "Import the API's route declarations with `import type`: they type the client and must add nothing to a bundle." }] },
  ],
};

/**
 * Route declarations (routes/<resource>/routes.ts, and development-routes.ts for the development-only ones), what they share (http/openapi-answers.ts) and
 * their index (api-routes.ts) are typechecked with the browser's code too: they import contracts,
 * @hono/zod-openapi and one another, nothing that needs the Worker.
 */
const WORKER_FREE_DECLARATIONS = ["edge-api/src/routes/*/*routes.ts", "edge-api/src/http/openapi-{answers,components,examples}.ts", "edge-api/src/api-routes.ts"];
const declarationImports = {
  regex: "^(?!@gh/contracts(/|$)|@hono/zod-openapi$|(\\.\\.?/)+([\\w-]+/)*([\\w-]+-)?(routes|openapi-answers|openapi-components|openapi-examples)\\.ts$)",
  message: "A route declaration is read by the browser's typed client: import only contracts, @hono/zod-openapi, other declarations and http/openapi-{answers,components,examples}.ts.",
};

/** The seed fills a local database from scripts; the Worker's code never imports it, so no seed is deployed. */
const seedImport = {
  group: ["**/seed/**", "**/seed"],
  message: "The Worker's code does not import the seed (edge-api/seed/): it is for scripts, and must stay out of the deployed bundle.",
};

/** Routes validate, authorise, call and serialise; what they call (db/, http/, payments/, money/, …) never imports a route. */
const routeImport = {
  group: ["**/routes/**", "**/routes"],
  message: "Only app.ts and routes/ import routes: move what is shared into db/, http/, payments/ or money/.",
};

/**
 * The one way the Worker uses a front end's code: a page a remote publishes for the Worker to draw
 * per request (its package's "./server/*" exports; docs/decisions/0009-search-results-in-the-html.md).
 */
const serverRenders = ["mfe-directory"];

/** Another area's code is reached only through the federation runtime (or the HTTP API), never by a source import. */
function boundary(area, { ignores, extra = [], allow = [] } = {}) {
  const others = ALL_AREAS.filter((other) => other !== area && !allow.includes(other));
  return {
    files: [`${area}/src/**/*.{ts,tsx}`],
    ...(ignores ? { ignores } : {}),
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: others.flatMap((other) => [other, `${other}/**`, `**/${other}/**`]),
              message: `${area} may not import another area's source: use the federation runtime (loadRemote) or the API.`,
            },
            // An area it may draw pages of: only through that package's "server/<page>" exports.
            ...allow.map((other) => ({
              regex: `(^|/)${other}(/(?!server/[a-z-]+$).*)?$`,
              message: `${area} may use ${other} only through its "${other}/server/<page>" exports.`,
            })),
            deepPackageImport,
            directRouterImport,
            directQueryImport,
            ...extra,
          ],
        },
      ],
    },
  };
}

/**
 * Inside an area, a feature does not import another feature's internals: what two features share lives in
 * the area's src/components/ (UI) or src/lib/ (the rest), or in a package (docs/architecture.md).
 */
function featureBoundaries(area) {
  const featuresDir = `${area}/src/features`;
  const dir = new URL(featuresDir, import.meta.url);
  const features = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  return features.map(({ name }) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`],
    message: `Feature "${name}" may not import another feature's internals: move what they share to ${area}/src/components/ or ${area}/src/lib/.`,
  }));
}

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", ".wrangler/**", ".bench/**", "test-results/**", "playwright-report/**", "edge-api/worker-configuration.d.ts", "edge-api/.seed/**", "**/.prerender/**", ".api/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  ...ALL_AREAS.map((area) => boundary(area)),
  // The Worker's layers (docs/architecture.md, API).
  boundary("edge-api", { extra: [seedImport], allow: serverRenders }),
  boundary("edge-api", { ignores: ["edge-api/src/routes/**", "edge-api/src/app.ts"], extra: [seedImport, routeImport], allow: serverRenders }),
  { files: WORKER_FREE_DECLARATIONS, rules: { "no-restricted-imports": ["error", { patterns: [declarationImports] }] } },
  {
    // Only the two rules of hooks: the plugin's "recommended" set also carries the React Compiler's rules,
    // and this codebase does not use the compiler.
    files: ["shell/src/**/*.{ts,tsx}", "mfe-*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // A cycle makes module order decide what is defined at import time, and ties two modules into one.
    // Type-only imports are left out: they vanish from the build.
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.web.json", "tsconfig.node.json", "tsconfig.e2e.json", "edge-api/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // A story test may walk through several features (sign up, verify, then the dashboard).
    files: FRONT_END_AREAS.map((area) => `${area}/src/features/**/*.{ts,tsx}`),
    ignores: ["**/*.test.{ts,tsx}", "**/*.test-helpers.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: FRONT_END_AREAS.flatMap(featureBoundaries) }] },
  },
  {
    files: ["packages/*/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noAreaImport] }] },
  },
  {
    // Only @gh/router and @gh/query wrap their library; every other package goes through them too.
    files: ["packages/*/src/**/*.{ts,tsx}"],
    ignores: ["packages/router/**", "packages/query/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [noAreaImport, directRouterImport, directQueryImport] }] },
  },
  { files: ["packages/*/src/**/*.{ts,tsx}"], rules: routeTypesOnly },
  {
    // Every text a person reads comes from the catalogs (docs/architecture.md, Languages). Tests and
    // fixtures speak English on purpose; the test helpers package is for tests only.
    files: [...ALL_AREAS.map((area) => `${area}/src/**/*.{ts,tsx}`), "packages/*/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.test-helpers.{ts,tsx}", "packages/test-support/**"],
    plugins: { gh },
    rules: { "gh/no-untranslated-text": "error" },
  },
);
