import { formatCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { Card, CardContent, CardHeader, CardTitle, Check, Clock, Mail, MapPin, Phone, Shield } from "@gh/ui";
import { joinPlace, telHref } from "../profile-format";

export function ProfileSidebar({ provider }: { provider: Provider }) {
  return (
    <aside className="profile-sidebar" aria-label="Provider details">
      <Card as="section" aria-labelledby="profile-contact">
        <CardHeader>
          <CardTitle as="h2" id="profile-contact">
            Contact Information
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="profile-contact">
            <li>
              <Phone size={18} />
              <span>
                <span className="directory-visually-hidden">Phone: </span>
                <a href={telHref(provider.phone)}>{provider.phone}</a>
              </span>
            </li>
            <li>
              <Mail size={18} />
              <span>
                <span className="directory-visually-hidden">E-mail: </span>
                <a href={`mailto:${provider.email}`}>{provider.email}</a>
              </span>
            </li>
            <li>
              <MapPin size={18} />
              <span>
                <span className="directory-visually-hidden">Address: </span>
                {joinPlace(provider.address, provider.city, provider.region)}
              </span>
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="profile-stats">
        <CardHeader>
          <CardTitle as="h2" id="profile-stats">
            Quick Stats
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="profile-stats">
            <div>
              <dt>Experience</dt>
              <dd>{provider.yearsExperience} years</dd>
            </div>
            <div>
              <dt>Reviews</dt>
              <dd>{provider.reviewCount}</dd>
            </div>
            <div>
              <dt>Rating</dt>
              <dd>{provider.reviewCount > 0 ? `${provider.averageRating.toFixed(1)}/5` : "No ratings yet"}</dd>
            </div>
            <div>
              <dt>Consultation Fee</dt>
              <dd>{formatCedis(provider.consultationFee)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="profile-verification" className={provider.isVerified ? "profile-verified" : "profile-pending"}>
        <CardContent className="profile-verification">
          {provider.isVerified ? <Shield size={24} /> : <Clock size={24} />}
          <div>
            <h2 id="profile-verification" className="profile-verification__title">
              {provider.isVerified ? "Verified Provider" : "Pending Verification"}
            </h2>
            <p className="profile-verification__text">
              {provider.isVerified ? (
                <>
                  <Check size={16} /> Details verified by GhanaHealth
                </>
              ) : (
                "Not yet verified by GhanaHealth"
              )}
            </p>
          </div>
        </CardContent>
      </Card>
    </aside>
  );
}
