/**
 * The SMS 2 hours before a confirmed visit (two-hour-reminders.ts), as the 5-minute Cron sweep sends
 * it: once per visit however many sweeps run, only for a confirmed, paid visit booked more than 2
 * hours ahead, only to a verified phone, in the patient's language, saying how to join an audio or
 * video visit.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertAppointment, insertProvider, insertUser, outboxFor } from "../../test/fixtures.ts";
import { moveAppointment } from "../db/appointments.ts";
import { noticeProviders } from "../db/reminders.ts";
import { appointments } from "../db/schema.ts";
import { phoneOnlyEmail, PHONE_ONLY_PASSWORD_HASH } from "../db/ussd-callers.ts";
import type { Bindings } from "../env.ts";
import { inLanguageOf } from "../i18n/api-texts.ts";
import { sweep } from "../scheduled.ts";
import { twoHourReminderSms } from "./two-hour-reminders.ts";

const bindings = env as unknown as Bindings;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A Monday morning in Ghana; every visit below starts within 2 hours of it unless it says otherwise. */
const NOW = Date.UTC(2030, 0, 7, 8, 0);
/** Booked the week before, as most visits are. */
const BOOKED = NOW - 7 * 24 * HOUR;

let phoneNumber = 0;
/** A patient whose phone is verified (a USSD caller's phone-only account unless `web`), and their number. */
async function patientWithPhone(columns: Partial<Parameters<typeof insertUser>[0]> = {}) {
  phoneNumber += 1;
  const phone = `+2332455${String(phoneNumber).padStart(5, "0")}`;
  const patient = await insertUser({ email: phoneOnlyEmail(phone), passwordHash: PHONE_ONLY_PASSWORD_HASH, firstName: "", lastName: "", phone, phoneVerified: true, emailVerified: false, ...columns });
  return { patient, phone };
}

/** A confirmed, paid visit booked a week ahead, for `patient` at `startsAt`. */
async function confirmedVisit(patient: { id: number; email: string; phone: string | null }, startsAt: number, columns: Partial<typeof appointments.$inferInsert> = {}) {
  const { provider } = await insertProvider();
  const { id } = await insertAppointment({
    patientId: patient.id,
    providerId: provider.id,
    startsAt,
    patientEmail: patient.email,
    patientPhone: patient.phone ?? "",
    patientName: "024 555 0001",
    status: "confirmed",
    paymentStatus: "completed",
    transactionId: `apt_soon_${crypto.randomUUID()}`,
    createdAt: BOOKED,
    ...columns,
  });
  // Read back for the booking code its insert trigger writes (migration 0015).
  const [visit] = await db().select().from(appointments).where(eq(appointments.id, id));
  return visit!;
}

const smsTo = async (phone: string) => (await outboxFor(phone)).filter((message) => message.channel === "sms").map((message) => message.body);

