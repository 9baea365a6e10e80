/** /profile/edit: the patient's name and e-mail, with the account type and member-since date. */
import { Card, CardContent, PageHeader } from "@gh/ui";
import { formatPlainDate } from "@gh/contracts/ghana-time/lists";
import { useCurrentUser } from "@gh/api-client";
import { useT } from "@gh/i18n";
import { ROLE_LABELS } from "../role-label";
import { ProfileEditForm } from "./profile-edit-form";
import "./profile.css";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

export default function ProfileEditPage() {
  const t = useT();
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="profile-page">
      <PageHeader title={t("Edit Profile")} description={t("Update your name and email address.")} />
      <div className="container">
        <Card className="profile-edit-card">
          <CardContent>
            <dl className="profile-facts">
              <div>
                <dt>{t("Account type")}</dt>
                <dd>{t(ROLE_LABELS[user.role])}</dd>
              </div>
              <div>
                <dt>{t("Member since")}</dt>
                <dd>{formatPlainDate(user.createdAt)}</dd>
              </div>
            </dl>
            <ProfileEditForm user={user} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
