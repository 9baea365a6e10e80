/**
 * After a successful payment: what was booked, that it now waits for the provider, and what the
 * patient can do next (save it to their calendar, see it in My Appointments). Stays until closed,
 * unlike the toast.
 */
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import { Link } from "@gh/router";
import { Badge, Button, buttonClass, Calendar, Check } from "@gh/ui";
import { useEffect, useId, useMemo, useRef } from "react";
import { type BookedVisit, visitCalendarEvent, visitFileName, visitStatusText } from "../booked-visit";
import { calendarFile, calendarFileHref } from "../calendar-event";

export interface BookingConfirmationProps {
  visit: BookedVisit;
  onClose: () => void;
}

export function BookingConfirmation({ visit, onClose }: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const calendarHref = useMemo(() => calendarFileHref(calendarFile(visitCalendarEvent(visit))), [visit]);

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
          Booking received
        </h3>
      </div>
      <p>Your payment went through. {visit.providerName} will confirm the appointment; you will get an e-mail when they do.</p>
      <dl className="booking-confirmation__details">
        <div>
          <dt>Booking code</dt>
          <dd className="booking-confirmation__code">{visit.bookingCode}</dd>
        </div>
        <div>
          <dt>Provider</dt>
          <dd>{visit.providerName}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatLongDate(visit.startsAt)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatClock(visit.startsAt)}</dd>
        </div>
        <div>
          <dt>Fee paid</dt>
          <dd>{formatCedis(visit.fee)}</dd>
        </div>
        <div>
          <dt>Payment reference</dt>
          <dd className="booking-confirmation__reference">{visit.reference}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone="warning">{visitStatusText(visit.status)}</Badge>
          </dd>
        </div>
      </dl>
      <div className="booking-confirmation__actions">
        <a className={buttonClass("outline", "lg", true)} href={calendarHref} download={visitFileName(visit)}>
          <Calendar size={20} aria-hidden="true" />
          Add to calendar
        </a>
        <Link className={buttonClass("secondary", "lg", true)} to="/my-appointments" onClick={onClose}>
          Go to My Appointments
        </Link>
        <Button variant="ghost" size="lg" block onClick={onClose}>
          Done
        </Button>
      </div>
    </section>
  );
}
