/**
 * What a mobile-money prompt's end does to its booking. Paid: the gateway's verified transaction goes
 * through the web's own fulfilment (fulfil.ts: the same checks, the ledger's one charge, a payment
 * that paid nothing refunded) and the same paid-booking notices as Paystack's webhook. Not paid: the
 * attempt is closed once and, when its hold was what kept the time, the time is released and the
 * patient told by SMS.
 */
import { appointmentIdOfReference } from "@gh/contracts/payments/options";
import { appointmentById } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { AppError } from "../http/errors.ts";
import { startRefundOfPayment, type Background } from "../money/refunds.ts";
import { sendPaidBookingNotices } from "./booking-confirmation.ts";
import { fulfilPayment } from "./fulfil.ts";
import type { GatewayTransaction } from "./gateway.ts";
import { gatewayFor } from "./gateways.ts";
import { closeAttempt, releaseHold } from "./mobile-money-attempts.ts";
import { textPatient, unpaidSms, type UnpaidReason } from "./mobile-money-notices.ts";

/**
 * paid / already_paid: as fulfil.ts says; unpaid: the gateway does not report it paid (yet);
 * refused: reported paid but it cannot pay this booking (another amount or currency, or the booking
 * is no longer active: then recorded and refunded); unknown: the gateway could not be asked.
 */
export type ChargeSettlement = "paid" | "already_paid" | "unpaid" | "refused" | "unknown";

/**
 * Verifies the charge with the gateway (or takes the transaction a verify just gave) and fulfils the
 * booking it names. Never throws for the gateway's or the booking's sake.
 */
export async function fulfilVerifiedCharge(
  env: Bindings,
  db: Database,
  reference: string,
  { transaction, background }: { transaction?: GatewayTransaction | null; background?: Background } = {},
): Promise<ChargeSettlement> {
  const gateway = gatewayFor(env);
  const appointmentId = appointmentIdOfReference(reference);
  if (!gateway || appointmentId === null) return "unknown";
  let verified = transaction;
  if (verified === undefined) {
    try {
      verified = await gateway.verify(reference);
    } catch (error) {
      console.warn("Mobile-money charge not verified yet", reference, error instanceof Error ? error.message : error);
      return "unknown";
    }
  }
  if (verified?.status !== "success") return "unpaid";
  const appointment = await appointmentById(db, appointmentId);
  if (!appointment) return "refused";
  try {
    const fulfilment = await fulfilPayment(db, appointment, verified, reference, gateway.name);
    if (fulfilment.outcome === "paid") await sendPaidBookingNotices(env, db, fulfilment.appointment);
    return fulfilment.outcome;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    console.warn("Mobile-money payment not applied", reference, error.message);
    return "refused";
  } finally {
    try {
      await startRefundOfPayment(env, db, reference, background);
    } catch (error) {
      console.error("Refund of a payment that paid nothing not requested yet", reference, error);
    }
  }
}

/**
 * The prompt paid nothing: its attempt is closed (once, whoever learns it first); a booking still held
 * for it is released as a lapsed hold is, and a patient whose time was released for want of this
 * payment is told once. A booking they cancelled or paid another way is left as it is, untold.
 */
export async function settleUnpaidCharge(env: Bindings, db: Database, reference: string, reason: UnpaidReason, now: number): Promise<boolean> {
  const appointmentId = appointmentIdOfReference(reference);
  if (appointmentId === null || !(await closeAttempt(db, reference))) return false;
  await releaseHold(db, appointmentId, now);
  const appointment = await appointmentById(db, appointmentId);
  const releasedForWantOfPayment = appointment?.status === "cancelled" && appointment.cancellationReason === "payment_hold_lapsed" && appointment.paymentStatus === "pending";
  if (!appointment || !releasedForWantOfPayment) return false;
  await textPatient(env, db, appointment, (name) => unpaidSms(reason, appointment, name));
  return true;
}
