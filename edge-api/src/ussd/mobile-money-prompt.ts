/**
 * The mobile-money prompt of a held USSD booking (docs/product-rules.md#basic-phones): run after the
 * caller has their last screen (the menu's effect), it asks the gateway to charge the wallet
 * (payments/mobile-money-charge.ts) under a reference of its own, for the appointment's fee. Then:
 * - pay_offline or pending: nothing more here: the signed charge.success webhook fulfils the booking
 *   through the web's fulfilment, or the sweep's verify does (payments/mobile-money-sweep.ts);
 * - success: verified and fulfilled at once, the same way;
 * - send_otp (Telecel Cash's voucher): the caller is told by SMS to dial again and enter the code;
 *   `voucherAwaited` tells the menu so on that dial, and `submitVoucher` gives the code to the gateway;
 * - failed: the time is released as a lapsed hold is, and the caller told by SMS.
 */
import { paymentReference } from "@gh/contracts/payments/options";
import { appointmentById, holdsSlot, type AppointmentRow } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import type { Background } from "../money/refunds.ts";
import { attemptIsPending, recordAttempt } from "../payments/mobile-money-attempts.ts";
import { PROVIDER_OF_NETWORK, type MobileMoneyCharge } from "../payments/mobile-money-charge.ts";
import { mobileMoneyChargeFor } from "../payments/mobile-money-gateways.ts";
import { textPatient, voucherRefusedSms, voucherSms } from "../payments/mobile-money-notices.ts";
import { fulfilVerifiedCharge, settleUnpaidCharge } from "../payments/mobile-money-outcomes.ts";
import type { MobileNetwork } from "./menu/types.ts";

/**
 * No gateway can prompt here (a production Worker without Paystack's key): the session logs it
 * (session-turn.ts), so nothing pretends a booking was paid; the hold lapses by itself after 15
 * minutes, as an unpaid web booking does.
 */
export class MobileMoneyPromptUnavailable extends Error {
  constructor(readonly appointmentId: number) {
    super(`No mobile-money gateway here: appointment ${appointmentId} stays held until its hold lapses`);
    this.name = "MobileMoneyPromptUnavailable";
  }
}

export interface PromptContext {
  /** The request's bindings (SANDBOX_CHARGE_DELAY_MS among them in development). */
  env: Bindings;
  db: Database;
  /** Work that may finish later (the sandbox's approval, a refund's settlement). */
  background?: Background;
}

export interface PromptRequest {
  appointmentId: number;
  /** The wallet: +233XXXXXXXXX. */
  momoPhone: string;
  network: MobileNetwork;
}

function chargesFor({ env, db, background }: PromptContext, appointmentId: number): MobileMoneyCharge {
  const charges = mobileMoneyChargeFor(env, db, background);
  if (!charges) throw new MobileMoneyPromptUnavailable(appointmentId);
  return charges;
}

/** Whether the booking still waits for its payment: held, unpaid, its hold not lapsed. */
const awaitsPayment = (appointment: AppointmentRow | null, now: number): appointment is AppointmentRow =>
  appointment !== null && appointment.paymentStatus === "pending" && holdsSlot(appointment, now);

// ---------------------------------------------------------------------------------------------------
// The voucher a caller brings back on their next dial, kept by their number in USSD_SESSIONS (beside
// the sessions' own `ussd:<aggregator>:<id>` keys) for as long as the hold lasts.

interface AwaitedVoucher {
  reference: string;
  appointmentId: number;
  /** The wallet the code went to. */
  wallet: string;
}

const voucherKey = (phone: string) => `ussd:voucher:${phone}`;
/** KV keeps an entry at least 60 seconds. */
const MIN_TTL_SECONDS = 60;

async function rememberVoucher(env: Bindings, phone: string, voucher: AwaitedVoucher, holdExpiresAt: number | null, now: number): Promise<void> {
  const ttl = Math.max(MIN_TTL_SECONDS, Math.ceil(((holdExpiresAt ?? now) - now) / 1000));
  await env.USSD_SESSIONS.put(voucherKey(phone), JSON.stringify(voucher), { expirationTtl: ttl });
}

const forgetVoucher = (env: Bindings, phone: string) => env.USSD_SESSIONS.delete(voucherKey(phone));

