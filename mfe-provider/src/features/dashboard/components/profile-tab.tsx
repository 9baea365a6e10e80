/** Profile: what patients see about the provider, read-only, with the way to change it. */
import { ghanaYear, LICENCE_TEXTS, licenceStanding, REGULATOR_NAMES, type LicenceStanding } from "@gh/contracts/licences/options";
import { formatCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { CLOSED, WEEK_ORDER, WEEKDAY_LABELS } from "@gh/contracts/schedule/working-hours";
import { specialtyName } from "@gh/contracts/specialties";
import { Link } from "@gh/router";
import { Badge, buttonClass, type BadgeTone } from "@gh/ui";
import type { ReactNode } from "react";
import { useT } from "../../../lib/i18n";

/** The badge patients see for each licence standing (docs/product-rules.md#licences-and-nhis). */
const STANDING_BADGES: Record<LicenceStanding, { text: string; tone: BadgeTone }> = {
  verified: { text: LICENCE_TEXTS.verified, tone: "success" },
  renewal_pending: { text: LICENCE_TEXTS.renewalPending, tone: "warning" },
  pending_verification: { text: LICENCE_TEXTS.pendingVerification, tone: "warning" },
};

export function ProfileTab({ provider }: { provider: Provider }) {
  const t = useT();
  const badge = STANDING_BADGES[licenceStanding(provider.licenceVerifiedFor, ghanaYear())];
  // translators: the answers to "Open 24 Hours": the practice is open around the clock, or it is not
  const open24Hours = provider.open24Hours ? t("Yes, around the clock") : t("No");
  return (
    <section aria-labelledby="dashboard-profile" className="dashboard-profile">
      <div className="dashboard-profile__heading">
        <h2 id="dashboard-profile" className="dashboard-section-title">
          {t("Your Profile")}
        </h2>
        <Badge tone={badge.tone}>{t(badge.text)}</Badge>
      </div>
      <dl className="dashboard-profile__facts">
        <Fact term={t("Name")}>{providerName(provider)}</Fact>
        <Fact term={t("Specialty")}>{t(specialtyName(provider.specialty))}</Fact>
        <Fact term={t("Regulator")}>{provider.regulator && t(REGULATOR_NAMES[provider.regulator])}</Fact>
        <Fact term={t("License Number")}>{provider.licenseNumber}</Fact>
        <Fact term={t("Years of Experience")}>{provider.yearsExperience}</Fact>
        <Fact term={t("Consultation Fee")}>{formatCedis(provider.consultationFee)}</Fact>
        <Fact term={t("Education")}>{provider.education}</Fact>
        <Fact term={t("Hospital Affiliation")}>{provider.hospitalAffiliation}</Fact>
        <Fact term={t("Phone")}>{provider.phone}</Fact>
        <Fact term={t("Email")}>{provider.email}</Fact>
        <Fact term={t("Website")}>{provider.website}</Fact>
        <Fact term={t("Practice Location")}>{provider.location}</Fact>
        <Fact term={t("Address")}>{fullAddress(provider)}</Fact>
        <Fact term={t("Open 24 Hours")}>{open24Hours}</Fact>
        <Fact term={t("Walk-in Patients")}>{provider.acceptsWalkIns ? t("Walk-ins welcome") : t("By appointment only")}</Fact>
        <Fact term={t("NHIS")}>
          {provider.acceptsNhis
            ? provider.nhiaAccreditationNumber
              ? t("Accepts NHIS (NHIA accreditation {number})", { number: provider.nhiaAccreditationNumber })
              : t(LICENCE_TEXTS.acceptsNhis)
            : t("Does not accept NHIS")}
        </Fact>
        <Fact term={t("Services")} wide>
          {provider.services.join(", ")}
        </Fact>
        <Fact term={t("Languages")} wide>
          {provider.languages.join(", ")}
        </Fact>
        <Fact term={t("Bio")} wide>
          {provider.bio}
        </Fact>
        <Fact term={t("Working Hours")} wide>
          <ul className="dashboard-profile__hours">
            {WEEK_ORDER.map((day) => (
              <li key={day}>
                <span>{t(WEEKDAY_LABELS[day])}</span> <span>{hoursText(provider.workingHours[day], t)}</span>
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <Link to="/provider/edit-profile" className={buttonClass("primary")}>
        {t("Edit Profile")}
      </Link>
    </section>
  );
}

/** A day's hours as stored ("9:00 AM - 5:00 PM"), or Closed in the page's language. */
function hoursText(stored: string | undefined, t: (text: string) => string): string {
  const hours = stored?.trim() || CLOSED;
  return hours.toLowerCase() === CLOSED.toLowerCase() ? t(CLOSED) : hours;
}

/** The street address with the town and region it does not already name. */
function fullAddress({ address, city, region }: Provider): string {
  const named = address.toLowerCase();
  return [address, ...[city, region].filter((part) => part && !named.includes(part.toLowerCase()))].filter(Boolean).join(", ");
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  const t = useT();
  const empty = children === null || children === undefined || children === "";
  return (
    <div className={wide ? "dashboard-profile__fact dashboard-profile__fact--wide" : "dashboard-profile__fact"}>
      <dt>{term}</dt>
      <dd className={empty ? "dashboard-profile__empty" : undefined}>{empty ? t("Not given") : children}</dd>
    </div>
  );
}
