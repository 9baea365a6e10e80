/**
 * The photo, name, specialty and town as patients see them, and the way to change them: they are
 * edited on /provider/:id/edit (README "The provider journey"), which this page leads to.
 */
import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import { providerName } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { Link } from "@gh/router";
import { buttonClass, User } from "@gh/ui";
import { useT } from "../../../lib/i18n";
import { FormSection } from "./form-section";

export function PublicDetailsSection({ profile }: { profile: OwnProviderProfile }) {
  const t = useT();
  return (
    <FormSection title={t("Photo, Name & Specialty")}>
      <div className="edit-profile__public">
        {profile.profileImage ? (
          <img className="edit-profile__public-photo" src={profile.profileImage} alt="" width={56} height={56} />
        ) : (
          <span className="edit-profile__public-photo" aria-hidden="true">
            <User size={24} />
          </span>
        )}
        <p className="edit-profile__public-text">
          <strong>{providerName(profile)}</strong>
          <span>
            {t(specialtyName(profile.specialty))}, {profile.city}
          </span>
        </p>
        <Link to={`/provider/${profile.id}/edit`} className={buttonClass("outline", "sm")}>
          {t("Change photo, name, specialty or town")}
        </Link>
      </div>
    </FormSection>
  );
}
