/** What a provider keeps of a consultation fee, said before they join (the commission is fixed in one constant). */
import { COMMISSION_BASIS_POINTS } from "@gh/contracts/constants";
import { cedisToPesewas, formatCedis, pesewasToCedis, splitFee } from "@gh/contracts/money";

const KEPT = COMMISSION_BASIS_POINTS / 100;

/** "GhanaHealth keeps 10% of each consultation fee a patient pays; you receive 90%." */
export const FEE_SHARE_TEXT = `GhanaHealth keeps ${KEPT}% of each consultation fee a patient pays; you receive ${100 - KEPT}%.`;

/** The fee field's hint: the provider's share of the fee typed so far, or the rule while it is blank or unreadable. */
export function feeShareHint(consultationFee: string): string {
  const pesewas = cedisToPesewas(consultationFee.trim());
  if (!consultationFee.trim() || pesewas === null || pesewas <= 0) {
    return `What a patient pays per visit, e.g. 150. GhanaHealth keeps ${KEPT}% of it; you receive ${100 - KEPT}%.`;
  }
  const { commissionPesewas, payoutPesewas } = splitFee(pesewas);
  const cedis = (value: number) => formatCedis(pesewasToCedis(value));
  return `What a patient pays per visit. Of each ${cedis(pesewas)} visit you receive ${cedis(payoutPesewas)}; GhanaHealth keeps ${cedis(commissionPesewas)} (${KEPT}%).`;
}
