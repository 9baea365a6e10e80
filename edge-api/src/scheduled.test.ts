import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db, insertAppointment, insertProvider, insertUser, outboxFor, signIn } from "../test/fixtures.ts";
import { claimDueReminders, claimDueTwoHourReminders } from "./db/reminders.ts";
import { appointments, sessions } from "./db/schema.ts";
import type { Bindings } from "./env.ts";
import { sweep } from "./scheduled.ts";

const bindings = env as unknown as Bindings;
const HOUR = 3_600_000;

describe("the scheduled sweep", () => {
  it("cancels unpaid bookings whose 15-minute hold has lapsed and leaves live and paid ones", async () => {
    const now = Date.UTC(2030, 0, 6, 12, 0);
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const lapsed = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 7, 9), holdExpiresAt: now - 1 });
    const live = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 7, 10), holdExpiresAt: now + 60_000 });
    const paid = await insertAppointment({
      patientId: patient.id,
      providerId: provider.id,
      startsAt: Date.UTC(2030, 0, 7, 11),
      holdExpiresAt: now - 1,
      paymentStatus: "completed",
    });

    expect(await sweep(bindings, now)).toMatchObject({ lapsedHolds: 1 });
    const statuses = Object.fromEntries((await db().select().from(appointments)).map((a) => [a.id, a.status]));
    expect(statuses).toEqual({ [lapsed.id]: "cancelled", [live.id]: "pending", [paid.id]: "pending" });
  });

  it("deletes expired sessions", async () => {
    const now = Date.now();
    const user = await insertUser();
    await signIn(user.id, { now, expiresAt: now - 1 });
    expect(await sweep(bindings, now)).toMatchObject({ expiredSessions: 1 });
    expect(await db().select().from(sessions)).toEqual([]);
  });
});

