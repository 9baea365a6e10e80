/**
 * A provider hears of every change to their paid bookings (e-mail to the practice, and SMS when
 * their own phone is verified): the new booking, the patient's reschedule and cancellation. The
 * patient gets an SMS when their booking is paid, as the confirmation screen promises: with whom,
 * when, where and the booking code. Every SMS is one GSM-7 segment and says GHS, not the cedi sign.
 */
import { formatLongDate } from "@gh/contracts/ghana-time";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { smsLength } from "@gh/contracts/sms";
import { db, insertAppointment, insertProvider, outboxFor, sendJson, signedInPatient, upcoming } from "../../test/fixtures.ts";
import { users } from "../db/schema.ts";

const MONDAY = 1;
const PROVIDER_PHONE = "+233205550101";
const PATIENT_PHONE = "+233245550202";

async function practice({ phoneVerified = true, lastName = "Mensah" } = {}) {
  const { provider, user } = await insertProvider({}, { firstName: "Kwame", lastName });
  await db().update(users).set({ phone: PROVIDER_PHONE, phoneVerified }).where(eq(users.id, user.id));
  return provider;
}

async function patient(name = "Ama Owusu") {
  const [firstName = "", ...rest] = name.split(" ");
  return signedInPatient({ firstName, lastName: rest.join(" "), email: `${crypto.randomUUID()}@example.com.gh`, phone: PATIENT_PHONE, phoneVerified: true });
}

const smsTo = async (phone: string) => (await outboxFor(phone)).filter((message) => message.channel === "sms").map((message) => message.body);
const mailsTo = async (email: string) => (await outboxFor(email)).filter((message) => message.channel === "email");

function expectOneSegment(sms: string) {
  expect(smsLength(sms), sms).toEqual(expect.objectContaining({ encoding: "GSM-7", segments: 1 }));
}

describe("a paid booking", () => {
  it("is e-mailed and texted to the provider, and texted to the patient", async () => {
    const provider = await practice();
    const { patient: ama, cookie } = await patient();
    const appointment = await insertAppointment({ patientId: ama.id, providerId: provider.id, holdExpiresAt: Date.now() + 15 * 60_000, patientEmail: ama.email });
    const reference = `apt_${appointment.id}_${Date.now()}`;
    expect((await sendJson("/api/payments/sandbox/charge", { reference, amountPesewas: 15000, channel: "mtn", phone: "024 555 0202", outcome: "success" }, { cookie })).status).toBe(200);
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).toBe(200);

    const [mail] = await mailsTo(provider.email);
    expect(mail?.subject).toBe("New booking: Ama Owusu, Monday, 7 January 2030 at 10:30 AM");
    const [toProvider, ...moreToProvider] = await smsTo(PROVIDER_PHONE);
    expect(toProvider).toBe("GhanaHealth: new booking, Ama Owusu, Monday, 7 January 2030 at 10:30 AM. Paid GHS 150.00. Please confirm it on your dashboard.");
    expect(moreToProvider).toEqual([]);
    const [toPatient] = await smsTo(PATIENT_PHONE);
    expect(toPatient).toMatch(/^GhanaHealth: booked with Dr\. Kwame Mensah, Monday, 7 January 2030 at 10:30 AM, Korle Bu Teaching Hospital, Accra\. Paid GHS 150\.00\. Booking [A-Z2-9]{6}\.$/);
    for (const sms of [toProvider!, toPatient!]) expectOneSegment(sms);
  });
});

