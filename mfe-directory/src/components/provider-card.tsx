/** A provider in a list: who, what, where, how well rated, how much, and the way to their profile. */
import { formatSlotStart } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { takesBookings } from "@gh/contracts/licences/options";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { useT } from "@gh/i18n";
import { Badge, buttonClass, Calendar, Card, MapPin, Navigation } from "@gh/ui";
import { useId, type ReactNode } from "react";
import { Link } from "@gh/router";
import { formatDistance } from "../lib/format";
import { AccessBadges, RemoteVisitBadges } from "./access-badges";
import { BookingClosed } from "./booking-closed";
import { LicenceBadges } from "./licence-badges";
import { ProviderPhoto } from "./provider-photo";
import { Rating } from "./rating";
import "./provider-card.css";

export interface ProviderCardProps {
  provider: Provider;
  headingLevel?: "h2" | "h3";
  /** Kilometres from the searched place, when the search had one. */
  distanceKm?: number | null;
  /** ISO instant of the provider's next free slot, when the search knows it. */
  nextFreeSlot?: string | null;
  /**
   * The Book Appointment control, where the list offers booking (search results). Passed in rather
   * than imported here, so lists without it (the landing page) do not carry the booking entry's code.
   * A provider who takes no bookings yet gets "Booking opens once the licence is checked" in its place.
   */
  bookingAction?: ReactNode;
}

export function ProviderCard({ provider, headingLevel = "h3", distanceKm = null, nextFreeSlot = null, bookingAction }: ProviderCardProps) {
  const t = useT();
  const Heading = headingLevel;
  const headingId = useId();
  const name = providerName(provider);
  const nextSlot = nextFreeSlot ? formatSlotStart(nextFreeSlot) : "";
  const bookable = takesBookings(provider.licenceVerifiedFor);
  return (
    <Card as="article" className="directory-provider-card" aria-labelledby={headingId}>
      <div className="directory-provider-card__top">
        <ProviderPhoto provider={provider} size={64} className="directory-provider-card__photo" />
        <div>
          <Heading id={headingId} className="directory-provider-card__name">
            {name}
          </Heading>
          <Badge tone="brand">{t(specialtyName(provider.specialty))}</Badge>
          <LicenceBadges provider={provider} />
          <AccessBadges provider={provider} />
          <RemoteVisitBadges remoteVisits={provider.remoteVisits} />
        </div>
      </div>
      <dl className="directory-provider-card__facts">
        <div>
          <dt className="directory-visually-hidden">{t("Rating")}</dt>
          <dd>
            <Rating averageRating={provider.averageRating} reviewCount={provider.reviewCount} />
          </dd>
        </div>
        <div>
          <dt className="directory-visually-hidden">{t("Location")}</dt>
          <dd>
            <MapPin size={16} /> {provider.city}, {t(provider.region)}
          </dd>
        </div>
        {distanceKm !== null && (
          <div>
            <dt className="directory-visually-hidden">{t("Distance")}</dt>
            <dd>
              <Navigation size={16} /> {formatDistance(distanceKm)}
            </dd>
          </div>
        )}
        <div>
          <dt className="directory-visually-hidden">{t("Experience")}</dt>
          <dd>{t("{years} years experience", { years: provider.yearsExperience })}</dd>
        </div>
        <div>
          <dt className="directory-visually-hidden">{t("Consultation fee")}</dt>
          <dd className="directory-provider-card__fee">{formatCedis(provider.consultationFee)}</dd>
        </div>
        {nextSlot && (
          <div className="directory-provider-card__wide">
            <dt className="directory-visually-hidden">{t("Next available appointment")}</dt>
            <dd className="directory-provider-card__slot">
              <Calendar size={16} /> {t("Next available: {slot}", { slot: nextSlot })}
            </dd>
          </div>
        )}
      </dl>
      <div className="directory-provider-card__actions">
        <Link to={`/provider/${provider.id}`} className={buttonClass(bookingAction && bookable ? "outline" : "primary", "md", true)} aria-label={t("View profile of {name}", { name })}>
          {t("View Profile")}
        </Link>
        {bookingAction && (bookable ? bookingAction : <BookingClosed />)}
      </div>
    </Card>
  );
}
