/**
 * The Cron Triggers. The 5-minute sweep: lapsed payment holds free their slots; expired sessions are
 * deleted; every confirmed visit gets its 24-hour reminder and, within 2 hours of it, its reminder
 * SMS, each exactly once (claimed in the same batch; who is owed which: db/reminders.ts); payouts
 * still open are checked with the gateway; refunds it never accepted are asked again; the licences'
 * yearly cycle runs (licences/renewals.ts: December's renewal reminders, January's turn of the year).
 * The weekly run pays providers (money/payout-run.ts).
 */
import { and, eq, lt } from "drizzle-orm";
import { database } from "./db/client.ts";
import { claimDueReminders, claimDueTwoHourReminders, noticeProviders } from "./db/reminders.ts";
import { appointments, sessions } from "./db/schema.ts";
import { SESSION_IDLE_MS } from "./auth/session.ts";
import type { Bindings } from "./env.ts";
import { notifyPatient, reminderNotice } from "./notifications/appointment-notices.ts";
import { sendTwoHourReminder } from "./notifications/two-hour-reminders.ts";
import { checkOpenPayouts, runPayouts } from "./money/payout-run.ts";
import { retryDueRefunds } from "./money/refunds.ts";
import { settleMobileMoneyPrompts } from "./payments/mobile-money-sweep.ts";
import { runLicenceCycle, type LicenceCycleResult } from "./licences/renewals.ts";

/** wrangler.toml's crons: the sweep every 5 minutes, the payout run Mondays 06:00 (Ghana = UTC). */
export const SWEEP_CRON = "*/5 * * * *";
export const PAYOUT_CRON = "0 6 * * 1";

export interface SweepResult extends LicenceCycleResult {
  lapsedHolds: number;
  expiredSessions: number;
  remindersSent: number;
  /** 2-hour reminder SMS texted (a visit whose patient has no verified phone is claimed, and texted nothing). */
  twoHourRemindersSent: number;
  /** Open payouts the gateway has now settled (paid, failed or reversed). */
  payoutsSettled: number;
  /** Refunds the gateway never accepted, asked again; sandbox refunds now due, settled. */
  refundsRetried: number;
  sandboxRefundsSettled: number;
  /** Mobile-money prompts the gateway has now settled (paid, declined, or lapsed unpaid). */
  mobileMoneyPromptsSettled: number;
}

export async function sweep(env: Bindings, now = Date.now()): Promise<SweepResult> {
  const db = database(env);
  const [holds, expired, idle, due, dueSoon] = await db.batch([
    db
      .update(appointments)
      .set({ status: "cancelled", cancellationReason: "payment_hold_lapsed", holdExpiresAt: null, updatedAt: now })
      .where(and(eq(appointments.status, "pending"), eq(appointments.paymentStatus, "pending"), lt(appointments.holdExpiresAt, now))),
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(sessions).where(lt(sessions.lastSeenAt, now - SESSION_IDLE_MS)),
    claimDueReminders(db, now),
    claimDueTwoHourReminders(db, now),
  ]);
  // Claimed rows are stamped already: a failed delivery is logged (notifyPatient), never sent twice.
  const providersById = await noticeProviders(db, [...due, ...dueSoon].map((appointment) => appointment.providerId));
  let remindersSent = 0;
  for (const appointment of due) {
    const provider = providersById.get(appointment.providerId);
    if (!provider) continue;
    await notifyPatient(env, db, appointment, () => reminderNotice(appointment, provider));
    remindersSent += 1;
  }
  let twoHourRemindersSent = 0;
  for (const appointment of dueSoon) {
    const provider = providersById.get(appointment.providerId);
    if (provider && (await sendTwoHourReminder(env, db, appointment, provider))) twoHourRemindersSent += 1;
  }
  const payoutsSettled = await checkOpenPayouts(env, now);
  const refunds = await retryDueRefunds(env, db, now);
  const mobileMoneyPromptsSettled = await settleMobileMoneyPrompts(env, now);
  const licences = await runLicenceCycle(env, db, now);
  return { lapsedHolds: holds.meta.changes, expiredSessions: expired.meta.changes + idle.meta.changes, remindersSent, twoHourRemindersSent, payoutsSettled, ...refunds, mobileMoneyPromptsSettled, ...licences };
}

/** What a Cron firing runs: the weekly payout run on its own schedule, the sweep on every other. */
export function scheduledJob(cron: string, env: Bindings, now = Date.now()): Promise<unknown> {
  return cron === PAYOUT_CRON ? runPayouts(env, now) : sweep(env, now);
}