describe("a patient's change to a paid booking", () => {
  it("a reschedule tells the provider the new time and the old, by e-mail and SMS", async () => {
    const provider = await practice();
    const { patient: ama, cookie } = await patient();
    const monday = upcoming(MONDAY);
    const visit = await insertAppointment({ patientId: ama.id, providerId: provider.id, startsAt: Date.parse(`${monday}T10:30:00Z`), status: "confirmed", paymentStatus: "completed", transactionId: "apt_move_1" });

    const moved = await sendJson(`/api/appointments/${visit.id}`, { appointmentDate: `${monday}T14:00:00.000Z` }, { method: "PUT", cookie });
    expect(moved.status).toBe(200);

    const day = formatLongDate(monday);
    const [mail] = await mailsTo(provider.email);
    expect(mail?.subject).toBe(`Rescheduled: Ama Owusu, now ${day} at 2:00 PM`);
    expect(mail?.body).toContain(`Ama Owusu moved their visit from ${day} at 10:30 AM to ${day} at 2:00 PM.`);
    expect(mail?.body).toContain("Please confirm the new time");
    const [sms] = await smsTo(PROVIDER_PHONE);
    expect(sms).toBe(`GhanaHealth: Ama Owusu moved their visit from ${day} at 10:30 AM to ${day} at 2:00 PM.`);
    expectOneSegment(sms!);
  });

  it("a cancellation tells the provider, by e-mail and SMS; an unpaid hold cancelled tells them nothing", async () => {
    const provider = await practice();
    const { patient: ama, cookie } = await patient();
    const paid = await insertAppointment({ patientId: ama.id, providerId: provider.id, status: "confirmed", paymentStatus: "completed", transactionId: "apt_cancel_1" });
    expect((await sendJson(`/api/appointments/${paid.id}`, { status: "cancelled" }, { method: "PUT", cookie })).status).toBe(200);

    const [mail] = await mailsTo(provider.email);
    expect(mail?.subject).toBe("Cancelled by the patient: Ama Owusu, Monday, 7 January 2030 at 10:30 AM");
    expect(mail?.body).toContain("The time is free for other patients to book again.");
    const [sms] = await smsTo(PROVIDER_PHONE);
    expect(sms).toBe("GhanaHealth: Ama Owusu cancelled their visit on Monday, 7 January 2030 at 10:30 AM. The time is free to book again.");
    expectOneSegment(sms!);

    const hold = await insertAppointment({ patientId: ama.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 7, 11, 0), holdExpiresAt: Date.now() + 600_000 });
    expect((await sendJson(`/api/appointments/${hold.id}`, { status: "cancelled" }, { method: "PUT", cookie })).status).toBe(200);
    expect(await mailsTo(provider.email)).toHaveLength(1);
    expect(await smsTo(PROVIDER_PHONE)).toHaveLength(1);
  });

  it("texts only a verified phone", async () => {
    const unverified = await practice({ phoneVerified: false });
    const { patient: ama, cookie } = await patient();
    const visit = await insertAppointment({ patientId: ama.id, providerId: unverified.id, status: "confirmed", paymentStatus: "completed", transactionId: "apt_unverified_1" });
    expect((await sendJson(`/api/appointments/${visit.id}`, { status: "cancelled" }, { method: "PUT", cookie })).status).toBe(200);
    expect(await mailsTo(unverified.email)).toHaveLength(1);
    expect(await smsTo(PROVIDER_PHONE)).toEqual([]);
    // The patient's own SMS about it (their phone is verified) says GHS, not the cedi sign.
    const [toPatient] = await smsTo(PATIENT_PHONE);
    expect(toPatient).toContain("Your GHS 150.00 is refunded automatically.");
    expectOneSegment(toPatient!);
  });
});

describe("SMS with long names", () => {
  it("shorten the names so the message still fits one segment", async () => {
    const provider = await practice({ lastName: "Ofori-Atta Kwarteng-Amaning Boakye-Danquah" });
    const longName = "Nana Akosua Serwaa Agyemang-Badu Oppong-Kyekyeku";
    const { patient: nana, cookie } = await patient(longName);
    const appointment = await insertAppointment({ patientId: nana.id, providerId: provider.id, holdExpiresAt: Date.now() + 15 * 60_000, patientName: longName, startsAt: Date.UTC(2030, 8, 25, 12, 30) });
    const reference = `apt_${appointment.id}_${Date.now()}`;
    expect((await sendJson("/api/payments/sandbox/charge", { reference, amountPesewas: 15000, channel: "mtn", phone: "024 555 0202", outcome: "success" }, { cookie })).status).toBe(200);
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).toBe(200);

    const [toProvider] = await smsTo(PROVIDER_PHONE);
    expect(toProvider).toMatch(/^GhanaHealth: new booking, Nana Akosua Serwaa\., Wednesday, 25 September 2030 at 12:30 PM\. Paid GHS 150\.00\./);
    const [toPatient] = await smsTo(PATIENT_PHONE);
    // The provider's long name gives way (cut at a word); where to go and the booking code stay.
    expect(toPatient).toMatch(/^GhanaHealth: booked with Dr\. Kwame Ofori-Atta, Wednesday, 25 September 2030 at 12:30 PM, Korle Bu Teaching Hospital, Accra\. Paid GHS 150\.00\. Booking [A-Z2-9]{6}\.$/);
    for (const sms of [toProvider!, toPatient!]) expectOneSegment(sms);
  });
});
