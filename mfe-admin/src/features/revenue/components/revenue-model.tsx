/** How the platform earns (docs/product-rules.md#admin-and-exports and docs/product-rules.md#fees-and-commission): its commission, the provider's share and what the payment processors charge. */
import { PAYMENT_PROCESSOR_NOTES } from "@gh/contracts/admin/options";
import { COMMISSION_BASIS_POINTS } from "@gh/contracts/constants";
import { Card } from "@gh/ui";
import { Trans, useT } from "@gh/i18n";

const commissionPercent = COMMISSION_BASIS_POINTS / 100;

export function RevenueModel() {
  const t = useT();
  return (
    <Card as="section" aria-labelledby="revenue-model" className="revenue-section revenue-model">
      <h2 id="revenue-model" className="revenue-section__title">
        {t("Revenue Model")}
      </h2>
      <p>
        <Trans
          message="The platform keeps a <0>{commission}% commission</0> on every consultation fee; the provider receives <1>{share}%</1>. The split is fixed when the patient pays for the booking, so later fee changes never alter it."
          values={{ commission: commissionPercent, share: 100 - commissionPercent }}
          components={{ 0: <strong />, 1: <strong /> }}
        />
      </p>
      <h3 className="revenue-model__subtitle">{t("Payment processors' fees")}</h3>
      <ul className="revenue-model__processors">
        {PAYMENT_PROCESSOR_NOTES.map((note) => (
          <li key={note.name}>
            <span className="revenue-model__processor">{t(note.name)}:</span> {t(note.fee)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
