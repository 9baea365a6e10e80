/**
 * Every vitest suite: unit tests for packages/, tooling tests (lint boundaries), the API inside
 * workerd, and the build test that needs a built dist/ (run after `npm run build`).
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.{ts,tsx}", "shell/src/**/*.test.{ts,tsx}", "mfe-*/src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      { test: { name: "tooling", include: ["scripts/tests/import-boundaries.test.ts", "scripts/tests/admin-create.test.ts", "scripts/tests/paystack-csp.test.ts", "scripts/tests/cpu-calibration.test.ts", "scripts/tests/deploy-check.test.ts", "scripts/tests/reseed-ledger.test.ts", "scripts/tests/runtime-trims.test.ts", "scripts/tests/check-migrations.test.ts", "scripts/tests/doc-citations.test.ts", "scripts/tests/openapi-component-names.test.ts", "scripts/tests/catalogs.test.ts"], environment: "node" } },
      { test: { name: "build", include: ["scripts/tests/remote-build.test.ts", "scripts/tests/booking-bundle.test.ts"], environment: "node" } },
      "edge-api/vitest.config.ts",
    ],
  },
});
