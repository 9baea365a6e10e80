/**
 * Paystack's Transfer Recipient and Transfer APIs (https://paystack.com/docs/transfers/): a recipient
 * of type mobile_money (bank_code MTN, VOD or ATL) or ghipss, then POST /transfer from our balance
 * with our reference. Paystack refuses a second transfer with the same reference, so the call is safe
 * to repeat; an answer that is not clear (a 400 that may be "duplicate reference") is settled by
 * asking for the transfer by reference. Transfers must not need an OTP (Paystack dashboard:
 * Settings → Preferences → Transfers); one that does stays pending and is logged.
 */
import { OutsideCallFailed } from "../adapters/outside-call.ts";
import { paystackClient, type PaystackSettings } from "./paystack-client.ts";
import { transferStateOf, type TransferGateway, type TransferResult, type TransferState } from "./transfers.ts";

interface PaystackAnswer {
  status?: boolean;
  message?: string;
  data?: { recipient_code?: unknown; transfer_code?: unknown; status?: unknown; gateway_response?: unknown; details?: { account_name?: unknown } };
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export function paystackTransfers(settings: PaystackSettings): TransferGateway {
  const paystack = paystackClient(settings);

  async function findTransfer(reference: string) {
    const answer = await paystack.get<PaystackAnswer>(`/transfer/verify/${encodeURIComponent(reference)}`);
    if (answer.status === 400 || answer.status === 404) return null;
    const body = answer.body;
    if (!answer.ok || body?.status !== true || !body.data) throw new Error(`Paystack transfer look-up: ${answer.status} ${body?.message ?? ""}`);
    return { state: transferStateOf(body.data.status), transferCode: text(body.data.transfer_code), reason: text(body.data.gateway_response) };
  }

  return {
    name: "paystack",
    async createRecipient({ method, bankCode, accountNumber, accountName }) {
      const body = { type: method === "mobile_money" ? "mobile_money" : "ghipss", name: accountName, account_number: accountNumber, bank_code: bankCode, currency: "GHS" };
      // Creating the same recipient twice gives the same recipient back: safe to repeat.
      const answer = await paystack.post<PaystackAnswer>("/transferrecipient", body, { repeatable: true });
      const parsed = answer.body;
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 429) {
        return { outcome: "refused", reason: parsed?.message ?? `status ${answer.status}` };
      }
      const recipientCode = text(parsed?.data?.recipient_code);
      if (!answer.ok || parsed?.status !== true || !recipientCode) throw new Error(`Paystack transfer recipient: ${answer.status} ${parsed?.message ?? ""}`);
      return { outcome: "created", recipientCode, accountName: text(parsed.data?.details?.account_name) };
    },
    async transfer({ reference, amountPesewas, recipientCode, reason }): Promise<TransferResult> {
      const body = { source: "balance", amount: amountPesewas, recipient: recipientCode, reference, reason, currency: "GHS" };
      let answer;
      try {
        answer = await paystack.post<PaystackAnswer>("/transfer", body, { repeatable: true });
      } catch (error) {
        return { outcome: "unknown", reason: error instanceof OutsideCallFailed ? error.message : String(error) };
      }
      const parsed = answer.body;
      if (answer.ok && parsed?.status === true && parsed.data) {
        const state: TransferState = transferStateOf(parsed.data.status);
        if (parsed.data.status === "otp") console.error(`Paystack transfer ${reference} awaits an OTP: disable OTP for transfers in the Paystack dashboard`);
        return { outcome: "accepted", state, transferCode: text(parsed.data.transfer_code), reason: text(parsed.data.gateway_response) };
      }
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
        // Refused, or a retry of a transfer Paystack already has ("duplicate reference"): ask which.
        try {
          const existing = await findTransfer(reference);
          if (existing) return { outcome: "accepted", ...existing };
        } catch (error) {
          return { outcome: "unknown", reason: String(error) };
        }
        return { outcome: "refused", reason: parsed?.message ?? `status ${answer.status}` };
      }
      return { outcome: "unknown", reason: `status ${answer.status} ${parsed?.message ?? ""}`.trim() };
    },
    findTransfer,
  };
}
