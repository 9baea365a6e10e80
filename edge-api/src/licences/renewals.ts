/**
 * The licence's yearly cycle (docs/product-rules.md#licences-and-nhis), run by every sweep:
 * - from 1 December, a provider verified for this year who has sent no licence for next year is
 *   reminded once (e-mail, and SMS to a verified phone) to upload it, RENEWAL_REMINDERS_PER_SWEEP a sweep;
 * - in January, the year's turn: providers approved for the new year are verified for it, and every
 *   other verified provider loses the badge (renewal pending, still bookable). The first sweep of the
 *   year does it; the rest of the month's find nothing left to change. Outside January nothing can be
 *   owed (an approval for the current year verifies at once), so the run is not asked for.
 */
import type { Database } from "../db/client.ts";
import { claimRenewalReminders, turnLicenceYear } from "../db/licences.ts";
import { noticeProviders } from "../db/reminders.ts";
import type { Bindings } from "../env.ts";
import { notifyProviderOf } from "../notifications/appointment-notices.ts";
import { renewalReminderNotice } from "../notifications/licence-notices.ts";
import { ghanaYear, renewalSeason } from "@gh/contracts/licences/options";

/** Reminders a sweep sends at most: each is an e-mail and maybe an SMS, and a sweep has a bounded time. */
export const RENEWAL_REMINDERS_PER_SWEEP = 50;

export interface LicenceCycleResult {
  /** Providers reminded to upload next year's licence. */
  renewalRemindersSent: number;
  /** On the year's turn: providers now verified for the new year, and providers who lost the badge. */
  licencesRenewed: number;
  badgesLapsed: number;
}

export async function runLicenceCycle(env: Bindings, db: Database, now: number): Promise<LicenceCycleResult> {
  const year = ghanaYear(now);
  const turned = new Date(now).getUTCMonth() === 0 ? await turnLicenceYear(db, year, now) : { renewed: 0, lapsed: 0 };
  const renewalRemindersSent = renewalSeason(now) ? await sendRenewalReminders(env, db, year) : 0;
  return { renewalRemindersSent, licencesRenewed: turned.renewed, badgesLapsed: turned.lapsed };
}

/** Claimed providers are stamped already: a failed delivery is logged (notifyProviderOf), never sent twice. */
async function sendRenewalReminders(env: Bindings, db: Database, year: number): Promise<number> {
  const claimed = await claimRenewalReminders(db, year, RENEWAL_REMINDERS_PER_SWEEP);
  const providersById = await noticeProviders(db, claimed);
  let sent = 0;
  for (const id of claimed) {
    const provider = providersById.get(id);
    if (!provider) continue;
    await notifyProviderOf(env, db, provider, () => renewalReminderNotice(provider, year));
    sent += 1;
  }
  return sent;
}
