/** The top of a profile: who, what, how well rated, where, how experienced, what a visit costs, and the ways to reach them. */
import { formatCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { Badge, buttonClass, Card, Clock, Mail, MapPin, Phone } from "@gh/ui";
import { Globe } from "../../../lib/icons";
import { countOf } from "../../../lib/format";
import { BookAppointment } from "../../../components/book-appointment";
import { AccessBadges } from "../../../components/access-badges";
import { ProviderPhoto } from "../../../components/provider-photo";
import { Stars } from "../../../components/stars";
import { joinPlace, telHref, websiteHref } from "../profile-format";

export function ProfileHeader({ provider }: { provider: Provider }) {
  const name = providerName(provider);
  const website = websiteHref(provider.website);
  return (
    <Card as="section" className="profile-header" aria-labelledby="profile-name">
      <ProviderPhoto provider={provider} className="profile-header__photo" />
      <div className="profile-header__who">
        <h1 id="profile-name" className="profile-header__name">
          {name}
        </h1>
        <p className="profile-header__badges">
          <Badge tone="brand">{specialtyName(provider.specialty)}</Badge>
          <AccessBadges provider={provider} />
        </p>
        <p className="profile-header__rating">
          {provider.reviewCount > 0 ? (
            <>
              <Stars rating={provider.averageRating} />
              <span>
                <strong>{provider.averageRating.toFixed(1)}</strong> ({countOf(provider.reviewCount, "review")})
              </span>
            </>
          ) : (
            <span>No reviews yet</span>
          )}
        </p>
        <ul className="profile-header__facts">
          <li>
            <MapPin size={18} /> {joinPlace(provider.location, provider.city, provider.region)}
          </li>
          <li>
            <Clock size={18} /> {provider.yearsExperience} years experience
          </li>
          <li className="profile-header__fee">
            <span>Consultation fee</span> <strong>{formatCedis(provider.consultationFee)}</strong>
          </li>
        </ul>
      </div>
      <div className="profile-header__actions">
        <BookAppointment provider={provider} className="profile-header__book" />
        <div className="profile-header__contact">
          <a href={telHref(provider.phone)} className={buttonClass("outline")} aria-label={`Call ${name}`}>
            <Phone size={18} /> Call
          </a>
          <a href={`mailto:${provider.email}`} className={buttonClass("outline")} aria-label={`Email ${name}`}>
            <Mail size={18} /> Email
          </a>
          {website && (
            <a href={website} className={buttonClass("outline")} target="_blank" rel="noopener noreferrer" aria-label={`Website of ${name} (opens in a new tab)`}>
              <Globe size={18} /> Website
            </a>
          )}
        </div>
      </div>
    </Card>
  );
}
