/**
 * One appointment: who, when, where (or what kind of remote visit), what it costs and whether it is
 * paid, the provider's note after the visit; and what the patient can do with it (Join a remote visit,
 * review it, report an NHIS charge).
 */
import type { PatientAppointment } from "@gh/contracts/appointments";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import { refundStatusText } from "@gh/contracts/refunds";
import { providerName } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { isRemoteVisit, VISIT_TYPE_NAMES } from "@gh/contracts/visit-types";
import { Link } from "@gh/router";
import { Badge, Button, buttonClass, Calendar, Card, CardContent, CardFooter, CardHeader, CardTitle, Check, Clock, cx, Mail, MapPin, Phone } from "@gh/ui";
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { appointmentStatusBadge } from "@gh/contracts/appointments/options";
import { useT } from "@gh/i18n";
import { appointmentPlace, canChange, canReportNhisCharge, canReview, heldUntil, paymentState } from "../appointment-view";
import { useMinuteClock } from "../hooks/use-minute-clock";
import { joinState } from "../join-view";
import { CancelAppointmentDialog } from "./cancel-appointment-dialog";
import { CompletePaymentDialog } from "./complete-payment-dialog";
import { NhisChargeDialog } from "./nhis-charge-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import { ReviewDialog } from "./review-dialog";
import { StarsShown } from "./star-rating";

type OpenDialog = "pay" | "reschedule" | "cancel" | "review" | "nhis" | null;

/**
 * The visit just changed, for a few seconds: a change can move its card to the other list (a cancelled
 * visit goes from Upcoming to Past), where a new card is drawn; that card takes the focus as it appears.
 */
let refocus: { id: number; until: number } | null = null;
const REFOCUS_MS = 10_000;

