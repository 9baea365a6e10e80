/**
 * Appointment storage, written once: what holds a slot, booking, rescheduling, cancelling and the
 * patient's list. D1 has no interactive transactions, so every multi-step write is one atomic
 * batch, and "no slot sold twice" rests on the unique partial index appointments_active_slot_unique.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, not, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { CHANGEABLE_STATUSES, type MyAppointmentView } from "@gh/contracts/appointments/options";
import { PAYMENT_HOLD_MINUTES, SLOT_MINUTES } from "@gh/contracts/constants";
import type { BookedBy } from "@gh/contracts/providers/options";
import { isUniqueViolation, type Database } from "./client.ts";
import { appointments, nhisReports, providers, reviews, users } from "./schema.ts";

/**
 * SQL condition (alias `a`) for an appointment that still holds its slot: confirmed, paid, or pending
 * with a live 15-minute payment hold. Lapsed holds never block a slot (docs/product-rules.md#slots). Binds `now` once.
 */
export const HOLDS_SLOT_SQL =
  "(a.status = 'confirmed' OR (a.status = 'pending' AND (a.payment_status = 'completed' OR a.hold_expires_at > ?)))";

export const PAYMENT_HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

export type AppointmentRow = typeof appointments.$inferSelect;

/** Whether this appointment holds its slot right now (the same rule as HOLDS_SLOT_SQL). */
export function holdsSlot(appointment: Pick<AppointmentRow, "status" | "paymentStatus" | "holdExpiresAt">, now: number): boolean {
  if (appointment.status === "confirmed") return true;
  if (appointment.status !== "pending") return false;
  return appointment.paymentStatus === "completed" || (appointment.holdExpiresAt ?? 0) > now;
}

/**
 * Binds provider id, from, to, now, viewer. The viewer's own unpaid holds do not count: a patient who
 * closed the checkout can pick the same slot again and gets the same booking back (bookSlot).
 */
export const HELD_INSTANTS_SQL = `SELECT a.starts_at FROM appointments a WHERE a.provider_id = ? AND a.starts_at >= ? AND a.starts_at < ? AND ${HOLDS_SLOT_SQL} AND NOT (a.patient_id = ? AND a.status = 'pending' AND a.payment_status = 'pending')`;

/** The instants between `from` and `to` that a provider's appointments hold (for `viewerId`, when signed in). */
export async function heldInstants(db: Database, providerId: number, from: number, to: number, now: number, viewerId: number | null = null): Promise<Set<number>> {
  const { results } = await db.$client
    .prepare(HELD_INSTANTS_SQL)
    .bind(providerId, from, to, now, viewerId ?? 0)
    .all<{ starts_at: number }>();
  return new Set(results.map((row) => row.starts_at));
}

export async function appointmentById(db: Database, id: number): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

/** The appointment that occupies a provider's slot in the unique index (active status), if any. */
async function activeAtSlot(db: Database, providerId: number, startsAt: number): Promise<AppointmentRow | null> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.providerId, providerId), eq(appointments.startsAt, startsAt), inArray(appointments.status, ["pending", "confirmed"])))
    .limit(1);
  return row ?? null;
}

/**
 * An unpaid booking whose hold lapsed still sits in the unique index until the sweep runs: release it
 * first, in the same batch as the write that wants its slot.
 */
function releaseLapsedHoldAt(db: Database, providerId: number, startsAt: number, now: number) {
  return db
    .update(appointments)
    .set({ status: "cancelled", cancellationReason: "payment_hold_lapsed", holdExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(appointments.providerId, providerId),
        eq(appointments.startsAt, startsAt),
        eq(appointments.status, "pending"),
        eq(appointments.paymentStatus, "pending"),
        lte(appointments.holdExpiresAt, now),
      ),
    );
}

/**
 * Whether the patient already has another appointment holding this instant. `except` leaves out the
 * appointment being moved, or the provider being booked (their own slot is bookSlot's business).
 */
export async function patientBusyAt(
  db: Database,
  patientId: number,
  startsAt: number,
  now: number,
  except: { appointmentId?: number; providerId?: number },
): Promise<boolean> {
  return (await patientBusyTimes(db, patientId, { from: startsAt, to: startsAt + 1 }, now, except)).size > 0;
}

