import type { D1Migration } from "@cloudflare/vitest-pool-workers";
import type * as Worker from "../src/index.ts";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Empty at start: migrations.test.ts replays the migrations on it over rows it writes. */
      MIGRATION_DB: D1Database;
    }
    // Types `exports.default` from cloudflare:workers as our Worker.
    interface GlobalProps {
      mainModule: typeof Worker;
    }
  }
}