describe("reminders from the sweep", () => {
  it("reminds each patient with a confirmed visit in 2 to 24 hours exactly once, across two sweeps", async () => {
    const now = Date.UTC(2030, 0, 7, 8, 0);
    const { provider } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
    const ama = await insertUser({ email: "ama@example.com.gh", phone: "+233241234567", phoneVerified: true });
    const kofi = await insertUser({ email: "kofi@example.com.gh", firstName: "Kofi" });
    const others = await insertUser({ email: "others@example.com.gh" });
    const visit = (patientId: number, email: string, startsAt: number, extra: Partial<typeof appointments.$inferInsert> = {}) =>
      insertAppointment({ patientId, providerId: provider.id, startsAt, patientEmail: email, status: "confirmed", paymentStatus: "completed", ...extra });

    await visit(ama.id, "ama@example.com.gh", now + 5 * HOUR);
    await visit(kofi.id, "kofi@example.com.gh", now + 24 * HOUR, { patientName: "Kofi Boateng" });
    // Not reminded: awaiting confirmation, cancelled, more than 24 hours away, already begun.
    await visit(others.id, "others@example.com.gh", now + 3 * HOUR, { status: "pending" });
    await visit(others.id, "others@example.com.gh", now + 4 * HOUR, { status: "cancelled" });
    await visit(others.id, "others@example.com.gh", now + 24 * HOUR + 30 * 60_000);
    await visit(others.id, "others@example.com.gh", now - 30 * 60_000);

    expect(await sweep(bindings, now)).toMatchObject({ remindersSent: 2 });
    const toAma = await outboxFor("ama@example.com.gh");
    expect(toAma).toHaveLength(1);
    expect(toAma[0]).toMatchObject({ channel: "email", subject: "Reminder: appointment with Dr. Kwame Mensah tomorrow" });
    expect(toAma[0]!.body).toContain("Monday, 7 January 2030 at 1:00 PM");
    // Her phone is verified, so the reminder also goes by SMS.
    expect(await outboxFor("+233241234567")).toMatchObject([{ channel: "sms", body: expect.stringContaining("GhanaHealth reminder: Dr. Kwame Mensah") }]);
    expect(await outboxFor("kofi@example.com.gh")).toMatchObject([{ subject: "Reminder: appointment with Dr. Kwame Mensah tomorrow" }]);
    expect(await outboxFor("others@example.com.gh")).toEqual([]);

    // Five minutes later the Cron runs again: nothing more goes out.
    expect(await sweep(bindings, now + 5 * 60_000)).toMatchObject({ remindersSent: 0 });
    expect(await outboxFor("ama@example.com.gh")).toHaveLength(1);
    expect(await outboxFor("kofi@example.com.gh")).toHaveLength(1);
    const stamped = (await db().select().from(appointments)).filter((a) => a.reminderSentAt !== null);
    expect(stamped.map((a) => a.reminderSentAt)).toEqual([now, now]);
  });

  it("reminds a visit that comes into the 24-hour window on a later sweep", async () => {
    const now = Date.UTC(2030, 0, 7, 8, 0);
    const { provider } = await insertProvider();
    const patient = await insertUser({ email: "esi@example.com.gh" });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: now + 26 * HOUR, status: "confirmed", paymentStatus: "completed", patientEmail: "esi@example.com.gh" });
    expect(await sweep(bindings, now)).toMatchObject({ remindersSent: 0 });
    expect(await sweep(bindings, now + 2 * HOUR)).toMatchObject({ remindersSent: 1 });
    expect(await sweep(bindings, now + 3 * HOUR)).toMatchObject({ remindersSent: 0 });
    expect(await outboxFor("esi@example.com.gh")).toHaveLength(1);
  });

  it("gives a visit booked less than 24 hours ahead no day-before reminder: its booking message has just said it", async () => {
    const now = Date.UTC(2030, 0, 7, 8, 0);
    const { provider } = await insertProvider();
    const patient = await insertUser({ email: "yaw@example.com.gh" });
    const booked = (hoursAhead: number, bookedHoursAgo: number) =>
      insertAppointment({
        patientId: patient.id,
        providerId: provider.id,
        startsAt: now + hoursAhead * HOUR,
        status: "confirmed",
        paymentStatus: "completed",
        patientEmail: "yaw@example.com.gh",
        createdAt: now - bookedHoursAgo * HOUR,
      });
    // Booked last night for this afternoon (17 hours ahead), and yesterday morning for tomorrow (25 hours ahead).
    await booked(6, 11);
    await booked(10, 15);
    expect(await sweep(bindings, now)).toMatchObject({ remindersSent: 1 });
    expect(await outboxFor("yaw@example.com.gh")).toMatchObject([{ subject: "Reminder: appointment with Dr. Kwame Mensah tomorrow", body: expect.stringContaining("at 6:00 PM") }]);
  });

  it("gives a visit confirmed less than 2 hours before it starts the 2-hour SMS alone, not the day-before reminder too", async () => {
    const now = Date.UTC(2030, 0, 7, 8, 0);
    const { provider } = await insertProvider();
    const ama = await insertUser({ email: "ama@example.com.gh", phone: "+233241234567", phoneVerified: true });
    await insertAppointment({ patientId: ama.id, providerId: provider.id, startsAt: now + 2 * HOUR, status: "confirmed", paymentStatus: "completed", patientEmail: "ama@example.com.gh" });
    expect(await sweep(bindings, now)).toMatchObject({ remindersSent: 0, twoHourRemindersSent: 1 });
    expect(await outboxFor("ama@example.com.gh")).toEqual([]);
    expect(await outboxFor("+233241234567")).toMatchObject([{ channel: "sms", body: expect.stringMatching(/^GhanaHealth reminder: your visit with Dr\. Kwame Mensah at Korle Bu Teaching Hospital, Accra starts at 10:00 AM\./) }]);
    expect(await sweep(bindings, now + 5 * 60_000)).toMatchObject({ remindersSent: 0, twoHourRemindersSent: 0 });
  });

  it("finds due reminders by a range on their start time in an index, not by scanning appointments", async () => {
    for (const claim of [claimDueReminders, claimDueTwoHourReminders]) {
      const { sql, params } = claim(db(), Date.now()).toSQL();
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
      // The partial index of visits owed a reminder, or (status, starts_at): either reads only the window's confirmed visits.
      expect(results.map((row) => row.detail).join(" | ")).toMatch(/SEARCH appointments USING INDEX appointments_(reminder_due|status)_idx \((status=\? AND )?starts_at>\? AND starts_at<\?\)/);
    }
  });
});
