/** API tests run inside workerd against real local D1, KV and R2 (no storage mocks). */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  // wrangler.toml serves the built front end from dist/; the API tests need none of it, only the folder.
  mkdirSync(path.join(import.meta.dirname, "../dist"), { recursive: true });
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      // The Worker draws /search with the directory's React page (src/pages/search-page.ts); the page's
      // stylesheet imports are nothing the Worker uses (wrangler.toml imports them as text).
      {
        name: "stylesheets-unused-by-the-worker",
        enforce: "pre",
        resolveId: (id: string) => (id.endsWith(".css") ? "\0unused.css.js" : null),
        load: (id: string) => (id === "\0unused.css.js" ? "export default '';" : null),
      },
      cloudflareTest({
        wrangler: { configPath: "../wrangler.toml" },
        miniflare: {
          // Test-only bindings: the migrations to apply, and the environment dev-only routes key off.
          // FUZZ_RUNS and FUZZ_SEED reach the bad-input fuzz (test/fuzz) from the shell (`npm run test:fuzz`),
          // CONTRACT_RUNS the contract test beside it;
          // LEDGER_RUNS and LEDGER_SEED the ledger property test (src/money/ledger-property.test.ts).
          bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test", FUZZ_RUNS: process.env.FUZZ_RUNS ?? "", FUZZ_SEED: process.env.FUZZ_SEED ?? "", CONTRACT_RUNS: process.env.CONTRACT_RUNS ?? "", LEDGER_RUNS: process.env.LEDGER_RUNS ?? "", LEDGER_SEED: process.env.LEDGER_SEED ?? "" },
          // An empty database of its own for tests that replay the migrations over existing rows.
          d1Databases: ["MIGRATION_DB"],
        },
      }),
    ],
    test: {
      name: "edge-api",
      include: ["src/**/*.test.ts", "seed/**/*.test.ts", "test/**/*.test.ts"],
      setupFiles: ["./test/setup.ts"],
      globalSetup: ["./test/global-setup.ts"],
    },
  };
});
