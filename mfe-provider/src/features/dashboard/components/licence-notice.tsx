/**
 * The dashboard's word on the provider's licence (docs/product-rules.md#licences-and-nhis), shown only
 * when something is to be done: not yet checked (patients cannot book them), renewal pending (the
 * badge is gone until this year's licence is checked), or from 1 December next year's licence is due.
 * It leads to Edit Profile's Licence section. The latest upload is asked for only then.
 */
import type { Provider } from "@gh/contracts/providers";
import { LICENCE_TEXTS } from "@gh/contracts/licences/options";
import { Link } from "@gh/router";
import { AlertTriangle } from "@gh/ui";
import { licenceNeedsAttention, licenceSituation, type LicenceSituation } from "../../../lib/licence-view";
import { useOwnLicence } from "../../../lib/own-licence";
import { useT } from "../../../lib/i18n";

export function LicenceNotice({ provider }: { provider: Provider }) {
  const t = useT();
  const needed = licenceNeedsAttention(provider.licenceVerifiedFor);
  const licence = useOwnLicence({ enabled: needed });
  if (!needed) return null;
  // Until the latest upload is known (or if it cannot be read), the standing alone says what matters.
  const situation = licenceSituation(licence.data?.licenceVerifiedFor ?? provider.licenceVerifiedFor, licence.data?.latest ?? null);
  const known = licence.isSuccess;
  if (situation.standing === "verified" && !(known && situation.uploadDue)) return null;

  return (
    <aside className="dashboard-notice dashboard-notice--licence" aria-labelledby="dashboard-licence-notice">
      <AlertTriangle size={20} />
      <div>
        <p id="dashboard-licence-notice">
          <strong>{title(situation, t)}</strong>
        </p>
        {known && detail(situation, t).map((line) => <p key={line}>{line}</p>)}
        <p>
          <Link to="/provider/edit-profile#licence">{t("Go to your licence")}</Link>
        </p>
      </div>
    </aside>
  );
}

type Translate = ReturnType<typeof useT>;

function title({ standing, uploadYear }: LicenceSituation, t: Translate): string {
  if (standing === "pending_verification") return t("Patients cannot book you until your licence is checked");
  if (standing === "renewal_pending") return t(LICENCE_TEXTS.renewalPending);
  return t("Your licence for {year} is due", { year: uploadYear });
}

/** What to do next, in a line or two (a refusal brings the administrator's reason, as they wrote it). */
function detail({ standing, year, verifiedFor, uploadYear, inReview, rejected }: LicenceSituation, t: Translate): string[] {
  if (inReview) return [t("We are checking the licence you uploaded and will let you know.")];
  if (rejected) {
    const reason = rejected.rejectionReason;
    const refused = t("Your last upload was not accepted. Please upload a new one.");
    return reason ? [refused, t("The administrator's reason: {reason}", { reason })] : [refused];
  }
  if (standing === "pending_verification") return [t("Upload your licence so that we can check it.")];
  if (standing === "renewal_pending") {
    return [
      t("Your licence was verified for {verifiedYear}. Upload your licence for {year} to show the Verified Provider badge again. Patients can still book you.", {
        verifiedYear: verifiedFor ?? year,
        year,
      }),
    ];
  }
  return [t("Upload your licence for {year} before 1 January so that your Verified Provider badge stays.", { year: uploadYear })];
}
