/** Step 4: the fee, the platform's 10% said as a part of it (no extra charge), how the patient can pay, and the cancellation policy (README "Money: payments, refunds and payouts"). */
import { PAYMENT_HOLD_MINUTES } from "@gh/contracts/constants";
import { formatCedis } from "@gh/contracts/money";
import { CARD_BRANDS, MOBILE_MONEY_NETWORKS } from "@gh/contracts/payments/options";
import { REFUND_MESSAGES } from "@gh/contracts/refunds";
import { useId } from "react";
import { platformFeeOf, PLATFORM_FEE_LABEL, providerShareOf } from "../fee";
// The fee lines share the checkout's styles (.checkout-fee).
import "../../../components/checkout.css";

export function PaymentSummary({ consultationFee }: { consultationFee: string }) {
  const headingId = useId();
  return (
    <section className="booking-step" aria-labelledby={headingId}>
      <h3 id={headingId} className="booking-step__heading">
        4. Payment
      </h3>
      <dl className="checkout-fee">
        <div>
          <dt>Consultation fee</dt>
          <dd>{formatCedis(consultationFee)}</dd>
        </div>
        <div className="checkout-fee__total">
          <dt>Total to pay</dt>
          <dd>{formatCedis(consultationFee)}</dd>
        </div>
      </dl>
      {/* Said as a share of the fee, not a line of its own: a line between fee and total read as a surcharge. */}
      <p className="booking-note">
        No extra charges. {PLATFORM_FEE_LABEL}: {formatCedis(platformFeeOf(consultationFee))} of the {formatCedis(consultationFee)} goes to GhanaHealth; the
        provider receives {formatCedis(providerShareOf(consultationFee))}.
      </p>
      <div className="booking-methods">
        <p className="booking-methods__title">Pay securely with</p>
        <ul>
          <li>
            <span className="booking-methods__kind">Mobile money</span>
            {MOBILE_MONEY_NETWORKS.map((network) => network.name).join(", ")}
          </li>
          <li>
            <span className="booking-methods__kind">Bank cards</span>
            {CARD_BRANDS.join(", ")}
          </li>
        </ul>
      </div>
      <p className="booking-note">Your time is held for {PAYMENT_HOLD_MINUTES} minutes while you pay.</p>
      <p className="booking-note">{REFUND_MESSAGES.policy}</p>
    </section>
  );
}
