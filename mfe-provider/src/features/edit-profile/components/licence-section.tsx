/**
 * Edit Profile's Licence section (docs/product-rules.md#licences-and-nhis): the provider's standing
 * ("Licence verified for 2026 · Medical and Dental Council", renewal pending, pending verification),
 * their latest upload (waiting for review, rejected with the administrator's reason, or approved) with
 * a link to its document, and "Upload a new licence". From 1 December, once this year's licence is
 * verified, it asks for next year's. The dashboard's notice links here (#licence).
 */
import { MESSAGES } from "@gh/contracts/messages";
import { LICENCE_TEXTS, REGULATOR_NAMES, type OwnLicence } from "@gh/contracts/licences/options";
import { formatPlainDate } from "@gh/contracts/ghana-time/lists";
import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import { Badge, Button, Spinner } from "@gh/ui";
import { licenceSituation, type LicenceSituation } from "../../../lib/licence-view";
import { useOwnLicence } from "../../../lib/own-licence";
import { Trans, useT } from "../../../lib/i18n";
import { FormSection } from "./form-section";
import { LicenceUploadForm } from "./licence-upload-form";

/** The section's id: /provider/edit-profile#licence leads to it. */
export const LICENCE_SECTION_ID = "licence";

export function LicenceSection({ profile }: { profile: OwnProviderProfile }) {
  const t = useT();
  const licence = useOwnLicence();
  const situation = licenceSituation(licence.data?.licenceVerifiedFor ?? profile.licenceVerifiedFor, licence.data?.latest ?? null);

  let latest;
  if (licence.isPending) latest = <Spinner label={t("Loading your licence...")} />;
  else if (licence.isError)
    latest = (
      <div role="alert" className="edit-profile__licence-failed">
        <p>{t("We could not load your latest licence upload.")}</p>
        <Button variant="outline" size="sm" onClick={() => void licence.refetch()} loading={licence.isFetching}>
          {t(MESSAGES.retry)}
        </Button>
      </div>
    );
  else latest = <LatestUpload latest={licence.data.latest} />;

  return (
    <FormSection
      id={LICENCE_SECTION_ID}
      title={t("Licence")}
      description={t("An administrator checks each licence you upload. Every licence ends on 31 December, so upload the new one each year.")}
    >
      <Standing situation={situation} profile={profile} />
      {latest}
      {situation.standing === "verified" && situation.uploadDue && (
        <p className="edit-profile__licence-due">
          {t("Your licence for {year} ends on 31 December. Upload your licence for {nextYear} so your Verified Provider badge stays in January.", {
            year: situation.year,
            nextYear: situation.uploadYear,
          })}
        </p>
      )}
      <LicenceUploadForm profile={profile} uploadYear={situation.uploadYear} />
    </FormSection>
  );
}

/** The badge and what it means this year. */
function Standing({ situation, profile }: { situation: LicenceSituation; profile: OwnProviderProfile }) {
  const t = useT();
  const { standing, verifiedFor, year } = situation;
  if (standing === "verified") {
    return (
      <div className="edit-profile__licence-standing">
        <Badge tone="success">{t(LICENCE_TEXTS.verified)}</Badge>
        <p>
          {profile.regulator
            ? t(LICENCE_TEXTS.verifiedFor, { year: verifiedFor ?? year, regulator: t(REGULATOR_NAMES[profile.regulator]) })
            : t("Licence verified for {year}", { year: verifiedFor ?? year })}
        </p>
      </div>
    );
  }
  return (
    <div className="edit-profile__licence-standing">
      <Badge tone="warning">{standing === "renewal_pending" ? t(LICENCE_TEXTS.renewalPending) : t(LICENCE_TEXTS.pendingVerification)}</Badge>
      <p>
        {standing === "renewal_pending"
          ? t("Your licence was verified for {verifiedYear}. Upload your licence for {year} to show the Verified Provider badge again. Patients can still book you.", {
              verifiedYear: verifiedFor ?? year,
              year,
            })
          : t("Patients cannot book you until your licence is checked.")}
      </p>
    </div>
  );
}

/** The newest upload and its review, with the way to read the document as it was sent. */
function LatestUpload({ latest }: { latest: OwnLicence | null }) {
  const t = useT();
  if (!latest) return <p className="edit-profile__licence-latest">{t("You have not uploaded a licence yet.")}</p>;
  const date = formatPlainDate(latest.uploadedAt);
  return (
    <div className="edit-profile__licence-latest">
      {latest.status === "pending" && <p>{t("The licence you uploaded on {date} is waiting for review.", { date })}</p>}
      {latest.status === "approved" && <p>{t("The licence you uploaded on {date} was approved for {year}.", { date, year: latest.validForYear ?? "" })}</p>}
      {latest.status === "rejected" && (
        <div className="edit-profile__alert">
          <p>{t("The licence you uploaded on {date} was not accepted. Please upload a new one.", { date })}</p>
          {latest.rejectionReason && <p>{t("The administrator's reason: {reason}", { reason: latest.rejectionReason })}</p>}
        </div>
      )}
      <p className="edit-profile__licence-facts">
        {t(REGULATOR_NAMES[latest.regulator])} · {latest.registrationNumber}
      </p>
      <p>
        <Trans
          message="<0>View the uploaded licence<1> (opens in a new tab)</1></0>"
          components={{
            0: <a href={latest.documentUrl} target="_blank" rel="noopener" />,
            1: <span className="ui-sr-only" />,
          }}
        />
      </p>
    </div>
  );
}
