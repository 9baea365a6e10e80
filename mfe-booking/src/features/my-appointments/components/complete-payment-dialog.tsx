/**
 * Complete Payment: pays for a booking whose slot is still held, through the booking dialog's checkout
 * (the test checkout inside this dialog, or Paystack's frame with this dialog stepped aside).
 */
import type { PatientAppointment } from "@gh/contracts/appointments";
import { MY_APPOINTMENTS_KEY } from "@gh/contracts/federation";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import { REFUND_MESSAGES } from "@gh/contracts/refunds";
import { providerName } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { Button } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useQueryClient } from "@gh/query";
import { useEffect, useState } from "react";
import { InlineAlert } from "../../../components/inline-alert";
import { prefetchPaymentConfig } from "../../../lib/payments-api";
import { unverifiedPaymentMessage } from "../../../lib/booking-outcome";
import { PHASE_LABELS, type BookingOutcome } from "../../../lib/run-booking";
import { SandboxCheckout } from "../../../components/sandbox-checkout";
import { useCheckout } from "../../../lib/use-checkout";
import { useT } from "@gh/i18n";
import { heldAppointment, heldBookingOrder } from "../complete-payment";
import "../../../components/checkout.css";

interface CompletePaymentDialogProps {
  appointment: PatientAppointment;
  onClose: () => void;
  /** Paid, and the list already shows it paid. */
  onPaid: () => void;
}

export function CompletePaymentDialog({ appointment, onClose, onPaid }: CompletePaymentDialogProps) {
  const t = useT();
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  // Paid, waiting for the list to show it: Pay stays busy so the booking cannot be paid twice.
  const [closing, setClosing] = useState(false);
  const fee = formatCedis(appointment.fee);

  // Fetched as the dialog opens, so Pay does not wait for it.
  useEffect(() => {
    void prefetchPaymentConfig(queryClient).catch(() => undefined);
  }, [queryClient]);

  /** Paid or closed: done (the toast says which). Otherwise the dialog stays, to try again. */
  async function afterOutcome(outcome: BookingOutcome) {
    if (outcome.kind === "paid") {
      setClosing(true);
      // The checkout has asked for the list again: wait for that answer (not a second one), so the card is paid when it takes the focus.
      await queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY }, { cancelRefetch: false }).catch(() => undefined);
      onPaid();
    } else if (outcome.kind === "cancelled") onClose();
    else setProblem(outcome.kind === "unverified" ? unverifiedPaymentMessage(outcome) : null);
  }

  // No new booking: the flow is handed the appointment already held.
  const pay = () => void checkout.pay(heldBookingOrder(appointment), async () => heldAppointment(appointment), (outcome) => void afterOutcome(outcome));

  return (
    <Dialog
      // Paystack's checkout frame sits outside this modal, which would make it inert: step aside while it shows.
      open={!checkout.paystackShowing}
      onOpenChange={(open) => !open && checkout.mayClose() && onClose()}
      title={t("Complete Payment")}
      description={`${providerName(appointment.provider)} · ${t(specialtyName(appointment.provider.specialty))}`}
      closeLabel={t("Close payment")}
      footer={
        checkout.sandbox ? undefined : (
          <Button size="lg" block onClick={pay} loading={checkout.phase !== null || closing} data-autofocus>
            {checkout.phase ? t(PHASE_LABELS[checkout.phase]) : t("Pay {amount}", { amount: fee })}
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
              <dt>{t("Date")}</dt>
              <dd>{formatLongDate(appointment.appointmentDate)}</dd>
            </div>
            <div>
              <dt>{t("Time")}</dt>
              <dd>{formatClock(appointment.appointmentDate)}</dd>
            </div>
            <div className="checkout-fee__total">
              <dt>{t("Total to pay")}</dt>
              <dd>{fee}</dd>
            </div>
          </dl>
          {/* The cancellation policy, said before the patient pays (docs/product-rules.md#refunds). */}
          <p className="checkout-note">{t(REFUND_MESSAGES.policy)}</p>
          {problem && <InlineAlert>{t(problem)}</InlineAlert>}
        </div>
      )}
    </Dialog>
  );
}
