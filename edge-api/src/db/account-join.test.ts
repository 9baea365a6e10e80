/**
 * A phone-only account (made by a first booking by USSD) joins the web patient who verifies its
 * number: everything of it moves in one batch, once, and only into a web patient.
 */
import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/password.ts";
import { db, insertAppointment, insertProvider, insertUser } from "../../test/fixtures.ts";
import { verifyPhone } from "./account-join.ts";
import { callEntries } from "./calls-schema.ts";
import { appointments, idempotencyKeys, payments, refunds, reviews, users } from "./schema.ts";
import { callerAccountForBooking, phoneOnlyEmail, rememberCallerLanguage, rememberCallerSearch } from "./ussd-callers.ts";
import { ussdCallers } from "./ussd-schema.ts";

const CALLER = "+233241234567";
const NOW = Date.UTC(2030, 0, 5, 8, 0);
const DAY = 86_400_000;

// test/setup.ts empties neither of these between tests.
beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM refunds"), env.DB.prepare("DELETE FROM idempotency_keys")]);
});

/** A caller who chose Twi, searched, and booked twice by phone (one visit past and paid, with its payment, refund, review and call), as the desk leaves them. */
async function callerWhoBooked() {
  await rememberCallerLanguage(db(), CALLER, "ak", NOW - 20 * DAY);
  await rememberCallerSearch(db(), CALLER, { specialty: "general", place: "Tamale" }, NOW - 20 * DAY);
  const phoneOnly = await callerAccountForBooking(db(), CALLER, NOW - 20 * DAY);
  const { provider } = await insertProvider();
  const asBookedByPhone = { patientId: phoneOnly.id, providerId: provider.id, patientName: "024 123 4567", patientPhone: CALLER, patientEmail: phoneOnly.email };
  const coming = await insertAppointment({ ...asBookedByPhone, startsAt: NOW + 3 * DAY, status: "confirmed", paymentStatus: "completed", transactionId: "apt_coming" });
  const past = await insertAppointment({ ...asBookedByPhone, startsAt: NOW - 10 * DAY, status: "completed", paymentStatus: "completed", transactionId: "apt_past" });
  await db().insert(payments).values({ appointmentId: past.id, providerId: provider.id, patientId: phoneOnly.id, reference: "apt_past", gateway: "sandbox", amountPesewas: 15000, status: "success", channel: "mobile_money" });
  await db()
    .insert(refunds)
    .values({ reference: "rfd_apt_past", paymentReference: "apt_past", appointmentId: past.id, providerId: provider.id, patientId: phoneOnly.id, amountPesewas: 1500, commissionPesewas: 1500, reason: "patient_cancelled", createdAt: NOW, updatedAt: NOW });
  await db().insert(reviews).values({ providerId: provider.id, patientId: phoneOnly.id, appointmentId: past.id, patientName: "Patient", rating: 4, comment: "Good." });
  await db().insert(callEntries).values({ appointmentId: past.id, userId: phoneOnly.id, role: "patient", joinedAt: NOW - 10 * DAY, leftAt: NOW - 10 * DAY + 600_000 });
  for (const key of ["by-phone-only", "used-by-both"]) {
    await db().insert(idempotencyKeys).values({ userId: phoneOnly.id, key, fingerprint: `phone-${key}`, responseStatus: 201, createdAt: NOW, expiresAt: NOW + DAY });
  }
  return { phoneOnly, provider, coming, past };
}

const webPatient = async (overrides: Partial<typeof users.$inferInsert> = {}) =>
  insertUser({ email: "ama@example.com.gh", firstName: "Ama", lastName: "Owusu", passwordHash: await hashPassword("Akwaaba#2030"), language: null, ...overrides });

