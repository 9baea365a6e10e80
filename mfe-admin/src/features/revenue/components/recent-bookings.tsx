/** The ten most recent paid bookings: who booked whom, for when, the fee and the platform's share. */
import type { RevenueBooking } from "@gh/contracts/admin/options";
import { REVENUE_RECENT_BOOKINGS } from "@gh/contracts/constants";
import { formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { Card } from "@gh/ui";
import { useT } from "@gh/i18n";

export function RecentBookings({ bookings: all }: { bookings: readonly RevenueBooking[] }) {
  const t = useT();
  // The spec's first ten, even if the server ever sends more.
  const bookings = all.slice(0, REVENUE_RECENT_BOOKINGS);
  return (
    <Card as="section" aria-labelledby="recent-bookings" className="revenue-section">
      <h2 id="recent-bookings" className="revenue-section__title">
        {t("Recent Bookings")}
      </h2>
      {bookings.length === 0 ? (
        <p className="revenue-section__empty">{t("No paid bookings yet.")}</p>
      ) : (
        <ol className="revenue-bookings">
          {bookings.map((booking) => (
            <li key={booking.id} className="revenue-booking">
              <p className="revenue-booking__who">
                <span className="revenue-booking__patient">{booking.patientName}</span>
                <span className="revenue-booking__with"> {t("with {provider}", { provider: booking.providerName })}</span>
              </p>
              <p className="revenue-booking__date">{formatShortDateTime(booking.appointmentDate)}</p>
              <dl className="revenue-booking__money">
                <div>
                  <dt>{t("Fee")}</dt>
                  <dd>{formatCedis(booking.fee)}</dd>
                </div>
                <div>
                  <dt>{t("Commission")}</dt>
                  <dd>{formatCedis(booking.platformCommission)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
