/** Step 4: the fee, the platform's 10% said as a part of it (no extra charge), how the patient can pay, and the cancellation policy (README "Money: payments, refunds and payouts"). */
import { PAYMENT_HOLD_MINUTES } from "@gh/contracts/constants";
import { formatCedis } from "@gh/contracts/money";
import { CARD_BRANDS, MOBILE_MONEY_NETWORKS } from "@gh/contracts/payments/options";
import { REFUND_MESSAGES } from "@gh/contracts/refunds";
import { useT } from "@gh/i18n";
import { useId } from "react";
import { platformFeeOf, platformFeeLabel, providerShareOf } from "../fee";
// The fee lines share the checkout's styles (.checkout-fee).
import "../../../components/checkout.css";

export function PaymentSummary({ consultationFee }: { consultationFee: string }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="booking-step" aria-labelledby={headingId}>
      <h3 id={headingId} className="booking-step__heading">
        {t("4. Payment")}
      </h3>
      <dl className="checkout-fee">
        <div>
          <dt>{t("Consultation fee")}</dt>
          <dd>{formatCedis(consultationFee)}</dd>
        </div>
        <div className="checkout-fee__total">
          <dt>{t("Total to pay")}</dt>
          <dd>{formatCedis(consultationFee)}</dd>
        </div>
      </dl>
      {/* Said as a share of the fee, not a line of its own: a line between fee and total read as a surcharge. */}
      <p className="booking-note">
        {t("No extra charges. {platformFee}: {commission} of the {fee} goes to GhanaHealth; the provider receives {providerShare}.", {
          platformFee: platformFeeLabel(),
          commission: formatCedis(platformFeeOf(consultationFee)),
          fee: formatCedis(consultationFee),
          providerShare: formatCedis(providerShareOf(consultationFee)),
        })}
      </p>
      <div className="booking-methods">
        <p className="booking-methods__title">{t("Pay securely with")}</p>
        <ul>
          <li>
            <span className="booking-methods__kind">{t("Mobile money")}</span>
            {MOBILE_MONEY_NETWORKS.map((network) => network.name).join(", ")}
          </li>
          <li>
            <span className="booking-methods__kind">{t("Bank cards")}</span>
            {CARD_BRANDS.join(", ")}
          </li>
        </ul>
      </div>
      <p className="booking-note">{t("Your time is held for {minutes} minutes while you pay.", { minutes: PAYMENT_HOLD_MINUTES })}</p>
      <p className="booking-note">{t(REFUND_MESSAGES.policy)}</p>
    </section>
  );
}
