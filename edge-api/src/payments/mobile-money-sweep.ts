/**
 * For the 5-minute sweep (scheduled.ts): mobile-money prompts nobody has settled yet are asked about
 * with the gateway's verify, so a charge whose webhook never came, or whose call timed out, is still
 * decided. Paid: fulfilled as the webhook would (once, whoever is first). Declined, or not paid when
 * its hold has lapsed: closed, the time released and the patient told. Otherwise it waits for the
 * next sweep, as do all when the gateway cannot be asked now.
 */
import { holdsSlot } from "../db/appointments.ts";
import { database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { gatewayFor } from "./gateways.ts";
import { closeAttempt, pendingAttempts } from "./mobile-money-attempts.ts";
import { fulfilVerifiedCharge, settleUnpaidCharge } from "./mobile-money-outcomes.ts";
import { settleDueSandboxCharge, type SandboxChargeBindings } from "./sandbox-charge.ts";

/** A prompt is first asked about once it is this old: by then the customer has usually answered it. */
export const CHECK_PROMPTS_AFTER_MS = 2 * 60_000;
/** At most this many verifies a sweep, oldest first: the rest wait five minutes. */
const PROMPTS_PER_SWEEP = 50;
/** The gateway's words for a transaction that will never be paid. */
const NEVER_PAID: ReadonlySet<string> = new Set(["failed", "abandoned", "reversed"]);

/** How many prompts this sweep settled (paid, or closed as unpaid). */
export async function settleMobileMoneyPrompts(env: Bindings & SandboxChargeBindings, now = Date.now()): Promise<number> {
  const gateway = gatewayFor(env);
  if (!gateway) return 0;
  const db = database(env);
  let settled = 0;
  for (const { reference, appointment } of await pendingAttempts(db, now - CHECK_PROMPTS_AFTER_MS, PROMPTS_PER_SWEEP)) {
    // The sandbox's customer approves a due prompt now if no task was left to do it.
    if (gateway.name === "sandbox" && (await settleDueSandboxCharge(env, db, reference, { now })) !== "not_waiting") {
      settled += 1;
      continue;
    }
    let transaction;
    try {
      transaction = await gateway.verify(reference);
    } catch (error) {
      // A gateway that cannot answer this one cannot answer the next: all wait for the next sweep.
      console.warn("Mobile-money prompts not checked yet", reference, error instanceof Error ? error.message : error);
      break;
    }
    if (transaction?.status === "success") {
      // A payment that cannot pay its booking (another amount) is not asked about again.
      if ((await fulfilVerifiedCharge(env, db, reference, { transaction })) === "refused") await closeAttempt(db, reference);
      settled += 1;
    } else if (transaction && NEVER_PAID.has(transaction.status)) {
      await settleUnpaidCharge(env, db, reference, "failed", now);
      settled += 1;
    } else if (!holdsSlot(appointment, now)) {
      await settleUnpaidCharge(env, db, reference, "lapsed", now);
      settled += 1;
    }
  }
  return settled;
}
