/**
 * The patient's e-mail when their money has gone back (docs/product-rules.md#refunds): sent once, by whoever moved the
 * refund to processed (the webhook, the sandbox's settlement). Addressed as the booking was (its
 * e-mail), or to the account when the appointment has gone with its provider. A failed delivery is
 * logged and never undoes the refund. Written in the patient's language (their account's, else English).
 */
import { eq } from "drizzle-orm";
import { formatCedis, pesewasToCedis } from "@gh/contracts/money";
import { mailerFor } from "../adapters/messaging.ts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";
import type { Database } from "../db/client.ts";
import { appointments, users, type RefundRow } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { inLanguageOf, t } from "../i18n/api-texts.ts";
import { emergencyLine, noticeRecipient, visitTime } from "./appointment-notices.ts";

type NoticeRefund = Pick<RefundRow, "appointmentId" | "patientId" | "amountPesewas" | "paymentReference">;

export function refundProcessedEmail(refund: NoticeRefund, to: { email: string; name: string }, visitStartsAt: number | null): OutgoingEmail {
  const amount = formatCedis(pesewasToCedis(refund.amountPesewas));
  const values = { amount, reference: refund.paymentReference, when: visitStartsAt === null ? "" : visitTime(visitStartsAt) };
  return {
    to: to.email,
    subject: t("Refunded: {amount} is on its way back to you", values),
    text: [
      t("Hello {name},", { name: to.name }),
      "",
      visitStartsAt === null
        ? t("We have refunded {amount} to the mobile money wallet or card you paid with (payment reference {reference}).", values)
        : t("We have refunded {amount} for your appointment on {when} to the mobile money wallet or card you paid with (payment reference {reference}).", values),
      t("Mobile money refunds usually arrive within a day; a card refund can take up to 10 working days to show on your statement."),
      "",
      emergencyLine(),
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
    if (!to) return;
    const { language } = await noticeRecipient(db, refund.patientId ?? undefined, "Patient");
    await mailerFor(env, db).send(inLanguageOf(language, () => refundProcessedEmail(refund, to, to.startsAt)));
  } catch (error) {
    console.error("Refund e-mail not sent", refund.paymentReference, error);
  }
}
