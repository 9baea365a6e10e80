/**
 * The reminders' storage: claiming the confirmed visits now due their 24-hour reminder or their
 * 2-hour SMS (each exactly once, by stamping reminder_sent_at or reminder_2h_sent_at in the same
 * statement that picks them) and the providers they name.
 *
 * A reminder is owed only to a visit booked further ahead than the reminder comes: a visit booked less
 * than 24 hours ahead gets no 24-hour reminder, and one booked less than 2 hours ahead no 2-hour SMS,
 * since its booking confirmation has just told the patient the same. A confirmed visit less than 2
 * hours away gets the 2-hour SMS and not the 24-hour reminder too (the provider confirmed it late, or
 * the sweep was down): one reminder, the one that says it is soon.
 */
import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { DAY_MS } from "@gh/contracts/schedule";
import type { Database } from "./client.ts";
import { appointments, providers, users } from "./schema.ts";
import type { NoticeProvider } from "../notifications/appointment-notices.ts";

/** How far ahead a confirmed visit gets its reminder. */
export const REMINDER_AHEAD_MS = DAY_MS;
/** How far ahead a confirmed visit gets its reminder SMS on the day. */
export const TWO_HOUR_REMINDER_AHEAD_MS = 2 * 60 * 60 * 1000;

/** Whether the visit was booked (its row made) more than `aheadMs` before it starts. */
const bookedAhead = (aheadMs: number) => sql`${appointments.startsAt} - ${appointments.createdAt} > ${aheadMs}`;

/**
 * Stamps and returns every confirmed visit starting in 2 to 24 hours, booked more than 24 hours ahead,
 * that has had no reminder. A range on the start time of confirmed visits (appointments_status_idx or
 * the partial appointments_reminder_due_idx); a second run finds nothing, so nothing is sent twice.
 */
export function claimDueReminders(db: Database, now: number) {
  return db
    .update(appointments)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(appointments.status, "confirmed"),
        isNull(appointments.reminderSentAt),
        gt(appointments.startsAt, now + TWO_HOUR_REMINDER_AHEAD_MS),
        lte(appointments.startsAt, now + REMINDER_AHEAD_MS),
        bookedAhead(REMINDER_AHEAD_MS),
      ),
    )
    .returning();
}

/**
 * Stamps and returns every confirmed, paid visit starting within the next 2 hours, booked more than 2
 * hours ahead, that has had no 2-hour SMS. A range on the start time of confirmed visits
 * (appointments_status_idx); a second run finds nothing, so nothing is sent twice.
 */
export function claimDueTwoHourReminders(db: Database, now: number) {
  return db
    .update(appointments)
    .set({ twoHourReminderSentAt: now })
    .where(
      and(
        eq(appointments.status, "confirmed"),
        eq(appointments.paymentStatus, "completed"),
        isNull(appointments.twoHourReminderSentAt),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, now + TWO_HOUR_REMINDER_AHEAD_MS),
        bookedAhead(TWO_HOUR_REMINDER_AHEAD_MS),
      ),
    )
    .returning();
}

/** The providers named in notices, by id, with their account (whose verified phone a provider's own notice texts). */
export async function noticeProviders(db: Database, ids: readonly number[]): Promise<Map<number, NoticeProvider>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: providers.id,
      userId: providers.userId,
      title: providers.title,
      location: providers.location,
      city: providers.city,
      phone: providers.phone,
      email: providers.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(inArray(providers.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, firstName, lastName, ...provider }) => [id, { ...provider, user: { firstName, lastName } }]));
}
