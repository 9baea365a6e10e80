/**
 * Storage is shared by the tests of a file: apply migrations once, then empty
 * every data table and the KV namespace before each test so no test sees another's rows.
 * Reference data from migrations (specialties) stays.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach } from "vitest";

const DATA_TABLES = ["call_entries", "audit_log", "revenue_months", "time_off", "reviews", "payments", "appointments", "sessions", "providers", "ussd_callers", "users", "outbox", "rate_limits"];

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});

beforeEach(async () => {
  await env.DB.batch(DATA_TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  for (const kv of [env.CODES, env.USSD_SESSIONS]) {
    const keys = await kv.list();
    await Promise.all(keys.keys.map((key) => kv.delete(key.name)));
  }
});
