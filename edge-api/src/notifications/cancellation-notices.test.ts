/**
 * What a cancellation e-mail tells the patient about their money (the policy in docs/product-rules.md#refunds): a provider's
 * cancellation of a paid visit is refunded automatically; the patient's own is refunded or not by the
 * 24-hour rule.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertAppointment, insertProvider, outboxFor, sendJson, signIn, signedInPatient } from "../../test/fixtures.ts";
import { appointments } from "../db/schema.ts";
import { refundProcessedEmail } from "./refund-notices.ts";

const HOUR = 3_600_000;

async function paidVisit(hoursAhead: number, email: string) {
  const { provider, user } = await insertProvider();
  const { patient, cookie } = await signedInPatient();
  const startsAt = Math.ceil((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000;
  const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt, status: "confirmed", paymentStatus: "completed", patientEmail: email });
  await db().update(appointments).set({ transactionId: `apt_${appointment.id}_1` }).where(eq(appointments.id, appointment.id));
  return { appointment, cookie, providerCookie: await signIn(user.id) };
}

const lastMailTo = async (email: string) => (await outboxFor(email)).find((message) => message.channel === "email")!;

describe("cancellation e-mails", () => {
  it("tell a patient whose provider cancelled a paid visit that it is refunded in full automatically", async () => {
    const { appointment, providerCookie } = await paidVisit(3, "provider-cancel@example.com.gh");
    await sendJson(`/api/providers/appointments/${appointment.id}`, { status: "cancelled", reason: "The doctor is unwell" }, { method: "PATCH", cookie: providerCookie });
    const mail = await lastMailTo("provider-cancel@example.com.gh");
    expect(mail.subject).toBe("Cancelled: your appointment with Dr. Kwame Mensah");
    expect(mail.body).toContain(`The ₵150.00 you paid (payment reference apt_${appointment.id}_1) is refunded in full, automatically`);
    expect(mail.body).not.toContain("contact support");
  });

  it("tell a patient who cancelled 3 days ahead that they are refunded, and 5 hours ahead that they are not", async () => {
    const early = await paidVisit(72, "early@example.com.gh");
    expect((await sendJson(`/api/appointments/${early.appointment.id}`, { status: "cancelled" }, { method: "PUT", cookie: early.cookie })).status).toBe(200);
    expect((await lastMailTo("early@example.com.gh")).body).toContain("You cancelled at least 24 hours ahead, so the ₵150.00 you paid");

    const late = await paidVisit(5, "late@example.com.gh");
    expect((await sendJson(`/api/appointments/${late.appointment.id}`, { status: "cancelled" }, { method: "PUT", cookie: late.cookie })).status).toBe(200);
    const mail = await lastMailTo("late@example.com.gh");
    expect(mail.subject).toMatch(/^Cancelled: your appointment on /);
    expect(mail.body).toContain("You cancelled less than 24 hours before the visit, so the ₵150.00 you paid");
    expect(mail.body).toContain("is not refunded automatically");
    // The same words as the cancel dialog: a refund can still be asked for.
    expect(mail.body).toContain("You can still ask for a refund: contact support with your payment reference.");
  });
});

describe("the emergency line of every patient e-mail", () => {
  // The site's "Emergency? Call 193" and the emergency page's "Call 193 Now": e-mails name the same number.
  const SITE_EMERGENCY_LINE = "In an emergency, call 193.";

  it("names the number the site's emergency button dials, in cancellation and refund e-mails", async () => {
    const { appointment, providerCookie } = await paidVisit(3, "emergency-line@example.com.gh");
    await sendJson(`/api/providers/appointments/${appointment.id}`, { status: "cancelled", reason: "The doctor is unwell" }, { method: "PATCH", cookie: providerCookie });
    const cancelled = await lastMailTo("emergency-line@example.com.gh");
    expect(cancelled.body).toContain(SITE_EMERGENCY_LINE);
    expect(cancelled.body).not.toContain("112");

    const refunded = refundProcessedEmail({ appointmentId: 1, patientId: 1, amountPesewas: 15_000, paymentReference: "apt_1_1" }, { email: "a@example.com.gh", name: "Ama" }, null);
    expect(refunded.text).toContain(SITE_EMERGENCY_LINE);
    expect(refunded.text).not.toContain("112");
  });
});
