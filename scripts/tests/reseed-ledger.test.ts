/**
 * `npm start` seeds the local database every time: a second start after someone booked and paid must
 * still leave a database whose money reconciles (`npm run ledger:check`). Runs the real scripts
 * against a throwaway --persist-to folder, so it takes about a minute.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../seed.ts";

const state = mkdtempSync(path.join(tmpdir(), "reseed-ledger-"));
afterAll(() => rmSync(state, { recursive: true, force: true }));

const quiet = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync("npx", [command, ...args], { cwd: REPO_ROOT, encoding: "utf8", env: quiet, maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A patient books a visit and pays for it, as the app writes it: the appointment, its payment, and (by trigger) the ledger's charge. */
const BOOK_AND_PAY = `
INSERT INTO appointments (id, patient_id, provider_id, starts_at, status, payment_status, hold_expires_at, patient_name, patient_phone, patient_email, fee_pesewas, commission_pesewas, payout_pesewas, created_at, updated_at)
SELECT (SELECT max(id) + 1 FROM appointments), patient_id, provider_id, starts_at + 3 * 86400000, 'pending', 'pending', updated_at + 900000, patient_name, patient_phone, patient_email, fee_pesewas, commission_pesewas, payout_pesewas, updated_at, updated_at
FROM appointments ORDER BY id DESC LIMIT 1;
UPDATE appointments SET payment_status = 'completed', transaction_id = 'apt_' || id || '_1', updated_at = updated_at + 60000 WHERE id = (SELECT max(id) FROM appointments);
INSERT INTO payments (appointment_id, reference, gateway, amount_pesewas, status, channel, paid_at, created_at)
SELECT id, transaction_id, 'sandbox', fee_pesewas, 'success', 'mobile_money', updated_at, updated_at FROM appointments WHERE id = (SELECT max(id) FROM appointments);
`;

describe("seeding again after bookings were paid", () => {
  it("leaves a database that passes npm run ledger:check", { timeout: 240_000 }, () => {
    const seed = () => run("tsx", ["scripts/seed.ts", "--persist-to", state]);
    const ledgerCheck = () => run("tsx", ["scripts/ledger-check.ts", "--persist-to", state]);

    expect(seed().status).toBe(0);
    const activity = path.join(state, "book-and-pay.sql");
    writeFileSync(activity, BOOK_AND_PAY);
    const paid = run("wrangler", ["d1", "execute", "DB", "--local", "--yes", "--persist-to", state, "--file", activity]);
    expect(paid.status, paid.output).toBe(0);
    const afterPayment = ledgerCheck();
    expect(afterPayment.status, afterPayment.output).toBe(0);

    expect(seed().status).toBe(0);
    const afterReseed = ledgerCheck();
    expect(afterReseed.output).toContain("Balanced");
    expect(afterReseed.status, afterReseed.output).toBe(0);
  });
});
