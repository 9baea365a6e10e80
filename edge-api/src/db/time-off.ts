/**
 * A provider's days off, written once: listing, adding (with the appointments it cancels, in one
 * atomic batch), removing, and the "is this day off" questions that availability, booking, search and
 * payment ask. Days are Ghana dates ("YYYY-MM-DD", UTC), inclusive at both ends; every query walks
 * time_off_provider_idx (provider_id, ends_on).
 */
import { and, eq, gte, inArray, lte, lt, sql } from "drizzle-orm";
import type { TimeOff } from "@gh/contracts/providers/options";
import { DAY_MS } from "@gh/contracts/schedule";
import type { AppointmentRow } from "./appointments.ts";
import type { Database } from "./client.ts";
import { refundTimeOffCancellations } from "../money/refund-store.ts";
import { appointments, timeOff } from "./schema.ts";

export type TimeOffRow = typeof timeOff.$inferSelect;

/** A block of days off, first and last day inclusive. */
export interface DaysOff {
  from: string;
  to: string;
}

/** How many blocks the list returns: years of holidays, far more than a screen shows. */
const LIST_LIMIT = 200;

/**
 * SQL condition (provider alias `p`) true when the provider has time off covering a date. Binds the
 * date twice. Correlated on provider_id and ranged on ends_on, so it reads time_off_provider_idx.
 */
export const OFF_ON_DATE_SQL = "EXISTS (SELECT 1 FROM time_off t WHERE t.provider_id = p.id AND t.ends_on >= ? AND t.starts_on <= ?)";

/** The UTC instants a block of Ghana days spans: [first midnight, the midnight after the last day). */
export function instantsOf(days: DaysOff): { start: number; end: number } {
  return { start: Date.parse(`${days.from}T00:00:00Z`), end: Date.parse(`${days.to}T00:00:00Z`) + DAY_MS };
}

/** Whether a date falls in any of the blocks. */
export function isOffOn(blocks: readonly DaysOff[], date: string): boolean {
  return blocks.some((block) => block.from <= date && date <= block.to);
}

export function toTimeOff(row: Pick<TimeOffRow, "id" | "startsOn" | "endsOn" | "reason">): TimeOff {
  return { id: row.id, from: row.startsOn, to: row.endsOn, reason: row.reason };
}

/** Blocks that share at least one day with from..to. */
const overlapping = (providerId: number, from: string, to: string) =>
  and(eq(timeOff.providerId, providerId), gte(timeOff.endsOn, from), lte(timeOff.startsOn, to));

/** The provider's blocks touching from..to (both inclusive). */
export async function daysOffBetween(db: Database, providerId: number, from: string, to: string): Promise<DaysOff[]> {
  return db.select({ from: timeOff.startsOn, to: timeOff.endsOn }).from(timeOff).where(overlapping(providerId, from, to));
}

export async function isDayOff(db: Database, providerId: number, date: string): Promise<boolean> {
  const [row] = await db.select({ id: timeOff.id }).from(timeOff).where(overlapping(providerId, date, date)).limit(1);
  return row !== undefined;
}

/** The provider's blocks: current and upcoming first (soonest first), then past ones (latest first). */
export async function timeOffList(db: Database, providerId: number, today: string): Promise<TimeOff[]> {
  const rows = await db.select().from(timeOff).where(eq(timeOff.providerId, providerId)).limit(LIST_LIMIT);
  const ahead = rows.filter((row) => row.endsOn >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.id - b.id);
  const past = rows.filter((row) => row.endsOn < today).sort((a, b) => b.startsOn.localeCompare(a.startsOn) || b.id - a.id);
  return [...ahead, ...past].map(toTimeOff);
}

export async function overlapsTimeOff(db: Database, providerId: number, days: DaysOff): Promise<boolean> {
  const [row] = await db.select({ id: timeOff.id }).from(timeOff).where(overlapping(providerId, days.from, days.to)).limit(1);
  return row !== undefined;
}

/**
 * Paid bookings still to come on those days (pending or confirmed): the ones the provider must agree
 * to cancel, soonest first (the warning names them). `from` is the later of the first midnight and now:
 * a visit earlier today has happened.
 */
export async function paidBookingsWithin(db: Database, providerId: number, from: number, to: number): Promise<{ patientName: string; startsAt: number }[]> {
  return db
    .select({ patientName: appointments.patientName, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.providerId, providerId),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
        inArray(appointments.status, ["pending", "confirmed"]),
        eq(appointments.paymentStatus, "completed"),
      ),
    )
    .orderBy(appointments.startsAt);
}

export interface NewTimeOff extends DaysOff {
  providerId: number;
  reason: string | null;
}

export type AddTimeOffOutcome = { outcome: "added"; timeOff: TimeOff; cancelled: AppointmentRow[] } | { outcome: "refused" };

/**
 * Adds a block and cancels every appointment still holding a slot from `cancelFrom` to the end of its
 * last day, with the refunds of the paid ones, in one batch. The insert writes nothing when the days
 * overlap another block, or (unless `cancelBooked`) when a paid booking falls on them: checked in the
 * same statement, so a booking or block that arrived since the caller's checks cannot slip through.
 * The cancel runs only when the insert did (it looks for the row just written), so a refused block
 * changes nothing.
 */
export async function addTimeOff(db: Database, block: NewTimeOff, cancelFrom: number, now: number, cancelBooked: boolean): Promise<AddTimeOffOutcome> {
  const { end } = instantsOf(block);
  const { providerId, from, to, reason } = block;
  const noPaidBooking = cancelBooked
    ? sql``
    : sql` AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.provider_id = ${providerId} AND a.starts_at >= ${cancelFrom} AND a.starts_at < ${end} AND a.status IN ('pending', 'confirmed') AND a.payment_status = 'completed')`;
  const [inserted, cancelled] = await db.batch([
    db
      .insert(timeOff)
      // Every column in table order (id left to SQLite), written only when nothing refuses the block.
      .select(
        sql`SELECT NULL, ${providerId}, ${from}, ${to}, ${reason}, ${now}
            WHERE NOT EXISTS (SELECT 1 FROM time_off o WHERE o.provider_id = ${providerId} AND o.ends_on >= ${from} AND o.starts_on <= ${to})${noPaidBooking}`,
      )
      .returning(),
    db
      .update(appointments)
      // Lapsed holds on those days go too, so a late payment can never reinstate one (fulfil.ts).
      .set({ status: "cancelled", cancellationReason: "provider_time_off", holdExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(appointments.providerId, providerId),
          gte(appointments.startsAt, cancelFrom),
          lt(appointments.startsAt, end),
          inArray(appointments.status, ["pending", "confirmed"]),
          sql`EXISTS (SELECT 1 FROM time_off n WHERE n.provider_id = ${providerId} AND n.starts_on = ${from} AND n.ends_on = ${to} AND n.created_at = ${now})`,
        ),
      )
      .returning(),
    // Every paid visit just cancelled is refunded in full, in the same batch (nothing when refused).
    refundTimeOffCancellations(db, providerId, now),
  ]);
  const row = inserted[0];
  return row ? { outcome: "added", timeOff: toTimeOff(row), cancelled } : { outcome: "refused" };
}

/** Removes one of the provider's own blocks; null when it is not theirs or does not exist. */
export async function removeTimeOff(db: Database, providerId: number, id: number): Promise<TimeOff | null> {
  const [removed] = await db.delete(timeOff).where(and(eq(timeOff.id, id), eq(timeOff.providerId, providerId))).returning();
  return removed ? toTimeOff(removed) : null;
}
