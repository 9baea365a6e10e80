/**
 * The sandbox's transfers (development and tests, no Paystack key): recipients and transfers are kept
 * in KV, as Paystack keeps its own, so a second transfer with a reference is refused like Paystack's.
 * A transfer succeeds at once, or, with SANDBOX_TRANSFER_DELAY_MS set, stays pending for that long:
 * the check of open payouts then finds it paid and settles it through the same function Paystack's
 * webhook uses (money/payout-events.ts), so the pending state is real and short.
 */
import type { TransferGateway, TransferState } from "./transfers.ts";

const recipientKey = (code: string) => `sandbox-recipient:${code}`;
const transferKey = (reference: string) => `sandbox-transfer:${reference}`;
/** Kept a week: longer than any payout stays open. */
const LEDGER_TTL_SECONDS = 7 * 24 * 60 * 60;

interface SandboxTransfer {
  reference: string;
  amountPesewas: number;
  recipientCode: string;
  transferCode: string;
  settlesAt: number;
}

const randomCode = () => crypto.randomUUID().replace(/-/g, "").slice(0, 15);

export function sandboxTransfers(ledger: KVNamespace, { delayMs = 0, clock = Date.now }: { delayMs?: number; clock?: () => number } = {}): TransferGateway {
  const stateOf = (transfer: SandboxTransfer): TransferState => (clock() >= transfer.settlesAt ? "success" : "pending");
  return {
    name: "sandbox",
    async createRecipient(request) {
      const recipientCode = `RCP_sandbox${randomCode()}`;
      await ledger.put(recipientKey(recipientCode), JSON.stringify(request), { expirationTtl: LEDGER_TTL_SECONDS * 52 });
      return { outcome: "created", recipientCode, accountName: null };
    },
    async transfer({ reference, amountPesewas, recipientCode }) {
      const earlier = await ledger.get<SandboxTransfer>(transferKey(reference), "json");
      if (earlier) return { outcome: "accepted", state: stateOf(earlier), transferCode: earlier.transferCode, reason: null };
      if (!(await ledger.get(recipientKey(recipientCode)))) return { outcome: "refused", reason: "Recipient specified is invalid" };
      const transfer: SandboxTransfer = { reference, amountPesewas, recipientCode, transferCode: `TRF_sandbox${randomCode()}`, settlesAt: clock() + delayMs };
      await ledger.put(transferKey(reference), JSON.stringify(transfer), { expirationTtl: LEDGER_TTL_SECONDS });
      return { outcome: "accepted", state: stateOf(transfer), transferCode: transfer.transferCode, reason: null };
    },
    async findTransfer(reference) {
      const transfer = await ledger.get<SandboxTransfer>(transferKey(reference), "json");
      return transfer ? { state: stateOf(transfer), transferCode: transfer.transferCode, reason: null } : null;
    },
  };
}
