/**
 * Told to the provider whenever their payout details change: where their earnings go is what a
 * stolen session would most want to change, so the owner hears of it at once (the number masked).
 */
import { PAYOUT_NETWORKS, type PayoutDetails } from "@gh/contracts/payouts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";

function destination(details: PayoutDetails): string {
  if (details.method === "bank") return `bank account ${details.accountNumberMasked} (bank code ${details.bankCode ?? "?"})`;
  const network = PAYOUT_NETWORKS.find((option) => option.id === details.network)?.name ?? "mobile money";
  return `${network} ${details.accountNumberMasked}`;
}

export function payoutDetailsChangedMessage(to: string, details: PayoutDetails): OutgoingEmail {
  return {
    to,
    subject: "Your GhanaHealth payout details were changed",
    text:
      `Your weekly earnings will now be paid to ${destination(details)}, in the name of ${details.accountName}.\n\n` +
      "If this was you, no action is needed.\n\n" +
      "If this was not you, change your password at once (Settings), use \"Sign out of all devices\", put your own payout details back, and contact GhanaHealth support before Monday's payout.",
  };
}
