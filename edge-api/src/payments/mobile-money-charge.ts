/**
 * The mobile-money prompt, behind one interface (docs/product-rules.md#payments): the server asks the
 * gateway to charge a wallet (the caller approves on their phone), where the web's checkout charges in
 * the browser. Paystack's Charge API in production (paystack-charge.ts), the sandbox's in development
 * and tests (sandbox-charge.ts). Whatever a charge answers, only a verified transaction pays a booking
 * (fulfil.ts), so the answer only says what to do next.
 */
import type { MobileMoneyNetwork } from "@gh/contracts/mobile-money";
import type { PaymentGatewayName } from "@gh/contracts/payments/options";

/** The wallet's network as Paystack's Charge API names it. */
export type MobileMoneyProvider = "mtn" | "vod" | "atl";

export const PROVIDER_OF_NETWORK: Readonly<Record<MobileMoneyNetwork, MobileMoneyProvider>> = { mtn: "mtn", telecel: "vod", airteltigo: "atl" };

export interface ChargeRequest {
  /** Our reference for this prompt (apt_{appointmentId}_{timestamp}). */
  reference: string;
  /** The booking's fee, from the appointment. */
  amountPesewas: number;
  /** The gateway's customer: the patient's address (a phone-only patient's placeholder, db/ussd-callers.ts). */
  email: string;
  /** The wallet, +233XXXXXXXXX. */
  phone: string;
  provider: MobileMoneyProvider;
}

/**
 * What the gateway said, in Paystack's words:
 * - success: paid already (verify it, then fulfil);
 * - pay_offline: the prompt is on the wallet's phone; the signed webhook (or a verify) will tell;
 * - pending: not known yet (the call timed out or the gateway is still working): the same as pay_offline;
 * - send_otp: the wallet's network sent the customer a code (Telecel Cash's voucher) to give back with submitOtp;
 * - failed: refused or declined; nothing was taken.
 */
export type ChargeStatus = "success" | "pay_offline" | "pending" | "send_otp" | "failed";

export interface ChargeAnswer {
  status: ChargeStatus;
  /** The gateway's own words for the customer, when it gave any (logged; our SMS say it in the caller's language). */
  displayText?: string;
  reference: string;
}

export interface MobileMoneyCharge {
  readonly name: PaymentGatewayName;
  /** Asked once: a charge is never repeated blindly (a second could take the money twice). */
  charge(request: ChargeRequest): Promise<ChargeAnswer>;
  /** Gives the code of a send_otp charge; send_otp again when the gateway did not take that code. */
  submitOtp(submission: { reference: string; otp: string }): Promise<ChargeAnswer>;
}
