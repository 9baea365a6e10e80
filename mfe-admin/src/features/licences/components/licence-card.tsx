/**
 * One licence in the verification queue: who sent it (linked to their public profile), what they
 * entered (regulator, registration number, the licence number on their profile) and their standing now,
 * beside the document; a waiting one offers Approve and Reject, a decided one says what was decided.
 */
import { adminLicenceText } from "@gh/contracts/admin/options";
import { formatShortDate, formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { ghanaYear, licenceStanding, REGULATOR_NAMES, type AdminLicence } from "@gh/contracts/licences/options";
import { specialtyName } from "@gh/contracts/specialties";
import { Link } from "@gh/router";
import { Badge, Button, Card, VisuallyHidden } from "@gh/ui";
import { useId, type ReactNode } from "react";
import { Trans, useT } from "@gh/i18n";
import { numbersDiffer } from "../licence-view";
import { LicenceDocument } from "./licence-document";

export interface LicenceCardProps {
  licence: AdminLicence;
  onApprove: (licence: AdminLicence) => void;
  onReject: (licence: AdminLicence) => void;
}

const STANDING_TONES = { verified: "success", renewal_pending: "warning", pending_verification: "warning" } as const;

export function LicenceCard({ licence, onApprove, onReject }: LicenceCardProps) {
  const t = useT();
  const nameId = useId();
  const name = licence.providerName;
  const standing = licenceStanding(licence.licenceVerifiedFor, ghanaYear(Date.now()));
  const standingText = adminLicenceText({ licenceStanding: standing, licenceVerifiedFor: licence.licenceVerifiedFor });
  const differs = numbersDiffer(licence.registrationNumber, licence.profileLicenseNumber);

  return (
    <Card as="article" className="admin-licence" aria-labelledby={nameId}>
      <div className="admin-licence__entered">
        <div className="admin-licence__head">
          <div>
            <h3 id={nameId} className="admin-licence__name">
              <Link to={`/provider/${licence.providerId}`}>{name}</Link>
            </h3>
            <p className="admin-licence__specialty">{t(specialtyName(licence.specialty))}</p>
          </div>
          <Badge tone={STANDING_TONES[standing]}>{t(standingText.message, standingText.values)}</Badge>
        </div>

        <dl className="admin-licence__facts">
          <Fact term={t("Regulator")}>{t(REGULATOR_NAMES[licence.regulator])}</Fact>
          <Fact term={t("Registration number")}>{licence.registrationNumber}</Fact>
          <Fact term={t("Licence number on the profile")}>
            {licence.profileLicenseNumber || t("(none given)")}
            {differs && <span className="admin-licence__differs">{t("Not the same as the registration number")}</span>}
          </Fact>
          <Fact term={t("Sent")}>{formatShortDateTime(licence.uploadedAt)}</Fact>
          {licence.status === "approved" && licence.validForYear !== null && (
            <Fact term={t("Approved for")}>{String(licence.validForYear)}</Fact>
          )}
          {licence.status === "rejected" && <Fact term={t("Reason given")}>{licence.rejectionReason ?? ""}</Fact>}
          {licence.decidedAt && <Fact term={t("Decided")}>{formatShortDate(licence.decidedAt)}</Fact>}
        </dl>

        {licence.status === "pending" && (
          // Each label in one span, so a button (a flex box) wraps its words around the hidden name as one text.
          <div className="admin-licence__actions">
            <Button size="sm" onClick={() => onApprove(licence)}>
              <span>
                <Trans
                  // translators: a button; the part in <0> (the provider's name) is read by screen readers only
                  message="Approve<0> {name}'s licence</0>"
                  values={{ name }}
                  components={{ 0: <VisuallyHidden /> }}
                />
              </span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => onReject(licence)}>
              <span>
                <Trans
                  // translators: a button; the part in <0> (the provider's name) is read by screen readers only
                  message="Reject<0> {name}'s licence</0>"
                  values={{ name }}
                  components={{ 0: <VisuallyHidden /> }}
                />
              </span>
            </Button>
          </div>
        )}
      </div>

      <LicenceDocument licence={licence} />
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="admin-licence__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
