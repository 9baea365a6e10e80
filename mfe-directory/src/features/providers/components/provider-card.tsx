/** A provider in a list: who, what, where, how well rated, how much, and the way to their profile. */
import { formatCedis, specialtyName, type Provider } from "@gh/contracts";
import { Badge, buttonClass, Card, MapPin } from "@gh/ui";
import { Link } from "@gh/router";
import { initials, providerName } from "./provider-name";
import { Rating } from "./rating";
import "./provider-card.css";

export function ProviderCard({ provider, headingLevel = "h3" }: { provider: Provider; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const name = providerName(provider);
  return (
    <Card as="article" className="directory-provider-card">
      <div className="directory-provider-card__top">
        {provider.profileImage ? (
          <img className="directory-provider-card__photo" src={provider.profileImage} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="directory-provider-card__photo" aria-hidden="true">
            {initials(provider)}
          </span>
        )}
        <div>
          <Heading className="directory-provider-card__name">{name}</Heading>
          <Badge tone="brand">{specialtyName(provider.specialty)}</Badge>
          {!provider.isVerified && <Badge tone="warning">Pending Verification</Badge>}
        </div>
      </div>
      <dl className="directory-provider-card__facts">
        <div>
          <dt className="directory-visually-hidden">Rating</dt>
          <dd>
            <Rating averageRating={provider.averageRating} reviewCount={provider.reviewCount} />
          </dd>
        </div>
        <div>
          <dt className="directory-visually-hidden">Location</dt>
          <dd>
            <MapPin size={16} /> {provider.city}, {provider.region}
          </dd>
        </div>
        <div>
          <dt className="directory-visually-hidden">Experience</dt>
          <dd>{provider.yearsExperience} years experience</dd>
        </div>
        <div>
          <dt className="directory-visually-hidden">Consultation fee</dt>
          <dd className="directory-provider-card__fee">{formatCedis(provider.consultationFee)}</dd>
        </div>
      </dl>
      <Link to={`/provider/${provider.id}`} className={buttonClass("primary", "md", true)} aria-label={`View profile of ${name}`}>
        View Profile
      </Link>
    </Card>
  );
}
