/**
 * The provider's own practice, written once: their profile by account, the dashboard's batch, the
 * lifecycle's conditional update, profile writes, deleting the account, and password/session
 * changes. D1 has no interactive transactions, so every multi-row write is one atomic batch.
 */
import { and, count, desc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { ACTIVE_STATUSES, type ProviderAppointmentAction } from "@gh/contracts/appointments/lifecycle";
import type { AppointmentStatus } from "@gh/contracts/appointments/options";
import type { Provider } from "@gh/contracts/providers";
import { DASHBOARD_REVIEWS, PROVIDER_APPOINTMENTS_PAGE_SIZE } from "@gh/contracts/providers/options";
import { toProvider, type ProviderRow } from "./provider-records.ts";
import { holdsSlot, type AppointmentRow } from "./appointments.ts";
import type { Database } from "./client.ts";
import { appointments, providers, reviews, users } from "./schema.ts";

type ProviderInsert = typeof providers.$inferInsert;
type UserInsert = typeof users.$inferInsert;
/** A statement written in the same batch as a change (the admin's audit entry), so both land or neither. */
export type AlongsideStatement = BatchItem<"sqlite">;

/** What the dashboard's appointment list shows: a page, optionally one status and a slot range [from, to). */
export interface AppointmentListFilter {
  page: number;
  status?: AppointmentStatus;
  /** UTC epoch ms, inclusive. */
  from?: number;
  /** UTC epoch ms, exclusive. */
  to?: number;
}

/**
 * Paid appointments only: an unpaid booking is a 15-minute checkout hold, not a patient to expect.
 * Walks appointments_provider_status_idx with a status, appointments_provider_idx without.
 */
function paidAppointmentsWhere(providerId: number, filter: AppointmentListFilter): SQL | undefined {
  return and(
    eq(appointments.providerId, providerId),
    eq(appointments.paymentStatus, "completed"),
    filter.status ? eq(appointments.status, filter.status) : undefined,
    filter.from !== undefined ? gte(appointments.startsAt, filter.from) : undefined,
    filter.to !== undefined ? lt(appointments.startsAt, filter.to) : undefined,
  );
}

/** The instants the dashboard's stats count from (Ghana is UTC+0, so a Ghana day is a UTC day). */
export interface StatsClock {
  now: number;
  todayStart: number;
  tomorrowStart: number;
  monthStart: number;
  nextMonthStart: number;
}

export function statsClock(now: number): StatsClock {
  const date = new Date(now);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  return {
    now,
    todayStart: Date.UTC(year, month, day),
    tomorrowStart: Date.UTC(year, month, day + 1),
    monthStart: Date.UTC(year, month, 1),
    nextMonthStart: Date.UTC(year, month + 1, 1),
  };
}

/**
 * The stats as one row of scalar subqueries, each a range on one of the provider's appointment
 * indexes (read off the provider's primary key so the statement has exactly one row).
 */
function statsQuery(db: Database, providerId: number, clock: StatsClock) {
  const paid = sql`a.provider_id = ${providerId} AND a.payment_status = 'completed'`;
  const completedThisMonth = sql`${paid} AND a.status = 'completed' AND a.starts_at >= ${clock.monthStart} AND a.starts_at < ${clock.nextMonthStart}`;
  return db
    .select({
      todayAppointments: sql<number>`(SELECT count(*) FROM appointments a WHERE ${paid} AND a.status <> 'cancelled' AND a.starts_at >= ${clock.todayStart} AND a.starts_at < ${clock.tomorrowStart})`,
      upcomingAppointments: sql<number>`(SELECT count(*) FROM appointments a WHERE ${paid} AND a.status IN ('pending', 'confirmed') AND a.starts_at > ${clock.now})`,
      pendingConfirmations: sql<number>`(SELECT count(*) FROM appointments a WHERE ${paid} AND a.status = 'pending')`,
      completedThisMonth: sql<number>`(SELECT count(*) FROM appointments a WHERE ${completedThisMonth})`,
      earningsThisMonthPesewas: sql<number>`(SELECT coalesce(sum(a.payout_pesewas), 0) FROM appointments a WHERE ${completedThisMonth})`,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
}

/** The dashboard's statements, in batch order (exported so a test can EXPLAIN each one). */
export function dashboardStatements(db: Database, providerId: number, filter: AppointmentListFilter, clock: StatsClock) {
  const where = paidAppointmentsWhere(providerId, filter);
  return [
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(desc(appointments.startsAt), desc(appointments.id))
      .limit(PROVIDER_APPOINTMENTS_PAGE_SIZE)
      .offset((filter.page - 1) * PROVIDER_APPOINTMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(appointments).where(where),
    db.select().from(reviews).where(eq(reviews.providerId, providerId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(DASHBOARD_REVIEWS),
    statsQuery(db, providerId, clock),
  ] as const;
}

/** Everything the dashboard shows besides the provider, in one D1 round trip. */
export async function dashboardData(db: Database, providerId: number, filter: AppointmentListFilter, clock: StatsClock) {
  const [page, [counted], latestReviews, [stats]] = await db.batch(dashboardStatements(db, providerId, filter, clock));
  return {
    appointments: page,
    total: counted?.total ?? 0,
    reviews: latestReviews,
    stats: stats ?? { todayAppointments: 0, upcomingAppointments: 0, pendingConfirmations: 0, completedThisMonth: 0, earningsThisMonthPesewas: 0 },
  };
}

/** One of the provider's own appointments; another provider's is as missing as an unknown id. */
export async function providerAppointment(db: Database, providerId: number, id: number): Promise<AppointmentRow | null> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.providerId, providerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Moves an appointment to the provider's chosen status, only if it still has the status it was read
 * with: of two changes at once, one applies and the other finds nothing (null). Cancelling frees the
 * slot (the unique slot index covers pending and confirmed only) and records why.
 */
export async function applyProviderAction(
  db: Database,
  appointment: Pick<AppointmentRow, "id" | "status">,
  action: ProviderAppointmentAction,
  reason: string | undefined,
  now: number,
  alongside: readonly AlongsideStatement[] = [],
): Promise<AppointmentRow | null> {
  // `alongside` (a cancellation's refund) runs after the change in the same batch, so it can see it.
  const [[changed]] = await db.batch([
    db
      .update(appointments)
      .set({ status: action, updatedAt: now, ...(action === "cancelled" ? { cancellationReason: reason ?? null, holdExpiresAt: null } : {}) })
      .where(and(eq(appointments.id, appointment.id), eq(appointments.status, appointment.status)))
      .returning(),
    ...alongside,
  ]);
  return changed ?? null;
}

/**
 * Sets (or, with null, removes) the note to the patient on one of the provider's completed visits,
 * only while it is completed; null when it is not (or is not theirs).
 */
export async function setVisitNote(db: Database, providerId: number, id: number, note: string | null, now: number): Promise<AppointmentRow | null> {
  const [changed] = await db
    .update(appointments)
    .set({ visitNote: note, updatedAt: now })
    .where(and(eq(appointments.id, id), eq(appointments.providerId, providerId), eq(appointments.status, "completed")))
    .returning();
  return changed ?? null;
}

/** Writes the provider's own edits (self edit-profile) and answers the provider with their name. */
export async function updateProviderRow(db: Database, providerId: number, values: Partial<ProviderInsert>, name: Pick<ProviderRow, "firstName" | "lastName">): Promise<Provider | null> {
  const [row] = await db.update(providers).set(values).where(eq(providers.id, providerId)).returning();
  return row ? toProvider({ provider: row, ...name }) : null;
}

/** Another account already uses this e-mail address. */
export async function emailTakenByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId))).limit(1);
  return row !== undefined;
}

/**
 * The edit-by-id form's write: the provider row and its account (names, e-mail, photo) change together
 * in one batch with `alongside`, or none of it does (a unique e-mail clash throws and writes nothing).
 */
export async function updateProviderAndAccount(
  db: Database,
  provider: Pick<Provider, "id" | "userId">,
  providerValues: Partial<ProviderInsert>,
  userValues: Partial<Pick<UserInsert, "firstName" | "lastName" | "email" | "profileImageUrl">>,
  alongside: readonly AlongsideStatement[] = [],
): Promise<Provider | null> {
  // A new sign-in address must be proved again; the same one keeps its verification.
  const verification = userValues.email === undefined ? {} : { emailVerified: sql<boolean>`CASE WHEN ${users.email} = ${userValues.email} THEN ${users.emailVerified} ELSE 0 END` };
  const [[row], [user]] = await db.batch([
    db.update(providers).set(providerValues).where(eq(providers.id, provider.id)).returning(),
    db
      .update(users)
      .set({ ...userValues, ...verification })
      .where(eq(users.id, provider.userId))
      .returning({ firstName: users.firstName, lastName: users.lastName }),
    ...alongside,
  ]);
  return row && user ? toProvider({ provider: row, firstName: user.firstName, lastName: user.lastName }) : null;
}

/** The visits still ahead that a patient expects (paid, or still inside their checkout hold). */
export async function upcomingBookings(db: Database, providerId: number, now: number): Promise<AppointmentRow[]> {
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.providerId, providerId), inArray(appointments.status, [...ACTIVE_STATUSES]), gt(appointments.startsAt, now)));
  return rows.filter((row) => holdsSlot(row, now));
}

