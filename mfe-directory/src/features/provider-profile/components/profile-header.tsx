/** The top of a profile: who, what, how well rated, where, how experienced, what a visit costs, and the ways to reach them. */
import { formatCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { useT } from "@gh/i18n";
import { Badge, buttonClass, Card, Clock, Mail, MapPin, Phone } from "@gh/ui";
import { Globe } from "../../../lib/icons";
import { countOf } from "../../../lib/format";
import { BookAppointment } from "../../../components/book-appointment";
import { AccessBadges, RemoteVisitBadges } from "../../../components/access-badges";
import { LicenceBadges } from "../../../components/licence-badges";
import { ProviderPhoto } from "../../../components/provider-photo";
import { Stars } from "../../../components/stars";
import { joinPlace, telHref, websiteHref } from "../profile-format";
import { LicenceVerifiedFor } from "./licence-verified-for";

export function ProfileHeader({ provider }: { provider: Provider }) {
  const t = useT();
  const name = providerName(provider);
  const website = websiteHref(provider.website);
  // translators: a button that phones the provider
  const call = t("Call");
  return (
    <Card as="section" className="profile-header" aria-labelledby="profile-name">
      <ProviderPhoto provider={provider} className="profile-header__photo" />
      <div className="profile-header__who">
        <h1 id="profile-name" className="profile-header__name">
          {name}
        </h1>
        <p className="profile-header__badges">
          <Badge tone="brand">{t(specialtyName(provider.specialty))}</Badge>
          <LicenceBadges provider={provider} />
          <AccessBadges provider={provider} />
          <RemoteVisitBadges remoteVisits={provider.remoteVisits} fees />
        </p>
        <LicenceVerifiedFor provider={provider} />
        <p className="profile-header__rating">
          {provider.reviewCount > 0 ? (
            <>
              <Stars rating={provider.averageRating} />
              <span>
                <strong>{provider.averageRating.toFixed(1)}</strong> ({countOf(provider.reviewCount, "review")})
              </span>
            </>
          ) : (
            <span>{t("No reviews yet")}</span>
          )}
        </p>
        <ul className="profile-header__facts">
          <li>
            <MapPin size={18} /> {joinPlace(provider.location, provider.city, t(provider.region))}
          </li>
          <li>
            <Clock size={18} /> {t("{years} years experience", { years: provider.yearsExperience })}
          </li>
          <li className="profile-header__fee">
            <span>{t("Consultation fee")}</span> <strong>{formatCedis(provider.consultationFee)}</strong>
          </li>
        </ul>
      </div>
      <div className="profile-header__actions">
        <BookAppointment provider={provider} className="profile-header__book" />
        <div className="profile-header__contact">
          <a href={telHref(provider.phone)} className={buttonClass("outline")} aria-label={t("Call {name}", { name })}>
            <Phone size={18} /> {call}
          </a>
          <a href={`mailto:${provider.email}`} className={buttonClass("outline")} aria-label={t("Email {name}", { name })}>
            <Mail size={18} /> {t("Email")}
          </a>
          {website && (
            <a href={website} className={buttonClass("outline")} target="_blank" rel="noopener noreferrer" aria-label={t("Website of {name} (opens in a new tab)", { name })}>
              <Globe size={18} /> {t("Website")}
            </a>
          )}
        </div>
      </div>
    </Card>
  );
}
