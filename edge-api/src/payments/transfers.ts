/**
 * Money out to providers (docs/product-rules.md#payouts), behind one interface like payments (gateway.ts): a transfer
 * recipient made from a provider's payout details, a transfer with our reference, and a look-up of a
 * transfer by that reference. Paystack in production (paystack-transfers.ts), the sandbox in
 * development and tests (sandbox-transfers.ts).
 */
import type { PayoutMethod } from "@gh/contracts/payouts";

export interface RecipientRequest {
  method: PayoutMethod;
  /** Paystack's bank_code: MTN / VOD / ATL, or a GhIPSS bank code. */
  bankCode: string;
  /** As Paystack wants it: a local mobile number ("0241234567") or the bank account number. */
  accountNumber: string;
  accountName: string;
}

export type RecipientResult =
  | { outcome: "created"; recipientCode: string; accountName: string | null }
  /** The gateway refused these details (bad number, unknown bank): the provider must correct them. */
  | { outcome: "refused"; reason: string };

/** The gateway's word on a transfer, in ours: "success" pays, "failed" and "reversed" release. */
export type TransferState = "pending" | "success" | "failed" | "reversed";

export interface TransferRequest {
  reference: string;
  amountPesewas: number;
  recipientCode: string;
  reason: string;
}

export type TransferResult =
  /** The gateway holds a transfer with our reference (made now, or by an earlier attempt). */
  | { outcome: "accepted"; state: TransferState; transferCode: string | null; reason: string | null }
  /** No transfer was made and none will be: the payout failed. */
  | { outcome: "refused"; reason: string }
  /** No answer (timeout, network, 5xx): the transfer may or may not exist; a later check finds out. */
  | { outcome: "unknown"; reason: string };

export interface TransferGateway {
  readonly name: "paystack" | "sandbox";
  createRecipient(request: RecipientRequest): Promise<RecipientResult>;
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** The transfer with our reference; null when the gateway has none; throws when it cannot be asked. */
  findTransfer(reference: string): Promise<{ state: TransferState; transferCode: string | null; reason: string | null } | null>;
}

/** Paystack's transfer statuses in our words ("otp", "queued", "processing", … are still pending). */
export function transferStateOf(status: unknown): TransferState {
  if (status === "success" || status === "failed" || status === "reversed") return status;
  if (status === "abandoned" || status === "rejected") return "failed";
  return "pending";
}