/**
 * What deleting the provider would remove, for the admin's confirmation dialog: each count a range on
 * appointments_provider_idx or reviews_provider_idx, in one statement read off the provider's key.
 * "Upcoming" is upcomingBookings' rule (holdsSlot): the patients who would be told.
 */
export function deletionPreviewQuery(db: Database, providerId: number, now: number) {
  return db
    .select({
      appointments: sql<number>`(SELECT count(*) FROM appointments a WHERE a.provider_id = ${providerId})`,
      upcomingAppointments: sql<number>`(SELECT count(*) FROM appointments a WHERE a.provider_id = ${providerId} AND a.starts_at > ${now} AND (a.status = 'confirmed' OR (a.status = 'pending' AND (a.payment_status = 'completed' OR a.hold_expires_at > ${now}))))`,
      reviews: sql<number>`(SELECT count(*) FROM reviews r WHERE r.provider_id = ${providerId})`,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
}

export interface RemovedProvider {
  appointmentsDeleted: number;
  reviewsDeleted: number;
  /** The account's own photo, which may differ from the profile's; for the caller to delete from R2. */
  accountImageUrl: string | null;
}

/**
 * Deletes the provider's account in one batch with `alongside`, counting first what goes with it: the
 * provider row, appointments, reviews, time off and sessions cascade from the user; payments have no
 * foreign key and stay for accounting. `alongside` (an admin's audit entry, the refunds of paid
 * visits) runs before the delete, while the provider's appointments still exist.
 */
export async function deleteProviderAccount(db: Database, provider: Pick<Provider, "id" | "userId">, alongside: readonly AlongsideStatement[] = []): Promise<RemovedProvider> {
  const [[appointmentCount], [reviewCount], ...rest] = await db.batch([
    db.select({ total: count() }).from(appointments).where(eq(appointments.providerId, provider.id)),
    db.select({ total: count() }).from(reviews).where(eq(reviews.providerId, provider.id)),
    ...alongside,
    db.delete(users).where(eq(users.id, provider.userId)).returning({ profileImageUrl: users.profileImageUrl }),
  ]);
  const removed = rest.at(-1) as { profileImageUrl: string | null }[];
  return { appointmentsDeleted: appointmentCount?.total ?? 0, reviewsDeleted: reviewCount?.total ?? 0, accountImageUrl: removed[0]?.profileImageUrl ?? null };
}

