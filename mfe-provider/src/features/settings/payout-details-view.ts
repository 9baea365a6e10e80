/** How the payout details card reads and fills its form: the choices, the draft, the saved details in words. */
import { PAYOUT_NETWORKS, type PayoutDetails, type PayoutMethod, type PayoutNetwork } from "@gh/contracts/payouts";
import { msg, t } from "../../lib/i18n";

/** Every field of both methods: the schema reads only the chosen method's, so switching back keeps what was typed. */
export type PayoutDetailsDraft = {
  method: PayoutMethod;
  /** "" until a network is chosen. */
  network: PayoutNetwork | "";
  phone: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  /** Asked again for every change: never kept, never filled in. */
  currentPassword: string;
};

/** Shown with `t`. */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = { mobile_money: msg("Mobile money"), bank: msg("Bank account") };

/** The networks by their brand names (not translated). */
export const NETWORK_OPTIONS = PAYOUT_NETWORKS.map((network) => ({ value: network.id, label: network.name }));

/** A new draft: mobile money (how most providers in Ghana are paid), or the saved method and name. */
export function payoutDraft(saved: PayoutDetails | null): PayoutDetailsDraft {
  return {
    method: saved?.method ?? "mobile_money",
    network: saved?.network ?? "",
    phone: "",
    bankCode: saved?.bankCode ?? "",
    accountNumber: "",
    accountName: saved?.accountName ?? "",
    currentPassword: "",
  };
}

/** "MTN Mobile Money ••••••4567" or "Bank account ••••••7890 (bank code 280100)", in the page's language. */
export function payoutDestination(details: PayoutDetails): string {
  const number = details.accountNumberMasked;
  if (details.method === "bank") {
    return details.bankCode ? t("Bank account {number} (bank code {bankCode})", { number, bankCode: details.bankCode }) : t("Bank account {number}", { number });
  }
  const network = PAYOUT_NETWORKS.find((each) => each.id === details.network)?.name ?? t(PAYOUT_METHOD_LABELS.mobile_money);
  return `${network} ${number}`;
}
