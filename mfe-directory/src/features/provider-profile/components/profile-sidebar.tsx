import { formatCedis } from "@gh/contracts/money";
import { LICENCE_TEXTS, type LicenceStanding } from "@gh/contracts/licences/options";
import type { Provider } from "@gh/contracts/providers";
import { msg, useT } from "@gh/i18n";
import { Card, CardContent, CardHeader, CardTitle, Check, Clock, Mail, MapPin, Phone, Shield } from "@gh/ui";
import { standingToday } from "../../../lib/licence-standing";
import { joinPlace, telHref } from "../profile-format";

/** The verification card's title and line for each licence standing (docs/product-rules.md#licences-and-nhis). */
const VERIFICATION: Record<LicenceStanding, { title: string; text: string }> = {
  verified: { title: LICENCE_TEXTS.verified, text: msg("Details verified by GhanaHealth") },
  renewal_pending: { title: LICENCE_TEXTS.renewalPending, text: msg("This year's licence has not been checked yet") },
  pending_verification: { title: LICENCE_TEXTS.pendingVerification, text: msg("Not yet verified by GhanaHealth") },
};

export function ProfileSidebar({ provider }: { provider: Provider }) {
  const t = useT();
  const standing = standingToday(provider);
  const verification = VERIFICATION[standing];
  const verified = standing === "verified";
  return (
    <aside className="profile-sidebar" aria-label={t("Provider details")}>
      <Card as="section" aria-labelledby="profile-contact">
        <CardHeader>
          <CardTitle as="h2" id="profile-contact">
            {t("Contact Information")}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="profile-contact">
            <li>
              <Phone size={18} />
              <span>
                <span className="directory-visually-hidden">{t("Phone:")} </span>
                <a href={telHref(provider.phone)}>{provider.phone}</a>
              </span>
            </li>
            <li>
              <Mail size={18} />
              <span>
                <span className="directory-visually-hidden">{t("E-mail:")} </span>
                <a href={`mailto:${provider.email}`}>{provider.email}</a>
              </span>
            </li>
            <li>
              <MapPin size={18} />
              <span>
                <span className="directory-visually-hidden">{t("Address:")} </span>
                {joinPlace(provider.address, provider.city, t(provider.region))}
              </span>
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="profile-stats">
        <CardHeader>
          <CardTitle as="h2" id="profile-stats">
            {t("Quick Stats")}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="profile-stats">
            <div>
              <dt>{t("Experience")}</dt>
              <dd>{t("{years} years", { years: provider.yearsExperience })}</dd>
            </div>
            <div>
              <dt>{t("Reviews")}</dt>
              <dd>{provider.reviewCount}</dd>
            </div>
            <div>
              <dt>{t("Rating")}</dt>
              <dd>{provider.reviewCount > 0 ? `${provider.averageRating.toFixed(1)}/5` : t("No ratings yet")}</dd>
            </div>
            <div>
              <dt>{t("Consultation Fee")}</dt>
              <dd>{formatCedis(provider.consultationFee)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="profile-verification" className={verified ? "profile-verified" : "profile-pending"}>
        <CardContent className="profile-verification">
          {verified ? <Shield size={24} /> : <Clock size={24} />}
          <div>
            <h2 id="profile-verification" className="profile-verification__title">
              {t(verification.title)}
            </h2>
            <p className="profile-verification__text">
              {verified && <Check size={16} />}
              {t(verification.text)}
            </p>
          </div>
        </CardContent>
      </Card>
    </aside>
  );
}
