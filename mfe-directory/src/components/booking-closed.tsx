/**
 * Where Book Appointment would be for a provider whose licence has not been checked yet: they take no
 * bookings until then (docs/product-rules.md#licences-and-nhis). Plain text, not a disabled button:
 * there is nothing to press, and a screen reader reads it as it is.
 */
import { LICENCE_TEXTS } from "@gh/contracts/licences/options";
import { useT } from "@gh/i18n";

export function BookingClosed({ className }: { className?: string }) {
  const t = useT();
  return <p className={["directory-booking-closed", className].filter(Boolean).join(" ")}>{t(LICENCE_TEXTS.bookingClosed)}</p>;
}
