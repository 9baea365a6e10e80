/** Payouts to providers (docs/product-rules.md#payouts): paid, in flight, failed and still owed, from the weekly payout runs. */
import type { PayoutTotals } from "@gh/contracts/payouts";
import { payoutFigures } from "../revenue-view";
import { useT } from "@gh/i18n";
import { MoneyFigures } from "./money-figures";

export function PayoutsSummary({ payouts }: { payouts: PayoutTotals }) {
  const t = useT();
  return (
    <MoneyFigures id="provider-payouts" title={t("Payouts to Providers")} figures={payoutFigures(payouts)}>
      <p className="revenue-money__note">{t("Providers are paid their share every Monday for their completed visits.")}</p>
    </MoneyFigures>
  );
}
