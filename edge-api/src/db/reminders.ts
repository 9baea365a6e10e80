/**
 * The 24-hour reminders' storage: claiming the confirmed visits now due one (each exactly once, by
 * stamping reminder_sent_at in the same statement that picks them) and the providers they name.
 */
import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { DAY_MS } from "@gh/contracts/schedule";
import type { Database } from "./client.ts";
import { appointments, providers, users } from "./schema.ts";
import type { NoticeProvider } from "../notifications/appointment-notices.ts";

/** How far ahead a confirmed visit gets its reminder. */
export const REMINDER_AHEAD_MS = DAY_MS;

/**
 * Stamps and returns every confirmed visit starting within the next 24 hours that has had no reminder.
 * A range on the start time of confirmed visits (appointments_status_idx or the partial
 * appointments_reminder_due_idx); a second run finds nothing, so nothing is sent twice.
 */
export function claimDueReminders(db: Database, now: number) {
  return db
    .update(appointments)
    .set({ reminderSentAt: now })
    .where(and(eq(appointments.status, "confirmed"), isNull(appointments.reminderSentAt), gt(appointments.startsAt, now), lte(appointments.startsAt, now + REMINDER_AHEAD_MS)))
    .returning();
}

/** The providers named in notices, by id. */
export async function noticeProviders(db: Database, ids: readonly number[]): Promise<Map<number, NoticeProvider>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: providers.id,
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
