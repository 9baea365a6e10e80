/**
 * Complete Payment: pays for a booking whose slot is still held, through the booking dialog's checkout
 * (the test checkout inside this dialog, or Paystack's frame with this dialog stepped aside).
 */
import { formatCedis, formatClock, formatLongDate, type PatientAppointment, providerName, specialtyName } from "@gh/contracts";
import { Button, Dialog } from "@gh/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { InlineAlert } from "../../../components/inline-alert";
import { prefetchPaymentConfig } from "../../checkout/api/payments-api";
import { unverifiedPaymentMessage } from "../../checkout/booking-outcome";
import { PHASE_LABELS, type BookingOutcome } from "../../checkout/run-booking";
import { SandboxCheckout } from "../../checkout/components/sandbox-checkout";
import { useCheckout } from "../../checkout/hooks/use-checkout";
import { heldAppointment, heldBookingOrder } from "../complete-payment";
import "../../checkout/components/checkout.css";

export function CompletePaymentDialog({ appointment, onClose }: { appointment: PatientAppointment; onClose: () => void }) {
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const fee = formatCedis(appointment.fee);

  // Fetched as the dialog opens, so Pay does not wait for it.
  useEffect(() => {
    void prefetchPaymentConfig(queryClient).catch(() => undefined);
  }, [queryClient]);

  /** Paid or closed: done (the toast says which). Otherwise the dialog stays, to try again. */
  function afterOutcome(outcome: BookingOutcome) {
    if (outcome.kind === "paid" || outcome.kind === "cancelled") onClose();
    else setProblem(outcome.kind === "unverified" ? unverifiedPaymentMessage(outcome.reference) : null);
  }

  // No new booking: the flow is handed the appointment already held.
  const pay = () => void checkout.pay(heldBookingOrder(appointment), async () => heldAppointment(appointment), afterOutcome);

  return (
    <Dialog
      // Paystack's checkout frame sits outside this modal, which would make it inert: step aside while it shows.
      open={!checkout.paystackShowing}
      onOpenChange={(open) => !open && checkout.mayClose() && onClose()}
      title="Complete Payment"
      description={`${providerName(appointment.provider)} · ${specialtyName(appointment.provider.specialty)}`}
      closeLabel="Close payment"
      footer={
        checkout.sandbox ? undefined : (
          <Button size="lg" block onClick={pay} loading={checkout.phase !== null} data-autofocus>
            {checkout.phase ? PHASE_LABELS[checkout.phase] : `Pay ${fee}`}
          </Button>
        )
      }
    >
      {checkout.sandbox ? (
        <SandboxCheckout request={checkout.sandbox.request} onFinish={checkout.sandbox.finish} />
      ) : (
        <div className="appointment-dialog__body">
          <dl className="checkout-fee">
            <div>
              <dt>Date</dt>
              <dd>{formatLongDate(appointment.appointmentDate)}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{formatClock(appointment.appointmentDate)}</dd>
            </div>
            <div className="checkout-fee__total">
              <dt>Total to pay</dt>
              <dd>{fee}</dd>
            </div>
          </dl>
          {problem && <InlineAlert>{problem}</InlineAlert>}
        </div>
      )}
    </Dialog>
  );
}
