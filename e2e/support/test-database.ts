/**
 * Changing the test server's own data where no screen or API may: nobody can book a time that has
 * passed or one two hours away outside working hours, so a test books a free slot and then moves its
 * own appointment, straight in the e2e server's local D1, with wrangler as the seed does (D1 is
 * SQLite in WAL mode: the running server sees the change on its next query).
 */
import { execFileSync } from "node:child_process";

/** Where the test server keeps its local D1 (package.json "e2e:server"). */
const E2E_STATE = ".wrangler/e2e-state";
const MINUTE_MS = 60_000;

/** `persistTo`: another server's state (a benchmark's), when not the e2e server's. */
export function moveAppointmentTo(appointmentId: number, startsAt: number, persistTo = E2E_STATE): void {
  execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--yes", "--persist-to", persistTo, "--command", `UPDATE appointments SET starts_at = ${startsAt} WHERE id = ${appointmentId}`],
    { stdio: "pipe", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
}

/**
 * The whole minute `offsetMs` from now, moved off the half hours slots start at, so an appointment
 * moved there can clash with no other booking (one active appointment per provider and instant).
 */
export function offSlotMinute(offsetMs: number): number {
  const minute = Math.floor((Date.now() + offsetMs) / MINUTE_MS) * MINUTE_MS;
  return new Date(minute).getUTCMinutes() % 30 === 0 ? minute + (offsetMs < 0 ? -MINUTE_MS : MINUTE_MS) : minute;
}
