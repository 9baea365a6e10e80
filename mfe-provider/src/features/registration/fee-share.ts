/** What a provider keeps of a consultation fee, said before they join (the commission is fixed in one constant). */
import { COMMISSION_BASIS_POINTS } from "@gh/contracts/constants";
import { cedisToPesewas, formatCedis, pesewasToCedis, splitFee } from "@gh/contracts/money";
import { t } from "../../lib/i18n";

const KEPT = COMMISSION_BASIS_POINTS / 100;
const SHARES = { kept: KEPT, received: 100 - KEPT };

/** "Joining GhanaHealth costs nothing. GhanaHealth keeps 10% of each consultation fee a patient pays; you receive 90%." */
export function freeJoiningText(): string {
  return t("Joining GhanaHealth costs nothing. GhanaHealth keeps {kept}% of each consultation fee a patient pays; you receive {received}%.", SHARES);
}

/** The fee field's hint: the provider's share of the fee typed so far, or the rule while it is blank or unreadable. */
export function feeShareHint(consultationFee: string): string {
  const pesewas = cedisToPesewas(consultationFee.trim());
  if (!consultationFee.trim() || pesewas === null || pesewas <= 0) {
    return t("What a patient pays per visit, e.g. 150. GhanaHealth keeps {kept}% of it; you receive {received}%.", SHARES);
  }
  const { commissionPesewas, payoutPesewas } = splitFee(pesewas);
  const cedis = (value: number) => formatCedis(pesewasToCedis(value));
  return t("What a patient pays per visit. Of each {fee} visit you receive {payout}; GhanaHealth keeps {commission} ({kept}%).", {
    fee: cedis(pesewas),
    payout: cedis(payoutPesewas),
    commission: cedis(commissionPesewas),
    kept: KEPT,
  });
}
