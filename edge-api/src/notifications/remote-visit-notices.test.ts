/**
 * An audio or video visit's messages say how to join it, where an in-person visit's say where the
 * practice is: the patient's booking e-mail, the confirmation and the 24-hour reminder (e-mail and
 * SMS), and the provider's new-booking e-mail. English SMS keep to one GSM-7 segment.
 */
import { env } from "cloudflare:workers";
import { smsLength } from "@gh/contracts/sms";
import { describe, expect, it } from "vitest";
import { insertAppointment, insertProvider, insertUser, outboxFor, sendJson, signIn, signedInPatient } from "../../test/fixtures.ts";
import type { Bindings } from "../env.ts";
import { sweep } from "../scheduled.ts";

const HOUR = 3_600_000;
const PATIENT_PHONE = "+233245550202";
const HOW_TO_JOIN = "Join the call from My Appointments, from 15 minutes before it starts.";

async function visitOf(visitType: "audio" | "video" | "in_person", columns: Partial<Parameters<typeof insertAppointment>[0]> = {}) {
  const { provider, user } = await insertProvider({ offersAudio: true, offersVideo: true });
  const patient = await insertUser({ email: `${crypto.randomUUID()}@example.com.gh`, phone: PATIENT_PHONE, phoneVerified: true });
  const appointment = await insertAppointment({
    patientId: patient.id,
    providerId: provider.id,
    patientEmail: patient.email,
    visitType,
    status: "pending",
    paymentStatus: "completed",
    transactionId: `apt_notice_${crypto.randomUUID()}`,
    ...columns,
  });
  return { provider, patient, appointment, providerCookie: await signIn(user.id) };
}

const smsTo = async (phone: string) => (await outboxFor(phone)).filter((message) => message.channel === "sms").map((message) => message.body);

describe("the messages of an audio or video visit", () => {
  it("the provider's confirmation tells the patient how to join, by e-mail and SMS", async () => {
    const { patient, appointment, providerCookie } = await visitOf("video");
    expect((await sendJson(`/api/providers/appointments/${appointment.id}`, { status: "confirmed" }, { method: "PATCH", cookie: providerCookie })).status).toBe(200);

    const [email] = (await outboxFor(patient.email)).filter((message) => message.channel === "email");
    expect(email?.subject).toBe("Confirmed: your appointment with Dr. Kwame Mensah");
    expect(email?.body).toContain("Dr. Kwame Mensah confirmed your video visit on Monday, 7 January 2030 at 10:30 AM.");
    expect(email?.body).toContain(HOW_TO_JOIN);
    expect(email?.body).not.toContain("Korle Bu Teaching Hospital");
    const [sms] = await smsTo(PATIENT_PHONE);
    expect(sms).toMatch(/^GhanaHealth: Dr\. Kwame Mensah confirmed your video visit on Monday, 7 January 2030 at 10:30 AM\. Join from My Appointments\. Booking [A-Z2-9]{6}\.$/);
    expect(smsLength(sms!)).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it("the reminder a day ahead tells the patient how to join, by e-mail and SMS", async () => {
    const now = Date.UTC(2030, 0, 6, 12, 0);
    const { patient } = await visitOf("audio", { status: "confirmed", startsAt: now + 20 * HOUR });
    expect(await sweep(env as unknown as Bindings, now)).toMatchObject({ remindersSent: 1 });

    const [email] = (await outboxFor(patient.email)).filter((message) => message.channel === "email");
    expect(email?.subject).toBe("Reminder: appointment with Dr. Kwame Mensah tomorrow");
    expect(email?.body).toContain("A reminder of your audio visit with Dr. Kwame Mensah on Monday, 7 January 2030 at 8:00 AM.");
    expect(email?.body).toContain(HOW_TO_JOIN);
    const [sms] = await smsTo(PATIENT_PHONE);
    expect(sms).toMatch(/^GhanaHealth reminder: audio visit with Dr\. Kwame Mensah, Monday, 7 January 2030 at 8:00 AM\. Join from My Appointments\. Booking [A-Z2-9]{6}\.$/);
    expect(smsLength(sms!)).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it("the booking e-mail says how to join; the provider's new-booking e-mail says it is a call", async () => {
    const { provider } = await insertProvider({ offersAudio: true, consultationFeePesewas: 15000 });
    const { patient, cookie } = await signedInPatient({ email: "kojo@example.com.gh" });
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, patientEmail: patient.email, visitType: "audio", holdExpiresAt: Date.now() + 15 * 60_000 });
    const reference = `apt_${appointment.id}_${Date.now()}`;
    expect((await sendJson("/api/payments/sandbox/charge", { reference, amountPesewas: 15000, channel: "mtn", phone: "024 555 0202", outcome: "success" }, { cookie })).status).toBe(200);
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).toBe(200);

    const [booked] = await outboxFor("kojo@example.com.gh");
    expect(booked?.body).toContain("Your audio visit with Dr. Kwame Mensah is booked for Monday, 7 January 2030 at 10:30 AM, Ghana time.");
    expect(booked?.body).toContain(HOW_TO_JOIN);
    const [toProvider] = await outboxFor(provider.email);
    expect(toProvider?.body).toContain("This is an audio visit: join the call from your provider dashboard, from 15 minutes before it starts.");
  });

  it("an in-person visit's messages still say where the practice is, and nothing of joining", async () => {
    const { patient, appointment, providerCookie } = await visitOf("in_person");
    await sendJson(`/api/providers/appointments/${appointment.id}`, { status: "confirmed" }, { method: "PATCH", cookie: providerCookie });
    const [email] = (await outboxFor(patient.email)).filter((message) => message.channel === "email");
    expect(email?.body).toContain("at Korle Bu Teaching Hospital, Accra.");
    expect(email?.body).not.toContain("Join");
    expect((await smsTo(PATIENT_PHONE))[0]).not.toContain("Join");
  });
});
