/**
 * Book Appointment opens the booking dialog (docs/product-rules.md#slots). An anonymous visitor signs in first and
 * comes back to the profile with the dialog opening; a signed-in visitor gets the booking area's
 * dialog, downloaded from its remote on first use, with "temporarily unavailable" and Retry if it
 * cannot be had. A provider whose licence has not been checked takes no bookings
 * (docs/product-rules.md#licences-and-nhis): no button and no dialog, even when the address asks for
 * it (?book=), only "Booking opens once the licence is checked".
 */
import { useCurrentUser } from "@gh/api-client";
import type { BookingDialogProps } from "@gh/contracts/federation";
import { MESSAGES } from "@gh/contracts/messages";
import { takesBookings } from "@gh/contracts/licences/options";
import type { Provider } from "@gh/contracts/providers";
import { RemoteComponent } from "@gh/federation";
import { useT } from "@gh/i18n";
import { Button, Calendar, Spinner, type ButtonSize } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "@gh/router";
import { BOOKING_DIALOG, bookingRemote } from "../lib/load-booking-dialog";
import { BookingClosed } from "./booking-closed";

/** The query parameter that reopens the dialog after signing in: ?book=<provider id>. */
const BOOK_PARAM = "book";

export interface BookAppointmentProps {
  provider: Provider;
  className?: string;
  size?: ButtonSize;
  /** Names the button when several are on a page ("Book Appointment with Dr Ama Owusu"). */
  accessibleName?: string;
}

export function BookAppointment(props: BookAppointmentProps) {
  return takesBookings(props.provider.licenceVerifiedFor) ? <BookingOpen {...props} /> : <BookingClosed className={props.className} />;
}

function BookingOpen({ provider, className, size = "lg", accessibleName }: BookAppointmentProps) {
  const t = useT();
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) return;
    // The dialog hands focus back to what opened it; when that is gone (it opened on arrival, or after Retry), to the button.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) buttonRef.current?.focus();
    });
  }

  function openBooking() {
    setRequested(true);
    setOpen(true);
  }

  // Back from /auth?next=…?book=<id>: open the dialog the visitor asked for, once.
  const returning = params.get(BOOK_PARAM) === String(provider.id);
  useEffect(() => {
    if (!returning || isPending) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BOOK_PARAM);
        return next;
      },
      { replace: true },
    );
    if (user) openBooking();
  }, [returning, isPending, user, setParams]);

  function book() {
    if (!user) {
      navigate(`/auth?next=${encodeURIComponent(`/provider/${provider.id}?${BOOK_PARAM}=${provider.id}`)}`);
      return;
    }
    openBooking();
  }

  // Start the download when a signed-in visitor is about to press: the dialog opens sooner.
  const preload = () => {
    if (user) bookingRemote.load(BOOKING_DIALOG).catch(() => undefined);
  };

  return (
    <>
      <Button ref={buttonRef} size={size} block={size !== "lg"} className={className} onClick={book} onPointerEnter={preload} onFocus={preload} disabled={isPending} aria-label={accessibleName}>
        <Calendar size={size === "lg" ? 20 : 16} /> {t("Book Appointment")}
      </Button>
      {requested && <RemoteBookingDialog provider={provider} open={open} onOpenChange={changeOpen} />}
    </>
  );
}

function RemoteBookingDialog(props: BookingDialogProps) {
  const t = useT();
  return (
    <RemoteComponent
      loader={bookingRemote}
      id={BOOKING_DIALOG}
      props={props}
      // eslint-disable-next-line gh/no-untranslated-text -- names the section in the console only, for developers
      label="booking dialog"
      loading={
        props.open && (
          <p className="booking-entry__loading">
            <Spinner size="sm" label={t("Opening booking...")} /> <span aria-hidden="true">{t("Opening booking...")}</span>
          </p>
        )
      }
      unavailable={(retry) => <BookingUnavailable open={props.open} onOpenChange={props.onOpenChange} onRetry={retry} />}
    />
  );
}

function BookingUnavailable({ open, onOpenChange, onRetry }: Pick<BookingDialogProps, "open" | "onOpenChange"> & { onRetry: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(MESSAGES.remoteUnavailable)}
      description={t("Booking could not be loaded. Check your connection and try again; the rest of the page still works.")}
      footer={
        <Button onClick={onRetry} data-autofocus>
          {t(MESSAGES.retry)}
        </Button>
      }
    />
  );
}
