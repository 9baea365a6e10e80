/** Messages that name a booking name it by its short booking code, which the patient can read out at the front desk. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertAppointment, insertProvider, outboxFor, sendJson, signIn, signedInPatient } from "../../test/fixtures.ts";
import { appointments } from "../db/schema.ts";

const HOUR = 3_600_000;

describe("the booking code in notices", () => {
  it("is in the patient's e-mail and SMS when the provider confirms", async () => {
    const { provider, user } = await insertProvider();
    const { patient } = await signedInPatient({ phone: "+233245550001", phoneVerified: true });
    const startsAt = Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR;
    const { id } = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt, status: "pending", paymentStatus: "completed", patientEmail: "coded@example.com.gh" });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
    const code = row!.bookingCode!;

    const confirm = await sendJson(`/api/providers/appointments/${id}`, { status: "confirmed" }, { method: "PATCH", cookie: await signIn(user.id) });
    expect(confirm.status).toBe(200);
    const mail = (await outboxFor("coded@example.com.gh")).find((message) => message.channel === "email")!;
    expect(mail.body).toContain(`Booking code: ${code}`);
    const sms = (await outboxFor("+233245550001")).find((message) => message.channel === "sms")!;
    expect(sms.body).toContain(`Booking ${code}.`);
  });
});