export function AppointmentCard({ appointment }: { appointment: PatientAppointment }) {
  const t = useT();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const titleId = useId();
  const holdId = useId();
  const statusId = useId();
  const { provider } = appointment;
  const badge = appointmentStatusBadge(appointment.status);
  const payment = paymentState(appointment);
  // An unpaid booking still holding its slot can be paid from here; once the hold lapses the server cancels it.
  const holdEnd = heldUntil(appointment);
  const remote = isRemoteVisit(appointment.visitType);
  // The clock is read again once a minute while a Join link is shown or still to come, so it appears (and goes) without a reload.
  const now = useMinuteClock((at) => joinState(appointment, at) !== null);
  const join = joinState(appointment, now);
  const cardId = useId();
  const focusCard = useRef(false);
  const close = () => setDialog(null);
  // After a change (paid, moved, cancelled) the button that opened the dialog may be gone, and the
  // browser would drop focus to the page: the card itself, already showing the new state, takes it.
  const closeChanged = () => {
    focusCard.current = true;
    refocus = { id: appointment.id, until: Date.now() + REFOCUS_MS };
    setDialog(null);
  };

  // A card drawn for the visit just changed (it moved to the other list) takes the focus.
  useEffect(() => {
    if (refocus?.id !== appointment.id || Date.now() > refocus.until) return;
    refocus = null;
    document.getElementById(cardId)?.focus();
  }, [appointment.id, cardId]);

  // Runs after the closing dialog has handed focus back to its opener, so the card has the last word.
  useEffect(() => {
    if (dialog !== null || !focusCard.current) return;
    focusCard.current = false;
    document.getElementById(cardId)?.focus();
  }, [dialog, cardId]);

  return (
    <Card as="li" id={cardId} tabIndex={-1} className="appointment-card" aria-labelledby={`${titleId} ${statusId}`}>
      <CardHeader>
        <div className="appointment-card__title-row">
          <CardTitle as="h3" id={titleId}>
            {providerName(provider)}
          </CardTitle>
          <Badge id={statusId} tone={badge.tone}>
            {t(badge.label)}
          </Badge>
        </div>
        <p className="appointment-card__specialty">{t(specialtyName(provider.specialty))}</p>
        {remote && (
          <Badge tone="brand" className="appointment-card__visit-type">
            {t(VISIT_TYPE_NAMES[appointment.visitType])}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        <dl className="appointment-card__facts">
          <Fact term={t("Booking code")} wide>
            <span className="appointment-card__code">{appointment.bookingCode}</span>
          </Fact>
          <Fact icon={Calendar} term={t("Date")} wide>
            {formatLongDate(appointment.appointmentDate)}
          </Fact>
          <Fact icon={Clock} term={t("Time")}>
            {formatClock(appointment.appointmentDate)}
          </Fact>
          <Fact term={t("Fee")}>{formatCedis(appointment.fee)}</Fact>
          {/* A remote visit has no place to go to. */}
          {!remote && (
            <Fact icon={MapPin} term={t("Location")} wide>
              {appointmentPlace(provider)}
            </Fact>
          )}
          <Fact term={t("Payment")} wide>
            <span className={payment.paid ? "appointment-card__paid" : "appointment-card__unpaid"}>{t(payment.text)}</span>
            {payment.reference && <span className="appointment-card__reference"> · {t("Reference {reference}", { reference: payment.reference })}</span>}
            {holdEnd && (
              <span id={holdId} className="appointment-card__hold">
                {t("Held for you until {time}. Pay by then to keep this time.", { time: formatClock(holdEnd) })}
              </span>
            )}
            {appointment.refund && (
              // A live region: "processing" turns into "refunded on …" while the page is open.
              <span role="status" className={`appointment-card__refund appointment-card__refund--${appointment.refund.status}`}>
                {t(refundStatusText(appointment.refund))}
              </span>
            )}
          </Fact>
          {appointment.reason && (
            <Fact term={t("Reason")} wide>
              {appointment.reason}
            </Fact>
          )}
          <Fact icon={Phone} term={t("Phone")} wide>
            <a href={`tel:${provider.phone.replace(/\s+/g, "")}`}>{provider.phone}</a>
          </Fact>
          <Fact icon={Mail} term={t("Email")} wide>
            <a href={`mailto:${provider.email}`}>{provider.email}</a>
          </Fact>
          {appointment.visitNote && (
            <Fact term={t("Note from your provider")} wide>
              <span className="appointment-card__note">{appointment.visitNote}</span>
            </Fact>
          )}
          {appointment.review && (
            <Fact term={t("Your review")} wide>
              <StarsShown rating={appointment.review.rating} />
              {appointment.review.comment && <span className="appointment-card__review-comment">{appointment.review.comment}</span>}
            </Fact>
          )}
        </dl>
        {join?.kind === "later" && <p className="appointment-card__join-later">{t("You can join from {time}.", { time: formatClock(join.opensAt) })}</p>}
        {appointment.nhisReported && (
          <p className="appointment-card__nhis-reported">
            <Check size={16} /> {t("NHIS charge reported")}
          </p>
        )}
      </CardContent>
      {(join?.kind === "open" || holdEnd || canChange(appointment) || canReview(appointment) || canReportNhisCharge(appointment)) && (
        <CardFooter>
          {join?.kind === "open" && (
            <Link to={join.href} className={buttonClass("primary")} aria-label={t(join.label, { provider: providerName(provider) })}>
              {t("Join")}
            </Link>
          )}
          {holdEnd && (
            <Button aria-describedby={`${titleId} ${holdId}`} onClick={() => setDialog("pay")}>
              {t("Complete payment")}
            </Button>
          )}
          {canChange(appointment) && (
            <>
              <Button variant="outline" aria-describedby={titleId} onClick={() => setDialog("reschedule")}>
                {t("Reschedule")}
              </Button>
              <Button variant="ghost" className="appointment-card__cancel" aria-describedby={titleId} onClick={() => setDialog("cancel")}>
                {t("Cancel")}
              </Button>
            </>
          )}
          {canReview(appointment) && (
            <Button variant="outline" aria-describedby={titleId} onClick={() => setDialog("review")}>
              {t("Leave a review")}
            </Button>
          )}
          {canReportNhisCharge(appointment) && (
            <Button variant="ghost" aria-describedby={titleId} onClick={() => setDialog("nhis")}>
              {t("Report an NHIS charge")}
            </Button>
          )}
        </CardFooter>
      )}
      {/* Mounted only while open, so each opening starts afresh. */}
      {dialog === "pay" && <CompletePaymentDialog appointment={appointment} onClose={close} onPaid={closeChanged} />}
      {dialog === "reschedule" && <RescheduleDialog appointment={appointment} onClose={close} onRescheduled={closeChanged} />}
      {dialog === "cancel" && <CancelAppointmentDialog appointment={appointment} onClose={close} onCancelled={closeChanged} />}
      {dialog === "review" && <ReviewDialog appointment={appointment} onClose={close} />}
      {dialog === "nhis" && <NhisChargeDialog appointment={appointment} onClose={close} onReported={closeChanged} />}
    </Card>
  );
}

interface FactProps {
  icon?: ComponentType<{ size?: number }>;
  term: string;
  /** A long value: a whole row on a phone. */
  wide?: boolean;
  children: ReactNode;
}

function Fact({ icon: Icon, term, wide = false, children }: FactProps) {
  return (
    <div className={cx("appointment-card__fact", wide && "appointment-card__fact--wide")}>
      <dt>
        {Icon && <Icon size={16} />}
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
