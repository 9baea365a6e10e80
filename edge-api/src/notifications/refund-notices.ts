/**
 * The patient's e-mail when their money has gone back (docs/product-rules.md#refunds), and an SMS to
 * their verified phone (a USSD caller's phone-only account has no e-mail at all): sent once, by
 * whoever moved the refund to processed (the webhook, the sandbox's settlement). Addressed as the
 * booking was (its e-mail), or to the account when the appointment has gone with its provider. A
 * failed delivery is logged and never undoes the refund. Written in the patient's language (their
 * account's, else English); the SMS is one GSM-7 segment in English.
 */
import { eq } from "drizzle-orm";
import { formatCedis, pesewasToCedis } from "@gh/contracts/money";
import { mailerFor } from "../adapters/messaging.ts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";
import type { Database } from "../db/client.ts";
import { appointments, users, type RefundRow } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { inLanguageOf, t } from "../i18n/api-texts.ts";
import { emergencyLine, noticeRecipient, textRecipient, visitTime, withBookingCode } from "./appointment-notices.ts";

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

/** The visit a refund SMS names, while its appointment exists. */
interface RefundedVisit {
  startsAt: number;
  bookingCode: string | null;
}

/** "GhanaHealth: we refunded GHS 150.00 for your visit on … to the wallet or card you paid with. Booking K7P2QX." */
export function refundProcessedSms(refund: NoticeRefund, visit: RefundedVisit | null): string {
  const amount = `GHS ${pesewasToCedis(refund.amountPesewas)}`;
  // translators: an SMS when a refund has gone back, for a visit no longer listed; {reference} is the payment reference
  if (!visit) return t("GhanaHealth: we refunded {amount} to the wallet or card you paid with. Reference {reference}.", { amount, reference: refund.paymentReference });
  // translators: an SMS when a refund has gone back to the mobile money wallet or card that paid; one segment in English
  return withBookingCode(visit, t("GhanaHealth: we refunded {amount} for your visit on {when} to the wallet or card you paid with.", { amount, when: visitTime(visit.startsAt) }));
}

/** Whom to tell: the booking's e-mail while the appointment exists, else the account's; null when neither is left. */
async function recipientOf(db: Database, refund: NoticeRefund): Promise<{ email: string; name: string; startsAt: number | null; bookingCode: string | null } | null> {
  const [appointment] = await db
    .select({ email: appointments.patientEmail, name: appointments.patientName, startsAt: appointments.startsAt, bookingCode: appointments.bookingCode })
    .from(appointments)
    .where(eq(appointments.id, refund.appointmentId))
    .limit(1);
  if (appointment) return appointment;
  if (refund.patientId === null) return null;
  const [account] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, refund.patientId)).limit(1);
  return account ? { email: account.email, name: `${account.firstName} ${account.lastName}`.trim(), startsAt: null, bookingCode: null } : null;
}

export async function notifyRefundProcessed(env: Bindings, db: Database, refund: NoticeRefund): Promise<void> {
  let to: Awaited<ReturnType<typeof recipientOf>>;
  try {
    to = await recipientOf(db, refund);
  } catch (error) {
    console.error("Refund notice not sent", refund.paymentReference, error);
    return;
  }
  if (!to) return;
  const patient = await noticeRecipient(db, refund.patientId ?? undefined, "Patient");
  const visit = to.startsAt === null ? null : { startsAt: to.startsAt, bookingCode: to.bookingCode };
  try {
    const found = to;
    await mailerFor(env, db).send(inLanguageOf(patient.language, () => refundProcessedEmail(refund, found, found.startsAt)));
  } catch (error) {
    console.error("Refund e-mail not sent", refund.paymentReference, error);
  }
  await textRecipient(env, db, patient, inLanguageOf(patient.language, () => refundProcessedSms(refund, visit)), "Patient");
}
