/** Proceed to Payment, enabled only when the form is complete (docs/product-rules.md#screens-and-texts and docs/product-rules.md#slots), saying what is missing and how far it has got. */
import { Button } from "@gh/ui";
import { useId } from "react";
import { missingForPayment, type BookingForm } from "../booking-form";
import { PHASE_LABELS, type BookingPhase } from "../../../lib/run-booking";

export function ProceedButton({ form, formId, phase }: { form: BookingForm; formId: string; phase: BookingPhase | null }) {
  const hintId = useId();
  const missing = missingForPayment(form);
  return (
    <div className="booking-proceed">
      {missing.length > 0 && (
        <p id={hintId} className="booking-proceed__hint">
          Still needed: {missing.join(", ")}.
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
        {phase ? PHASE_LABELS[phase] : "Proceed to Payment"}
      </Button>
    </div>
  );
}
