/**
 * Told to the provider whenever their payout details change: where their earnings go is what a
 * stolen session would most want to change, so the owner hears of it at once (the number masked).
 * Written in the language it is made in (the provider's: routes/provider-settings).
 */
import { PAYOUT_NETWORKS, type PayoutDetails } from "@gh/contracts/payouts";
import { t } from "../i18n/api-texts.ts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";

function paidTo(details: PayoutDetails): string {
  const values = { account: details.accountNumberMasked, bankCode: details.bankCode ?? "?", name: details.accountName };
  if (details.method === "bank") return t("Your weekly earnings will now be paid to bank account {account} (bank code {bankCode}), in the name of {name}.", values);
  const network = PAYOUT_NETWORKS.find((option) => option.id === details.network)?.name;
  return network
    ? t("Your weekly earnings will now be paid to {network} {account}, in the name of {name}.", { ...values, network })
    : t("Your weekly earnings will now be paid to mobile money {account}, in the name of {name}.", values);
}

export function payoutDetailsChangedMessage(to: string, details: PayoutDetails): OutgoingEmail {
  return {
    to,
    subject: t("Your GhanaHealth payout details were changed"),
    text: [
      paidTo(details),
      t("If this was you, no action is needed."),
      t(
        'If this was not you, change your password at once (Settings), use "Sign out of all devices", put your own payout details back, and contact GhanaHealth support before Monday\'s payout.',
      ),
    ].join("\n\n"),
  };
}
