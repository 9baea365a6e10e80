import { COMMISSION_BASIS_POINTS } from "@gh/contracts/constants";
import { cedisToPesewas, pesewasToCedis, splitFee } from "@gh/contracts/money";
import { t } from "@gh/i18n";

const PLATFORM_FEE_PERCENT = COMMISSION_BASIS_POINTS / 100;

/** "Platform fee (10%)", from the one commission constant (in English; platformFeeLabel() says it in the page's language). */
export const PLATFORM_FEE_LABEL = `Platform fee (${PLATFORM_FEE_PERCENT}%)`;

/** PLATFORM_FEE_LABEL in the page's language. */
export function platformFeeLabel(): string {
  return t("Platform fee ({percent}%)", { percent: PLATFORM_FEE_PERCENT });
}

/** The platform's share of a fee, as decimal cedis ("15.00" of "150.00"); it is included in the fee, not added. */
export function platformFeeOf(consultationFee: string): string {
  const pesewas = cedisToPesewas(consultationFee);
  return pesewasToCedis(pesewas === null ? 0 : splitFee(pesewas).commissionPesewas);
}

/** What the provider receives of a fee, as decimal cedis ("135.00" of "150.00"). */
export function providerShareOf(consultationFee: string): string {
  const pesewas = cedisToPesewas(consultationFee);
  return pesewasToCedis(pesewas === null ? 0 : splitFee(pesewas).payoutPesewas);
}
