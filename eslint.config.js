// Lint for the whole workspace, with the import-boundary rule: no area imports another area's source.
import js from "@eslint/js";
import globals from "globals";
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
  group: ALL_AREAS.flatMap((a) => [a, `${a}/**`, `**/${a}/**`]),
  message: "packages/ are shared by every area and import none of them.",
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

/** Another area's code is reached only through the federation runtime (or the HTTP API), never by a source import. */
function boundary(area, { ignores, extra = [] } = {}) {
  const others = ALL_AREAS.filter((other) => other !== area);
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

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", ".wrangler/**", ".bench/**", "test-results/**", "playwright-report/**", "edge-api/worker-configuration.d.ts", "edge-api/.seed/**", "**/.prerender/**"] },
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
  // The Worker's layers (docs/architecture.md, API); edge-api/src/seed/ is only a re-export for the benchmark scripts.
  boundary("edge-api", { ignores: ["edge-api/src/seed/**"], extra: [seedImport] }),
  boundary("edge-api", { ignores: ["edge-api/src/seed/**", "edge-api/src/routes/**", "edge-api/src/app.ts"], extra: [seedImport, routeImport] }),
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
);
