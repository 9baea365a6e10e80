import { formatCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { useT } from "@gh/i18n";
import { Card, CardContent, CardHeader, CardTitle, Check, Clock, Mail, MapPin, Phone, Shield } from "@gh/ui";
import { joinPlace, telHref } from "../profile-format";

export function ProfileSidebar({ provider }: { provider: Provider }) {
  const t = useT();
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
      <Card as="section" aria-labelledby="profile-verification" className={provider.isVerified ? "profile-verified" : "profile-pending"}>
        <CardContent className="profile-verification">
          {provider.isVerified ? <Shield size={24} /> : <Clock size={24} />}
          <div>
            <h2 id="profile-verification" className="profile-verification__title">
              {provider.isVerified ? t("Verified Provider") : t("Pending Verification")}
            </h2>
            <p className="profile-verification__text">
              {provider.isVerified ? (
                <>
                  <Check size={16} /> {t("Details verified by GhanaHealth")}
                </>
              ) : (
                t("Not yet verified by GhanaHealth")
              )}
            </p>
          </div>
        </CardContent>
      </Card>
    </aside>
  );
}