/** The instants in [from, to) at which the patient already has another appointment holding its slot (`except` as patientBusyAt's). */
export async function patientBusyTimes(
  db: Database,
  patientId: number,
  { from, to }: { from: number; to: number },
  now: number,
  except: { appointmentId?: number; providerId?: number },
): Promise<Set<number>> {
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), gte(appointments.startsAt, from), lt(appointments.startsAt, to), inArray(appointments.status, ["pending", "confirmed"])));
  return new Set(rows.filter((row) => row.id !== except.appointmentId && row.providerId !== except.providerId && holdsSlot(row, now)).map((row) => row.startsAt));
}

/** How many unpaid bookings the patient holds right now. */
export async function liveUnpaidHolds(db: Database, patientId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ holds: count() })
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), eq(appointments.status, "pending"), eq(appointments.paymentStatus, "pending"), gt(appointments.holdExpiresAt, now)));
  return row?.holds ?? 0;
}

export type NewBooking = Pick<
  typeof appointments.$inferInsert,
  "patientId" | "providerId" | "startsAt" | "reason" | "visitType" | "patientName" | "patientPhone" | "patientEmail" | "feePesewas" | "commissionPesewas" | "payoutPesewas"
> & {
  /** How the patient booked: the web unless said (the USSD desk says "phone"). */
  bookedBy?: BookedBy;
};

/**
 * Books a slot, holding it for payment. The patient's own live, unpaid booking of the same slot is
 * reused (they closed the checkout and try again). "taken" when someone else holds the slot;
 * "too_many_holds" when the patient already holds `maxHolds` unpaid bookings.
 */
export async function bookSlot(db: Database, booking: NewBooking, now: number, maxHolds: number): Promise<AppointmentRow | "taken" | "too_many_holds"> {
  const current = await activeAtSlot(db, booking.providerId, booking.startsAt);
  if (current && holdsSlot(current, now)) {
    if (current.patientId !== booking.patientId || current.paymentStatus !== "pending") return "taken";
    const [reused] = await db
      .update(appointments)
      // The patient's own unpaid hold, booked again: it takes the new details, kind of visit and fee.
      .set({
        reason: booking.reason,
        patientName: booking.patientName,
        patientPhone: booking.patientPhone,
        patientEmail: booking.patientEmail,
        bookedBy: booking.bookedBy ?? "web",
        visitType: booking.visitType,
        feePesewas: booking.feePesewas,
        commissionPesewas: booking.commissionPesewas,
        payoutPesewas: booking.payoutPesewas,
        updatedAt: now,
      })
      .where(eq(appointments.id, current.id))
      .returning();
    return reused ?? "taken";
  }
  if ((await liveUnpaidHolds(db, booking.patientId, now)) >= maxHolds) return "too_many_holds";
  try {
    const [, inserted] = await db.batch([
      releaseLapsedHoldAt(db, booking.providerId, booking.startsAt, now),
      db
        .insert(appointments)
        .values({ ...booking, status: "pending", paymentStatus: "pending", holdExpiresAt: now + PAYMENT_HOLD_MS, createdAt: now, updatedAt: now })
        .returning(),
    ]);
    // The booking code is the insert trigger's (migration 0015), which RETURNING does not see.
    return inserted[0] ? ((await appointmentById(db, inserted[0].id)) ?? "taken") : "taken";
  } catch (error) {
    // Another booking took the slot between our read and this write: the index said no.
    if (isSlotClash(error)) return "taken";
    throw error;
  }
}

/**
 * Moves an appointment to another slot; it waits for the provider's confirmation again, and owes its
 * reminders anew (those sent named the old time). Null when the slot is taken.
 */
export async function moveAppointment(db: Database, appointment: AppointmentRow, startsAt: number, now: number): Promise<AppointmentRow | null> {
  try {
    const [, moved] = await db.batch([
      releaseLapsedHoldAt(db, appointment.providerId, startsAt, now),
      db
        .update(appointments)
        .set({ startsAt, status: "pending", reminderSentAt: null, twoHourReminderSentAt: null, updatedAt: now })
        .where(and(eq(appointments.id, appointment.id), inArray(appointments.status, [...CHANGEABLE_STATUSES])))
        .returning(),
    ]);
    return moved[0] ?? null;
  } catch (error) {
    if (isSlotClash(error)) return null;
    throw error;
  }
}

/**
 * Cancels a pending or confirmed appointment, freeing its slot, in one batch with `alongside` (its
 * refund, written after the cancel so it can see it).
 */
