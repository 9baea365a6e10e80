/** Proceed to Payment, enabled only when the form is complete (docs/product-rules.md#screens-and-texts and docs/product-rules.md#slots), saying what is missing and how far it has got. */
import { Button } from "@gh/ui";
import { useT } from "@gh/i18n";
import { useId } from "react";
import { missingForPayment, type BookingForm } from "../booking-form";
import { PHASE_LABELS, type BookingPhase } from "../../../lib/run-booking";

export function ProceedButton({ form, formId, phase }: { form: BookingForm; formId: string; phase: BookingPhase | null }) {
  const t = useT();
  const hintId = useId();
  const missing = missingForPayment(form);
  return (
    <div className="booking-proceed">
      {missing.length > 0 && (
        <p id={hintId} className="booking-proceed__hint">
          {
            // translators: {items} is a list such as "a date, a time, your email"
            t("Still needed: {items}.", { items: missing.map((item) => t(item)).join(", ") })
          }
        </p>
      )}
      <Button
        type="submit"
        form={formId}
        size="lg"
        block
        disabled={missing.length > 0}
        loading={phase !== null}
        aria-describedby={missing.length > 0 ? hintId : undefined}
      >
        {phase ? t(PHASE_LABELS[phase]) : t("Proceed to Payment")}
      </Button>
    </div>
  );
}
