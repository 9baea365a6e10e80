/**
 * The patient's e-mail when their money has gone back (docs/product-rules.md#refunds): sent once, by whoever moved the
 * refund to processed (the webhook, the sandbox's settlement). Addressed as the booking was (its
 * e-mail), or to the account when the appointment has gone with its provider. A failed delivery is
 * logged and never undoes the refund.
 */
import { eq } from "drizzle-orm";
import { EMERGENCY_LINE } from "@gh/contracts/constants";
import { formatCedis, pesewasToCedis } from "@gh/contracts/money";
import { mailerFor } from "../adapters/messaging.ts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";
import type { Database } from "../db/client.ts";
import { appointments, users, type RefundRow } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { visitTime } from "./appointment-notices.ts";

type NoticeRefund = Pick<RefundRow, "appointmentId" | "patientId" | "amountPesewas" | "paymentReference">;

export function refundProcessedEmail(refund: NoticeRefund, to: { email: string; name: string }, visitStartsAt: number | null): OutgoingEmail {
  const amount = formatCedis(pesewasToCedis(refund.amountPesewas));
  return {
    to: to.email,
    subject: `Refunded: ${amount} is on its way back to you`,
    text: [
      `Hello ${to.name},`,
      "",
      `We have refunded ${amount}${visitStartsAt === null ? "" : ` for your appointment on ${visitTime(visitStartsAt)}`} to the mobile money wallet or card you paid with (payment reference ${refund.paymentReference}).`,
      "Mobile money refunds usually arrive within a day; a card refund can take up to 10 working days to show on your statement.",
      "",
      EMERGENCY_LINE,
      "GhanaHealth",
    ].join("\n"),
  };
}

/** Whom to tell: the booking's e-mail while the appointment exists, else the account's; null when neither is left. */
async function recipientOf(db: Database, refund: NoticeRefund): Promise<{ email: string; name: string; startsAt: number | null } | null> {
  const [appointment] = await db
    .select({ email: appointments.patientEmail, name: appointments.patientName, startsAt: appointments.startsAt })
    .from(appointments)
    .where(eq(appointments.id, refund.appointmentId))
    .limit(1);
  if (appointment) return appointment;
  if (refund.patientId === null) return null;
  const [account] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, refund.patientId)).limit(1);
  return account ? { email: account.email, name: `${account.firstName} ${account.lastName}`.trim(), startsAt: null } : null;
}

export async function notifyRefundProcessed(env: Bindings, db: Database, refund: NoticeRefund): Promise<void> {
  try {
    const to = await recipientOf(db, refund);
    if (to) await mailerFor(env, db).send(refundProcessedEmail(refund, to, to.startsAt));
  } catch (error) {
    console.error("Refund e-mail not sent", refund.paymentReference, error);
  }
}
