/**
 * Storage for the patient's data rights (docs/product-rules.md#data-rights, Ghana Data Protection Act 2012): everything
 * held about a user, read for the export; the erasure of a patient's account, written as one batch;
 * and a password change that keeps the browser that made it signed in with a fresh token.
 */
import { and, desc, eq, getTableColumns, gt, inArray } from "drizzle-orm";
import type { Database } from "./client.ts";
import { callEntries } from "./calls-schema.ts";
import { callerRowsOf } from "./ussd-callers.ts";
import { ussdCallers } from "./ussd-schema.ts";
import { appointments, idempotencyKeys, licences, nhisReports, outbox, payments, providers, reviews, sessions, users } from "./schema.ts";

/** What a deleted patient's name becomes wherever it was shown (reviews, providers' lists). */
const FORMER_PATIENT = "Former patient";

type User = typeof users.$inferSelect;

/** The provider's own record: not the date-search hints the triggers keep on it (migration 0010), which are search bookkeeping. */
const { timeOffUntil: _timeOffUntil, bookedUntil: _bookedUntil, ...practiceColumns } = getTableColumns(providers);

/** An instant as ISO text; null stays null (so a column that is never null exports as a string, as the answer's schema says). */
function iso(ms: number): string;
function iso(ms: number | null): string | null;
function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** Everything held about `user`, in the words of the product. `currentSessionId` marks this browser's session. */
export async function dataHeldAbout(db: Database, user: User, currentSessionId: string | null) {
  const recipients = [user.email, ...(user.phone ? [user.phone] : [])];
  const ownProvider = db.select({ id: providers.id }).from(providers).where(eq(providers.userId, user.id));
  const [appointmentRows, paymentRows, reviewRows, sessionRows, messageRows, retriedRequestRows, practiceRows, callRows, callerRows, nhisReportRows, licenceRows] = await db.batch([
    db
      .select({ appointment: appointments, providerTitle: providers.title, providerFirstName: users.firstName, providerLastName: users.lastName })
      .from(appointments)
      .leftJoin(providers, eq(providers.id, appointments.providerId))
      .leftJoin(users, eq(users.id, providers.userId))
      .where(eq(appointments.patientId, user.id))
      .orderBy(desc(appointments.startsAt)),
    db.select().from(payments).where(eq(payments.patientId, user.id)).orderBy(desc(payments.createdAt)),
    db.select().from(reviews).where(eq(reviews.patientId, user.id)).orderBy(desc(reviews.createdAt)),
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt)),
    db.select().from(outbox).where(inArray(outbox.recipient, recipients)).orderBy(desc(outbox.createdAt)),
    db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id)),
    db.select(practiceColumns).from(providers).where(eq(providers.userId, user.id)),
    db.select().from(callEntries).where(eq(callEntries.userId, user.id)).orderBy(desc(callEntries.joinedAt)),
    db.select().from(ussdCallers).where(callerRowsOf(user)).orderBy(desc(ussdCallers.updatedAt)),
    // Through the patient's appointments: each report belongs to one (nhis_reports_appointment_unique).
    db
      .select()
      .from(nhisReports)
      .where(inArray(nhisReports.appointmentId, db.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, user.id))))
      .orderBy(desc(nhisReports.createdAt)),
    db.select().from(licences).where(inArray(licences.providerId, ownProvider)).orderBy(desc(licences.uploadedAt)),
  ]);
  return {
    appointments: appointmentRows.map(({ appointment: a, providerTitle, providerFirstName, providerLastName }) => ({
      id: a.id,
      provider: { id: a.providerId, name: providerFirstName === null ? null : [providerTitle, providerFirstName, providerLastName].filter(Boolean).join(" ") },
      appointmentDate: iso(a.startsAt),
      status: a.status,
      paymentStatus: a.paymentStatus,
      reason: a.reason,
      notes: a.notes,
      cancellationReason: a.cancellationReason,
      visitType: a.visitType,
      visitNote: a.visitNote,
      patientName: a.patientName,
      patientPhone: a.patientPhone,
      patientEmail: a.patientEmail,
      feePesewas: a.feePesewas,
      transactionId: a.transactionId,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    payments: paymentRows.map((p) => ({
      reference: p.reference,
      appointmentId: p.appointmentId,
      gateway: p.gateway,
      amountPesewas: p.amountPesewas,
      currency: p.currency,
      status: p.status,
      channel: p.channel,
      paidAt: iso(p.paidAt),
      createdAt: iso(p.createdAt),
    })),
    reviews: reviewRows.map((r) => ({
      id: r.id,
      providerId: r.providerId,
      appointmentId: r.appointmentId,
      shownAs: r.patientName,
      rating: r.rating,
      comment: r.comment,
      createdAt: iso(r.createdAt),
    })),
    // Sessions are deleted at sign-out, so this is every browser signed in now (never the token).
    signIns: sessionRows.map((s) => ({ signedInAt: iso(s.createdAt), lastSeenAt: iso(s.lastSeenAt), expiresAt: iso(s.expiresAt), thisBrowser: s.id === currentSessionId })),
    messagesSent: messageRows.map((m) => ({ channel: m.channel, to: m.recipient, subject: m.subject, body: m.body, sentAt: iso(m.createdAt) })),
    // Kept 24 hours so a retried booking or payment is answered once (docs/decisions/0006-idempotency-keys.md).
    retriedRequests: retriedRequestRows.map((k) => ({ key: k.key, answeredWith: k.responseStatus, createdAt: iso(k.createdAt), expiresAt: iso(k.expiresAt) })),
    // All that is kept of a remote visit's call (docs/product-rules.md#remote-visits).
    callEntries: callRows.map((e) => ({ appointmentId: e.appointmentId, role: e.role, joinedAt: iso(e.joinedAt), leftAt: iso(e.leftAt) })),
    // What the USSD service keeps about the account's number (docs/product-rules.md#basic-phones): its menu language and last search.
    ussdCallers: callerRows.map((row) => ({
      phone: row.phone,
      language: row.language,
      lastSearch: row.lastSpecialty && row.lastPlace ? { specialty: row.lastSpecialty, place: row.lastPlace } : null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    // What the patient told administrators (docs/product-rules.md#licences-and-nhis).
    nhisReports: nhisReportRows.map((r) => ({ id: r.id, appointmentId: r.appointmentId, providerId: r.providerId, details: r.details, createdAt: iso(r.createdAt) })),
    providerProfile: practiceRows[0] ?? null,
    // A provider's licence uploads (their documents at the addresses the API gives them).
    licences: licenceRows,
  };
}

/** The patient's paid visits still to come: these go through cancellation (and its refund rules) first. */
export async function upcomingPaidVisits(db: Database, patientId: number, now: number): Promise<number> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), inArray(appointments.status, ["pending", "confirmed"]), eq(appointments.paymentStatus, "completed"), gt(appointments.startsAt, now)));
  return rows.length;
}

/**
 * Erases a patient's account in one batch (all or nothing). The users row stays as an anonymous
 * stub so appointments and payments keep what accounting needs (fee, split, reference, dates,
 * status) under an id that names no one; the e-mail becomes a unique placeholder that is no address,
 * which frees the real one for a new sign-up. Unpaid bookings are cancelled so their slots free up.
 * Returns how many rows each step changed (RETURNING, since D1's counts include trigger writes).
 */
export async function erasePatient(db: Database, user: User, now: number) {
  const recipients = [user.email, ...(user.phone ? [user.phone] : [])];
  const [unpaid, visits, reviewed, account, endedSessions, keys] = await db.batch([
    db
      .update(appointments)
      .set({ status: "cancelled", cancellationReason: "account_deleted", holdExpiresAt: null, updatedAt: now })
      .where(and(eq(appointments.patientId, user.id), eq(appointments.status, "pending"), eq(appointments.paymentStatus, "pending")))
      .returning({ id: appointments.id }),
    db
      .update(appointments)
      .set({ patientName: FORMER_PATIENT, patientPhone: "", patientEmail: "", reason: null, notes: null, updatedAt: now })
      .where(eq(appointments.patientId, user.id))
      .returning({ id: appointments.id }),
    db.update(reviews).set({ patientName: FORMER_PATIENT, patientId: null }).where(eq(reviews.patientId, user.id)).returning({ id: reviews.id }),
    db
      .update(users)
      .set({
        email: `deleted-account-${user.id}-${crypto.randomUUID()}`,
        // Not a hash of anything: no password ever matches it, so the stub can never sign in.
        passwordHash: "!deleted",
        firstName: "Former",
        lastName: "patient",
        phone: null,
        phoneVerified: false,
        emailVerified: false,
        profileImageUrl: null,
      })
      .where(eq(users.id, user.id))
      .returning({ id: users.id }),
    db.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id }),
    db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id)).returning({ key: idempotencyKeys.key }),
    // Development mail and SMS carry names and codes (the production adapters keep no copy).
    db.delete(outbox).where(inArray(outbox.recipient, recipients)),
    // The USSD caller rows about the account's holder (their language and last search), as the export lists them.
    db.delete(ussdCallers).where(callerRowsOf(user)),
  ]);
  return { unpaidCancelled: unpaid.length, appointmentsAnonymised: visits.length, reviewsAnonymised: reviewed.length, accounts: account.length, sessionsEnded: endedSessions.length, retriedRequestsDeleted: keys.length };
}

/**
 * A new password and a fresh session for this browser, in one batch: every session of the user ends
 * (the one that asked too, so its old token dies) and a new one begins.
 */
export async function changePasswordKeepingBrowser(db: Database, userId: number, passwordHash: string, freshSession: typeof sessions.$inferInsert): Promise<void> {
  await db.batch([db.update(users).set({ passwordHash }).where(eq(users.id, userId)), db.delete(sessions).where(eq(sessions.userId, userId)), db.insert(sessions).values(freshSession)]);
}
