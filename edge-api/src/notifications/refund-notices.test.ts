/**
 * When a refund has gone back (refund-notices.ts) the patient is told by e-mail and, when their phone
 * is verified, by SMS: a caller who booked by USSD has no e-mail address, so the SMS is how they learn
 * their money came back. One GSM-7 segment in English, GHS not the cedi sign.
 */
import { env } from "cloudflare:workers";
import { smsLength } from "@gh/contracts/sms";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertAppointment, insertProvider, insertUser, outboxFor } from "../../test/fixtures.ts";
import { appointments } from "../db/schema.ts";
import { phoneOnlyEmail, PHONE_ONLY_PASSWORD_HASH } from "../db/ussd-callers.ts";
import type { Bindings } from "../env.ts";
import { notifyRefundProcessed } from "./refund-notices.ts";

const bindings = env as unknown as Bindings;
const CALLER = "+233245551234";

async function cancelledVisitOf(patient: { id: number; email: string }) {
  const { provider } = await insertProvider();
  const { id } = await insertAppointment({ patientId: patient.id, providerId: provider.id, patientEmail: patient.email, status: "cancelled", paymentStatus: "completed", transactionId: "apt_refund_1" });
  const [visit] = await db().select().from(appointments).where(eq(appointments.id, id));
  return visit!;
}

const refundOf = (visit: { id: number; patientId: number }) => ({ appointmentId: visit.id, patientId: visit.patientId, amountPesewas: 15_000, paymentReference: "apt_refund_1" });

describe("the refund notice", () => {
  it("texts a caller who booked by phone, naming the visit and its booking code", async () => {
    const caller = await insertUser({ email: phoneOnlyEmail(CALLER), passwordHash: PHONE_ONLY_PASSWORD_HASH, firstName: "", lastName: "", phone: CALLER, phoneVerified: true, emailVerified: false });
    const visit = await cancelledVisitOf(caller);
    await notifyRefundProcessed(bindings, db(), refundOf(visit));

    const messages = await outboxFor(CALLER);
    expect(messages).toEqual([
      expect.objectContaining({
        channel: "sms",
        body: `GhanaHealth: we refunded GHS 150.00 for your visit on Monday, 7 January 2030 at 10:30 AM to the wallet or card you paid with. Booking ${visit.bookingCode}.`,
      }),
    ]);
    expect(smsLength(messages[0]!.body)).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(await outboxFor(caller.email)).toEqual([]);
  });

  it("e-mails a web patient, and texts them too only when their phone is verified", async () => {
    const verified = await insertUser({ email: "abena@example.com.gh", phone: "+233245550011", phoneVerified: true });
    await notifyRefundProcessed(bindings, db(), refundOf(await cancelledVisitOf(verified)));
    expect((await outboxFor("abena@example.com.gh")).map((message) => message.subject)).toEqual(["Refunded: ₵150.00 is on its way back to you"]);
    expect(await outboxFor("+233245550011")).toHaveLength(1);

    const unverified = await insertUser({ email: "kofi@example.com.gh", phone: "+233245550022", phoneVerified: false });
    await notifyRefundProcessed(bindings, db(), refundOf(await cancelledVisitOf(unverified)));
    expect(await outboxFor("kofi@example.com.gh")).toHaveLength(1);
    expect(await outboxFor("+233245550022")).toEqual([]);
  });

  it("names the payment reference when the visit is gone with its provider", async () => {
    const caller = await insertUser({ email: phoneOnlyEmail(CALLER), passwordHash: PHONE_ONLY_PASSWORD_HASH, phone: CALLER, phoneVerified: true });
    await notifyRefundProcessed(bindings, db(), { appointmentId: 999_999, patientId: caller.id, amountPesewas: 15_000, paymentReference: "apt_999999_1790000000000" });
    expect((await outboxFor(CALLER)).map((message) => message.body)).toEqual(["GhanaHealth: we refunded GHS 150.00 to the wallet or card you paid with. Reference apt_999999_1790000000000."]);
  });
});