describe("the reminder SMS 2 hours before a visit", () => {
  it("reaches a patient booked by phone once, across two sweeps, saying who, where and when, with the booking code", async () => {
    const { patient, phone } = await patientWithPhone();
    const visit = await confirmedVisit(patient, NOW + 2 * HOUR);

    expect(await sweep(bindings, NOW)).toMatchObject({ twoHourRemindersSent: 1, remindersSent: 0 });
    expect(await smsTo(phone)).toEqual([`GhanaHealth reminder: your visit with Dr. Kwame Mensah at Korle Bu Teaching Hospital, Accra starts at 10:00 AM. Booking ${visit.bookingCode}.`]);
    // The patient has no e-mail address: the SMS is all they are sent.
    expect(await outboxFor(patient.email)).toEqual([]);

    // The next sweeps, 5 and 10 minutes later, send nothing more.
    expect(await sweep(bindings, NOW + 5 * MINUTE)).toMatchObject({ twoHourRemindersSent: 0 });
    expect(await sweep(bindings, NOW + 10 * MINUTE)).toMatchObject({ twoHourRemindersSent: 0 });
    expect(await smsTo(phone)).toHaveLength(1);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, visit.id));
    expect(row?.twoHourReminderSentAt).toBe(NOW);
  });

  it("comes when the visit enters its last 2 hours, after the day-before reminder", async () => {
    const { patient, phone } = await patientWithPhone();
    await confirmedVisit(patient, NOW + 2 * HOUR + 10 * MINUTE);
    // 2 hours 10 minutes ahead: still the 24-hour reminder's turn (the sweep had missed it).
    expect(await sweep(bindings, NOW)).toMatchObject({ remindersSent: 1, twoHourRemindersSent: 0 });
    expect(await sweep(bindings, NOW + 5 * MINUTE)).toMatchObject({ remindersSent: 0, twoHourRemindersSent: 0 });
    expect(await sweep(bindings, NOW + 10 * MINUTE)).toMatchObject({ remindersSent: 0, twoHourRemindersSent: 1 });
    expect(await sweep(bindings, NOW + 15 * MINUTE)).toMatchObject({ remindersSent: 0, twoHourRemindersSent: 0 });
    const [soon, dayBefore, ...more] = await smsTo(phone);
    expect(soon).toMatch(/^GhanaHealth reminder: your visit with Dr\. Kwame Mensah at Korle Bu Teaching Hospital, Accra starts at 10:10 AM\./);
    expect(dayBefore).toMatch(/^GhanaHealth reminder: Dr\. Kwame Mensah, Monday, 7 January 2030 at 10:10 AM, Korle Bu Teaching Hospital, Accra\./);
    expect(more).toEqual([]);
  });

  it("comes again for a visit moved after its reminders, naming the new time", async () => {
    const { patient, phone } = await patientWithPhone();
    const visit = await confirmedVisit(patient, NOW + 2 * HOUR);
    expect(await sweep(bindings, NOW)).toMatchObject({ twoHourRemindersSent: 1 });

    // Moved to the next day (the patient's reschedule), then confirmed again by the provider.
    const moved = await moveAppointment(db(), visit, NOW + 26 * HOUR + 30 * MINUTE, NOW + 10 * MINUTE);
    expect(moved).toMatchObject({ reminderSentAt: null, twoHourReminderSentAt: null });
    await db().update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, visit.id));

    expect(await sweep(bindings, NOW + 24 * HOUR + 30 * MINUTE)).toMatchObject({ twoHourRemindersSent: 1 });
    const [again, first] = await smsTo(phone);
    expect(first).toMatch(/starts at 10:00 AM\./);
    expect(again).toMatch(/starts at 10:30 AM\./);
    expect(await sweep(bindings, NOW + 24 * HOUR + 35 * MINUTE)).toMatchObject({ twoHourRemindersSent: 0 });
  });

  it("is not sent for a visit cancelled, unpaid, awaiting confirmation, already begun or booked less than 2 hours ahead", async () => {
    const { patient, phone } = await patientWithPhone();
    await confirmedVisit(patient, NOW + 30 * MINUTE, { status: "cancelled", cancellationReason: "The doctor is unwell" });
    await confirmedVisit(patient, NOW + 40 * MINUTE, { status: "cancelled", cancellationReason: "payment_hold_lapsed", paymentStatus: "pending", transactionId: null });
    await confirmedVisit(patient, NOW + 50 * MINUTE, { status: "pending", paymentStatus: "pending", transactionId: null, holdExpiresAt: NOW + 10 * MINUTE });
    await confirmedVisit(patient, NOW + 60 * MINUTE, { status: "pending" });
    await confirmedVisit(patient, NOW - 10 * MINUTE);
    // Booked at 7:00 for 8:30: the booking SMS an hour ago said it all.
    await confirmedVisit(patient, NOW + 30 * MINUTE, { createdAt: NOW - HOUR });

    expect(await sweep(bindings, NOW)).toMatchObject({ twoHourRemindersSent: 0 });
    expect(await smsTo(phone)).toEqual([]);
  });

  it("is written in the patient's language", async () => {
    const { patient, phone } = await patientWithPhone({ language: "ha" });
    const visit = await confirmedVisit(patient, NOW + 90 * MINUTE);
    expect(await sweep(bindings, NOW)).toMatchObject({ twoHourRemindersSent: 1 });

    const provider = (await noticeProviders(db(), [visit.providerId])).get(visit.providerId)!;
    const [sms] = await smsTo(phone);
    expect(sms).toBe(inLanguageOf("ha", () => twoHourReminderSms(visit, provider)));
    // "Booking K7P2QX." in Hausa.
    expect(sms).toMatch(new RegExp(` Lamba ${visit.bookingCode}\\.$`));
  });

  it("tells the patient of an audio or video visit how to join it, not where the practice is", async () => {
    const { patient, phone } = await patientWithPhone({ email: "kojo@example.com.gh", firstName: "Kojo", lastName: "Asante", passwordHash: "!test-no-password", emailVerified: true });
    const visit = await confirmedVisit(patient, NOW + 2 * HOUR, { visitType: "video" });
    expect(await sweep(bindings, NOW)).toMatchObject({ twoHourRemindersSent: 1 });
    expect(await smsTo(phone)).toEqual([`GhanaHealth reminder: your video visit with Dr. Kwame Mensah starts at 10:00 AM. Join from My Appointments. Booking ${visit.bookingCode}.`]);
  });

  it("texts only a verified phone, never the number typed into a booking, and is not tried again", async () => {
    const unverified = await insertUser({ email: "esi@example.com.gh", phone: "+233245559999", phoneVerified: false });
    const visit = await confirmedVisit(unverified, NOW + HOUR, { patientPhone: "+233245558888" });
    expect(await sweep(bindings, NOW)).toMatchObject({ twoHourRemindersSent: 0 });
    expect(await sweep(bindings, NOW + 5 * MINUTE)).toMatchObject({ twoHourRemindersSent: 0 });
    expect(await outboxFor("+233245559999")).toEqual([]);
    expect(await outboxFor("+233245558888")).toEqual([]);
    expect(await outboxFor("esi@example.com.gh")).toEqual([]);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, visit.id));
    expect(row?.twoHourReminderSentAt).toBe(NOW);
  });
});