/** The caller's voucher still wanted (its booking held and unpaid, its prompt not settled), else null. */
async function liveVoucher({ env, db }: PromptContext, phone: string, now: number): Promise<{ voucher: AwaitedVoucher; appointment: AppointmentRow } | null> {
  const voucher = await env.USSD_SESSIONS.get<AwaitedVoucher>(voucherKey(phone), "json");
  if (!voucher) return null;
  const appointment = await appointmentById(db, voucher.appointmentId);
  if (awaitsPayment(appointment, now) && (await attemptIsPending(db, voucher.reference))) return { voucher, appointment };
  await forgetVoucher(env, phone);
  return null;
}

// ---------------------------------------------------------------------------------------------------

/** Starts the prompt for a held booking (BookingDesk.requestPayment): never awaited by the USSD answer. */
export async function requestMobileMoneyPayment(context: PromptContext, { appointmentId, momoPhone, network }: PromptRequest, now = Date.now()): Promise<void> {
  const { env, db, background } = context;
  const charges = chargesFor(context, appointmentId);
  const appointment = await appointmentById(db, appointmentId);
  if (!awaitsPayment(appointment, now)) {
    console.warn("No mobile-money prompt: the booking no longer waits for payment", appointmentId);
    return;
  }
  const reference = paymentReference(appointment.id, now);
  // The same prompt asked twice at once (one reference) charges once.
  if (!(await recordAttempt(db, appointment, reference, charges.name, now))) return;
  const answer = await charges.charge({
    reference,
    amountPesewas: appointment.feePesewas,
    // Paystack needs an address: a phone-only caller's is their placeholder (db/ussd-callers.ts), valid in form and theirs alone.
    email: appointment.patientEmail,
    phone: momoPhone,
    provider: PROVIDER_OF_NETWORK[network],
  });
  if (answer.displayText) console.info("Mobile-money prompt", reference, answer.status, answer.displayText);
  if (answer.status === "success") await fulfilVerifiedCharge(env, db, reference, { background });
  else if (answer.status === "failed") await settleUnpaidCharge(env, db, reference, "failed", now);
  else if (answer.status === "send_otp") {
    await rememberVoucher(env, appointment.patientPhone, { reference, appointmentId, wallet: momoPhone }, appointment.holdExpiresAt, now);
    await textPatient(env, db, appointment, () => voucherSms(appointment, momoPhone));
  }
}

/** What the menu may say on the dial after a voucher SMS: the booking it pays and the wallet the code went to. */
export interface AwaitedVoucherSummary {
  appointmentId: number;
  feePesewas: number;
  /** +233XXXXXXXXX */
  wallet: string;
}

export async function voucherAwaited(context: PromptContext, phone: string, now = Date.now()): Promise<AwaitedVoucherSummary | null> {
  const live = await liveVoucher(context, phone, now);
  return live ? { appointmentId: live.appointment.id, feePesewas: live.appointment.feePesewas, wallet: live.voucher.wallet } : null;
}

/**
 * paid: the booking is paid (its confirmation SMS went); awaiting_approval: the gateway took the code
 * and the payment is on its way (webhook or sweep); refused: not that code, the caller may dial and
 * try again (told by SMS); failed: declined, the time released (told by SMS); nothing_waiting: no
 * voucher is wanted from this number.
 */
export type VoucherOutcome = "paid" | "awaiting_approval" | "refused" | "failed" | "nothing_waiting";

/**
 * Gives the caller's voucher to the gateway (Paystack's /charge/submit_otp). It calls the gateway, so
 * the menu runs it after answering (an effect), as it does requestPayment; the caller hears by SMS.
 */
export async function submitVoucher(context: PromptContext, phone: string, voucher: string, now = Date.now()): Promise<VoucherOutcome> {
  const { env, db, background } = context;
  const live = await liveVoucher(context, phone, now);
  if (!live) return "nothing_waiting";
  const { reference, wallet } = live.voucher;
  const answer = await chargesFor(context, live.appointment.id).submitOtp({ reference, otp: voucher.trim() });
  if (answer.status === "send_otp") {
    await textPatient(env, db, live.appointment, () => voucherRefusedSms(wallet));
    return "refused";
  }
  await forgetVoucher(env, phone);
  if (answer.status === "failed") {
    await settleUnpaidCharge(env, db, reference, "failed", now);
    return "failed";
  }
  if (answer.status === "success") {
    const settlement = await fulfilVerifiedCharge(env, db, reference, { background });
    if (settlement === "paid" || settlement === "already_paid") return "paid";
  }
  return "awaiting_approval";
}
