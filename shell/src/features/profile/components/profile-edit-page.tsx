/** /profile/edit: the patient's name and e-mail, with the account type and member-since date. */
import { Card, CardContent, PageHeader } from "@gh/ui";
import { formatPlainDate } from "@gh/contracts/ghana-time/lists";
import { useCurrentUser } from "@gh/api-client";
import { ROLE_LABELS } from "../role-label";
import { ProfileEditForm } from "./profile-edit-form";
import "./profile.css";

export default function ProfileEditPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="profile-page">
      <PageHeader title="Edit Profile" description="Update your name and email address." />
      <div className="container">
        <Card className="profile-edit-card">
          <CardContent>
            <dl className="profile-facts">
              <div>
                <dt>Account type</dt>
                <dd>{ROLE_LABELS[user.role]}</dd>
              </div>
              <div>
                <dt>Member since</dt>
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
