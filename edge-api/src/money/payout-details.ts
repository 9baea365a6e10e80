/**
 * A provider's payout details: a Ghana mobile money number and its network, or a bank account. Saving
 * them makes a transfer recipient at the gateway first (which checks the account), then stores the
 * recipient code; answers never show the full number.
 */
import { PAYOUT_MESSAGES, PAYOUT_NETWORKS, type PayoutDetails, type PayoutDetailsValues } from "@gh/contracts/payouts";
import { eq } from "drizzle-orm";
import { toGhanaE164 } from "../auth/phone.ts";
import type { Database } from "../db/client.ts";
import { payoutDetails, type PayoutDetailsRow } from "../db/payouts-schema.ts";
import { AppError } from "../http/errors.ts";
import { transfersFor, type PayoutBindings } from "../payments/gateways.ts";
import type { RecipientRequest } from "../payments/transfers.ts";

/** Ghana mobile numbers (MTN, Telecel, AirtelTigo) start 2 or 5 after +233; 3 is a landline. */
const GHANA_MOBILE = /^\+233[25]\d{8}$/;

const unavailable = () => new AppError(503, "unavailable", PAYOUT_MESSAGES.unavailable, undefined, { "Retry-After": "60" });

/** "+233241234567" → "0241234567", the local form Paystack's mobile money recipients take. */
const localMobile = (e164: string) => `0${e164.slice(4)}`;

/** All but the last four digits hidden: "0241234567" → "••••••4567". */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.startsWith("+233") ? localMobile(accountNumber) : accountNumber;
  return "•".repeat(Math.max(2, digits.length - 4)) + digits.slice(-4);
}

export function toPayoutDetails(row: PayoutDetailsRow): PayoutDetails {
  const network = row.method === "mobile_money" ? (PAYOUT_NETWORKS.find((n) => n.paystackBankCode === row.bankCode)?.id ?? null) : null;
  return {
    method: row.method,
    network,
    bankCode: row.method === "bank" ? row.bankCode : null,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function payoutDetailsOf(db: Database, providerId: number): Promise<PayoutDetailsRow | null> {
  const [row] = await db.select().from(payoutDetails).where(eq(payoutDetails.providerId, providerId));
  return row ?? null;
}

/** What the gateway is asked to make, and the number we keep; a 400 for a number that is not a Ghana mobile one. */
function recipientOf(input: PayoutDetailsValues): { request: RecipientRequest; stored: string; field: string } {
  if (input.method === "bank") {
    return { request: { method: "bank", bankCode: input.bankCode, accountNumber: input.accountNumber, accountName: input.accountName }, stored: input.accountNumber, field: "accountNumber" };
  }
  const e164 = toGhanaE164(input.phone);
  if (!e164 || !GHANA_MOBILE.test(e164)) {
    throw new AppError(400, "validation_failed", PAYOUT_MESSAGES.notMobileNumber, { phone: PAYOUT_MESSAGES.notMobileNumber });
  }
  const network = PAYOUT_NETWORKS.find((n) => n.id === input.network)!;
  return { request: { method: "mobile_money", bankCode: network.paystackBankCode, accountNumber: localMobile(e164), accountName: input.accountName }, stored: e164, field: "phone" };
}

/**
 * Checks and saves the provider's payout details: the gateway makes the recipient first, so nothing
 * is stored for an account it refuses (400) or when it cannot be reached (503). Payouts already sent
 * keep the recipient they were sent to; the next run pays the new one.
 */
export async function savePayoutDetails(env: PayoutBindings, db: Database, providerId: number, input: PayoutDetailsValues, now = Date.now()): Promise<PayoutDetailsRow> {
  const { request, stored, field } = recipientOf(input);
  const gateway = transfersFor(env);
  if (!gateway) throw unavailable();
  let recipient;
  try {
    recipient = await gateway.createRecipient(request);
  } catch (error) {
    console.error("Transfer recipient not created", error);
    throw unavailable();
  }
  if (recipient.outcome === "refused") {
    throw new AppError(400, "validation_failed", PAYOUT_MESSAGES.accountRefused, { [field]: PAYOUT_MESSAGES.accountRefused });
  }
  const values = {
    method: request.method,
    bankCode: request.bankCode,
    accountNumber: stored,
    accountName: recipient.accountName ?? request.accountName,
    recipientCode: recipient.recipientCode,
    updatedAt: now,
  };
  const [row] = await db
    .insert(payoutDetails)
    .values({ providerId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: payoutDetails.providerId, set: values })
    .returning();
  return row!;
}
