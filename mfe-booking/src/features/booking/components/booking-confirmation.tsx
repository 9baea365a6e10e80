/**
 * After a successful payment: what was booked, that it now waits for the provider, and what the
 * patient can do next (save it to their calendar, see it in My Appointments). Stays until closed,
 * unlike the toast.
 */
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import { isRemoteVisit, VISIT_TYPE_NAMES } from "@gh/contracts/visit-types";
import { useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { Badge, Button, buttonClass, Calendar, Check } from "@gh/ui";
import { useEffect, useId, useRef } from "react";
import { type BookedVisit, visitCalendarEvent, visitFileName, visitStatusText } from "../booked-visit";
import { calendarFile, calendarFileHref } from "../calendar-event";

export interface BookingConfirmationProps {
  visit: BookedVisit;
  onClose: () => void;
}

export function BookingConfirmation({ visit, onClose }: BookingConfirmationProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Made at each drawing (a few hundred bytes): its summary and description follow the page's language.
  const calendarHref = calendarFileHref(calendarFile(visitCalendarEvent(visit)));

  // The form it replaces is gone: take focus here, so a screen reader says the booking went through.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="booking-confirmation" aria-labelledby={headingId}>
      <div className="booking-confirmation__header">
        <span className="booking-confirmation__icon" aria-hidden="true">
          <Check size={24} />
        </span>
        {/* data-autofocus: after Paystack's frame the dialog reopens, and its own focus step must land here too. */}
        <h3 id={headingId} ref={headingRef} tabIndex={-1} data-autofocus className="booking-confirmation__heading">
          {t("Booking received")}
        </h3>
      </div>
      <p>{t("Your payment went through. {provider} will confirm the appointment; you will get an e-mail when they do.", { provider: visit.providerName })}</p>
      <dl className="booking-confirmation__details">
        <div>
          <dt>{t("Booking code")}</dt>
          <dd className="booking-confirmation__code">{visit.bookingCode}</dd>
        </div>
        <div>
          <dt>{t("Provider")}</dt>
          <dd>{visit.providerName}</dd>
        </div>
        {isRemoteVisit(visit.visitType) && (
          <div>
            <dt>{t("Kind of visit")}</dt>
            <dd>{t(VISIT_TYPE_NAMES[visit.visitType])}</dd>
          </div>
        )}
        <div>
          <dt>{t("Date")}</dt>
          <dd>{formatLongDate(visit.startsAt)}</dd>
        </div>
        <div>
          <dt>{t("Time")}</dt>
          <dd>{formatClock(visit.startsAt)}</dd>
        </div>
        <div>
          <dt>{t("Fee paid")}</dt>
          <dd>{formatCedis(visit.fee)}</dd>
        </div>
        <div>
          <dt>{t("Payment reference")}</dt>
          <dd className="booking-confirmation__reference">{visit.reference}</dd>
        </div>
        <div>
          <dt>{t("Status")}</dt>
          <dd>
            <Badge tone="warning">{t(visitStatusText(visit.status))}</Badge>
          </dd>
        </div>
      </dl>
      <div className="booking-confirmation__actions">
        <a className={buttonClass("outline", "lg", true)} href={calendarHref} download={visitFileName(visit)}>
          <Calendar size={20} aria-hidden="true" />
          {t("Add to calendar")}
        </a>
        <Link className={buttonClass("secondary", "lg", true)} to="/my-appointments" onClick={onClose}>
          {t("Go to My Appointments")}
        </Link>
        <Button variant="ghost" size="lg" block onClick={onClose}>
          {t("Done")}
        </Button>
      </div>
    </section>
  );
}