describe("a web patient verifying the number of a phone-only account", () => {
  it("takes in everything of the phone-only account in one batch, which then no longer exists", async () => {
    const { phoneOnly, coming, past } = await callerWhoBooked();
    const ama = await webPatient();
    await db().insert(idempotencyKeys).values({ userId: ama.id, key: "used-by-both", fingerprint: "web", responseStatus: 201, createdAt: NOW, expiresAt: NOW + DAY });

    const { account, bookingsJoined } = await verifyPhone(db(), ama, CALLER, NOW);
    expect(bookingsJoined).toBe(2);
    // Its language was unset, so the one chosen on the phone carries over (its SMS follow it).
    expect(account).toMatchObject({ id: ama.id, phone: CALLER, phoneVerified: true, language: "ak", email: "ama@example.com.gh" });

    const moved = await db().select().from(appointments);
    expect(moved.map((row) => [row.id, row.patientId]).sort()).toEqual([[coming.id, ama.id], [past.id, ama.id]].sort());
    // The bookings now carry the account's address (the placeholder receives no mail) and name; the number stays.
    for (const row of moved) expect(row).toMatchObject({ patientEmail: "ama@example.com.gh", patientName: "Ama Owusu", patientPhone: CALLER, updatedAt: NOW });
    expect(await db().select({ patientId: payments.patientId }).from(payments)).toEqual([{ patientId: ama.id }]);
    expect(await db().select({ patientId: refunds.patientId }).from(refunds)).toEqual([{ patientId: ama.id }]);
    expect(await db().select({ patientId: reviews.patientId }).from(reviews)).toEqual([{ patientId: ama.id }]);
    expect(await db().select({ userId: callEntries.userId }).from(callEntries)).toEqual([{ userId: ama.id }]);
    // A key the web account already used keeps its own answer; the other moved.
    const keys = await db().select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key, fingerprint: idempotencyKeys.fingerprint }).from(idempotencyKeys);
    expect(keys.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { userId: ama.id, key: "by-phone-only", fingerprint: "phone-by-phone-only" },
      { userId: ama.id, key: "used-by-both", fingerprint: "web" },
    ]);
    // The number's caller row names the web account; its language and last search stay.
    expect(await db().select().from(ussdCallers)).toEqual([expect.objectContaining({ phone: CALLER, userId: ama.id, language: "ak", lastSpecialty: "general", lastPlace: "Tamale" })]);
    expect(await db().select().from(users).where(eq(users.id, phoneOnly.id))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.email, phoneOnlyEmail(CALLER)))).toEqual([]);
    // The number's next booking goes to the web account, with no new phone-only account.
    expect((await callerAccountForBooking(db(), CALLER, NOW)).id).toBe(ama.id);
    expect(await db().select().from(users).where(eq(users.email, phoneOnlyEmail(CALLER)))).toEqual([]);
  });

  it("keeps the web account's own language", async () => {
    await callerWhoBooked();
    const ama = await webPatient({ language: "ee" });
    expect((await verifyPhone(db(), ama, CALLER, NOW)).account.language).toBe("ee");
  });

  it("happens once: verifying again, or two accounts verifying at the same moment, moves nothing more and fails nothing", async () => {
    const { coming, past } = await callerWhoBooked();
    const ama = await webPatient();
    const kofi = await webPatient({ email: "kofi@example.com.gh", firstName: "Kofi", lastName: "Boateng" });

    const both = await Promise.all([verifyPhone(db(), ama, CALLER, NOW), verifyPhone(db(), kofi, CALLER, NOW)]);
    expect(both.map((result) => result.bookingsJoined).sort()).toEqual([0, 2]);
    const winner = both.find((result) => result.bookingsJoined === 2)!.account.id;
    const owners = await db().select({ id: appointments.id, patientId: appointments.patientId }).from(appointments);
    expect(owners.sort((a, b) => a.id - b.id)).toEqual([{ id: coming.id, patientId: winner }, { id: past.id, patientId: winner }].sort((a, b) => a.id - b.id));
    expect((await db().select().from(ussdCallers))[0]!.userId).toBe(winner);
    // Both verified the number (each proved it), but only one took the bookings.
    for (const result of both) expect(result.account).toMatchObject({ phone: CALLER, phoneVerified: true });

    expect((await verifyPhone(db(), ama, CALLER, NOW)).bookingsJoined).toBe(0);
    expect(await db().select({ patientId: appointments.patientId }).from(appointments)).toEqual([{ patientId: winner }, { patientId: winner }]);
  });

  it("joins nothing into an administrator: the phone-only account and its bookings stay as they were", async () => {
    const { phoneOnly } = await callerWhoBooked();
    const admin = await webPatient({ email: "admin@example.com.gh", role: "admin" });
    const { account, bookingsJoined } = await verifyPhone(db(), admin, CALLER, NOW);
    expect(bookingsJoined).toBe(0);
    expect(account).toMatchObject({ phone: CALLER, phoneVerified: true, language: null });
    expect(await db().select({ patientId: appointments.patientId }).from(appointments)).toEqual([{ patientId: phoneOnly.id }, { patientId: phoneOnly.id }]);
    expect((await db().select().from(ussdCallers))[0]!.userId).toBe(phoneOnly.id);
  });

  it("never takes an account that only took a phone-only address for a phone-only account, nor books a caller into it", async () => {
    // The placeholder is a well-formed address, so a web account could hold it; it has a password.
    const squatter = await webPatient({ email: phoneOnlyEmail(CALLER) });
    const { provider } = await insertProvider();
    const booked = await insertAppointment({ patientId: squatter.id, providerId: provider.id });
    const ama = await webPatient({ email: "ama.owusu@example.com.gh" });
    expect((await verifyPhone(db(), ama, CALLER, NOW)).bookingsJoined).toBe(0);
    expect((await db().select().from(appointments).where(eq(appointments.id, booked.id)))[0]!.patientId).toBe(squatter.id);
    expect(await db().select().from(users).where(eq(users.id, squatter.id))).toHaveLength(1);

    const other = "+233201112233";
    await db().update(users).set({ email: phoneOnlyEmail(other) }).where(eq(users.id, squatter.id));
    await expect(callerAccountForBooking(db(), other, NOW)).rejects.toThrow(/neither made nor found/);
    expect(await db().select().from(appointments).where(eq(appointments.patientId, squatter.id))).toHaveLength(1);
  });
});
