/**
 * The booking dialog (exposed as "./BookingDialog", opened from a provider's Book button): the kind
 * of visit (when the provider offers audio or video visits), date, time, contact details and payment
 * in one scrolling dialog, then the checkout, then the confirmation of what was booked. Only
 * signed-in patients get here; the caller sends anonymous visitors to sign in first.
 */
import { useCurrentUser } from "@gh/api-client";
import type { BookingDialogProps } from "@gh/contracts/federation";
import { providerName } from "@gh/contracts/regions";
import { parseHoursRange, weekdayOf } from "@gh/contracts/schedule";
import { specialtyName } from "@gh/contracts/specialties";
import { Dialog } from "@gh/ui/flows";
import { useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { useQueryClient } from "@gh/query";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import { InlineAlert } from "../../../components/inline-alert";
import { refreshAvailability } from "../../../lib/use-availability";
import { everyWeekday } from "../../../lib/closed-days";
import { SlotPicker } from "../../../components/slot-picker";
import { prefetchPaymentConfig } from "../../../lib/payments-api";
import { useBookingFlow } from "../hooks/use-booking-flow";
import { useBookingForm } from "../hooks/use-booking-form";
import { revealProblem } from "../reveal-problem";
import { visitChoices, visitFee } from "../visit-choice";
import { BookingConfirmation } from "./booking-confirmation";
import { ContactFields } from "./contact-fields";
import { PaymentSummary } from "./payment-summary";
import { ProceedButton } from "./proceed-button";
import { VisitTypeChoice } from "./visit-type-choice";
import { SandboxCheckout } from "../../../components/sandbox-checkout";
import "./booking.css";

export function BookingDialog({ provider, open, onOpenChange }: BookingDialogProps) {
  const t = useT();
  const { user: patient } = useCurrentUser();
  const booking = useBookingForm(patient);
  const flow = useBookingFlow(provider, booking, () => onOpenChange(false));
  const queryClient = useQueryClient();
  const formId = useId();
  const name = providerName(provider);
  const { form, problems } = booking;
  const choices = visitChoices(provider);
  // In person is all there is to choose for most providers: the dialog then asks nothing more.
  const choosesVisit = choices.length > 1;
  // A refusal of the kind of visit is said at the choice; without one (the provider just stopped offering it) above Proceed.
  const generalProblem = problems.general ?? (!choosesVisit && problems.visitType ? { text: problems.visitType } : null);

  // Each opening shows the provider's current free times, and fetches the payment settings ahead of Proceed.
  useEffect(() => {
    if (!open) return;
    void refreshAvailability(queryClient, provider.id);
    void prefetchPaymentConfig(queryClient).catch(() => undefined);
  }, [open, provider.id, queryClient]);

  // A refusal about the time or the booking as a whole is shown far from Proceed: bring it into view
  // (a field's own problem is revealed by ContactFields, with focus).
  const slotProblemRef = useRef<HTMLDivElement>(null);
  const generalProblemRef = useRef<HTMLDivElement>(null);
  // It reads the problems as they are when reported, and runs again only on the next report.
  const revealReported = useEffectEvent(() => {
    // The choice of visit reveals its own problem (VisitTypeChoice).
    if (choosesVisit && problems.visitType) return;
    if (problems.slot) revealProblem(slotProblemRef.current);
    else if (!Object.values(problems.fields).some(Boolean)) revealProblem(generalProblemRef.current);
  });
  useEffect(() => {
    if (booking.problemsReported > 0) revealReported();
  }, [booking.problemsReported]);

  // Closed however it was closed (by us, the parent or a navigation): the next opening is a new booking.
  const { forgetBooked } = flow;
  useEffect(() => {
    if (!open) forgetBooked();
  }, [open, forgetBooked]);

  function changeOpen(next: boolean) {
    if (next) return onOpenChange(true);
    if (flow.mayClose()) onOpenChange(false);
  }

  const closedReason = (date: string) =>
    parseHoursRange(provider.workingHours[weekdayOf(date)])
      ? t("{name} has no appointment times on this day. Please choose another date.", { name })
      : // translators: {days} is every such day of the week ("Mondays")
        t("{name} does not see patients on {days}. Please choose another date.", { name, days: everyWeekday(weekdayOf(date)) });

  return (
    <Dialog
      // Paystack's checkout frame sits outside this modal, which would make it inert: step aside while it shows.
      open={open && !flow.paystackShowing}
      onOpenChange={changeOpen}
      title={t("Book Appointment")}
      description={`${name} · ${t(specialtyName(provider.specialty))}`}
      closeLabel={t("Close booking")}
      className="slot-picker-dialog booking-dialog"
      footer={flow.sandbox || flow.booked ? undefined : <ProceedButton form={form} formId={formId} phase={flow.phase} />}
    >
      {flow.booked ? (
        <BookingConfirmation visit={flow.booked} onClose={() => changeOpen(false)} />
      ) : flow.sandbox ? (
        <SandboxCheckout request={flow.sandbox.request} onFinish={flow.sandbox.finish} />
      ) : (
        <form
          id={formId}
          className="booking-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void flow.proceed();
          }}
        >
          <fieldset className="booking-form__steps" disabled={flow.phase !== null}>
            {choosesVisit && (
              <VisitTypeChoice
                choices={choices}
                value={form.visitType}
                onChange={booking.chooseVisitType}
                problem={problems.visitType}
                problemsReported={booking.problemsReported}
              />
            )}
            <SlotPicker
              providerId={provider.id}
              provider={provider}
              date={form.date}
              slot={form.slot}
              onDateChange={booking.chooseDate}
              onSlotChange={booking.chooseSlot}
              dateHeading={t("1. Choose a date")}
              timeHeading={t("2. Choose a time")}
              closedReason={closedReason}
              timeProblem={
                problems.slot && (
                  <div ref={slotProblemRef} className="booking-problem">
                    <InlineAlert>{t(problems.slot)}</InlineAlert>
                  </div>
                )
              }
              // The dialog opens on the calendar even below the kind of visit: in person, the usual choice, is already made.
              autoFocus
            />
            <ContactFields form={form} errors={problems.fields} problemsReported={booking.problemsReported} onChange={booking.changeContact} />
            <PaymentSummary consultationFee={visitFee(provider, form.visitType)} />
          </fieldset>
          {generalProblem && (
            <div ref={generalProblemRef} className="booking-problem">
              <InlineAlert>
                {t(generalProblem.text)}
                {generalProblem.verifyAccount && (
                  <>
                    {" "}
                    <Link to="/account/verify">{t("Verify your account")}</Link>
                  </>
                )}
              </InlineAlert>
            </div>
          )}
        </form>
      )}
    </Dialog>
  );
}

export default BookingDialog;
