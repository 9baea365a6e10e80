/** How the platform earns (docs/product-rules.md#admin-and-exports and docs/product-rules.md#fees-and-commission): its commission, the provider's share and what the payment processors charge. */
import { PAYMENT_PROCESSOR_NOTES } from "@gh/contracts/admin/options";
import { COMMISSION_BASIS_POINTS } from "@gh/contracts/constants";
import { Card } from "@gh/ui";

const commissionPercent = COMMISSION_BASIS_POINTS / 100;

export function RevenueModel() {
  return (
    <Card as="section" aria-labelledby="revenue-model" className="revenue-section revenue-model">
      <h2 id="revenue-model" className="revenue-section__title">
        Revenue Model
      </h2>
      <p>
        The platform keeps a <strong>{commissionPercent}% commission</strong> on every consultation fee; the provider receives{" "}
        <strong>{100 - commissionPercent}%</strong>. The split is fixed when the patient pays for the booking, so later fee
        changes never alter it.
      </p>
      <h3 className="revenue-model__subtitle">Payment processors' fees</h3>
      <ul className="revenue-model__processors">
        {PAYMENT_PROCESSOR_NOTES.map((note) => (
          <li key={note.name}>
            <span className="revenue-model__processor">{note.name}:</span> {note.fee}
          </li>
        ))}
      </ul>
    </Card>
  );
}