export async function cancelAppointment(db: Database, id: number, reason: string, now: number, alongside: readonly BatchItem<"sqlite">[] = []): Promise<AppointmentRow | null> {
  const [[cancelled]] = await db.batch([
    db
      .update(appointments)
      .set({ status: "cancelled", cancellationReason: reason, holdExpiresAt: null, updatedAt: now })
      .where(and(eq(appointments.id, id), inArray(appointments.status, [...CHANGEABLE_STATUSES])))
      .returning(),
    ...alongside,
  ]);
  return cancelled ?? null;
}

/** The unique slot index (appointments_active_slot_unique) refused the write. */
const isSlotClash = (error: unknown) => isUniqueViolation(error, "appointments.provider_id, appointments.starts_at");

/** Columns for the patient's list: the appointment, its provider, whether it was reviewed and whether an NHIS charge was reported. */
const patientAppointmentColumns = {
  appointment: appointments,
  provider: {
    id: providers.id,
    title: providers.title,
    profileImageUrl: providers.profileImageUrl,
    specialtyId: providers.specialtyId,
    location: providers.location,
    city: providers.city,
    region: providers.region,
    address: providers.address,
    phone: providers.phone,
    email: providers.email,
    consultationFeePesewas: providers.consultationFeePesewas,
  },
  providerFirstName: users.firstName,
  providerLastName: users.lastName,
  reviewed: sql<number>`exists (select 1 from ${reviews} where ${reviews.appointmentId} = ${appointments.id})`,
  // The patient's own review, shown on the visit's card (at most one per visit: reviews_appointment_unique).
  reviewRating: sql<number | null>`(select ${reviews.rating} from ${reviews} where ${reviews.appointmentId} = ${appointments.id})`,
  reviewComment: sql<string | null>`(select ${reviews.comment} from ${reviews} where ${reviews.appointmentId} = ${appointments.id})`,
  // Whether the patient reported an NHIS charge on this visit (at most one: nhis_reports_appointment_unique).
  nhisReported: sql<number>`exists (select 1 from ${nhisReports} where ${nhisReports.appointmentId} = ${appointments.id})`,
};

export type PatientAppointmentRow = Awaited<ReturnType<typeof patientAppointmentRows>>[number];

/** A patient's appointments, latest slot first (at most `limit`). */
export function patientAppointmentRows(db: Database, patientId: number, limit = 200) {
  return db
    .select(patientAppointmentColumns)
    .from(appointments)
    .innerJoin(providers, eq(providers.id, appointments.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(appointments.patientId, patientId))
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(limit);
}

/**
 * A visit still ahead: it holds its time (the same rule as HOLDS_SLOT_SQL: a lapsed unpaid hold is
 * cancelled) and has not ended. Everything else is past.
 */
function upcomingAt(now: number): SQL {
  const holding = sql`(${appointments.status} = 'confirmed' or (${appointments.status} = 'pending' and (${appointments.paymentStatus} = 'completed' or ${appointments.holdExpiresAt} > ${now})))`;
  return sql`(${holding} and ${appointments.startsAt} > ${now - SLOT_MINUTES * 60_000})`;
}

/** Cancelled, or an unpaid hold that lapsed (shown as cancelled): after the visits that took place. */
const isCancelled = sql`(${appointments.status} = 'cancelled' or (${appointments.status} = 'pending' and ${appointments.paymentStatus} = 'pending'))`;

/**
 * One page of a patient's upcoming (soonest first) or past (newest first, cancelled visits after the
 * ones that took place) appointments, and how many the list holds (appointments_patient_idx).
 */
export async function patientAppointmentPage(db: Database, patientId: number, view: MyAppointmentView, page: number, pageSize: number, now: number) {
  const where = and(eq(appointments.patientId, patientId), view === "upcoming" ? upcomingAt(now) : not(upcomingAt(now)));
  const order = view === "upcoming" ? [asc(appointments.startsAt), asc(appointments.id)] : [isCancelled, desc(appointments.startsAt), desc(appointments.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(patientAppointmentColumns)
      .from(appointments)
      .innerJoin(providers, eq(providers.id, appointments.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One of them, by id (after a change), or null. */
export async function patientAppointmentRow(db: Database, id: number): Promise<PatientAppointmentRow | null> {
  const [row] = await db
    .select(patientAppointmentColumns)
    .from(appointments)
    .innerJoin(providers, eq(providers.id, appointments.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(appointments.id, id))
    .limit(1);
  return row ?? null;
}
