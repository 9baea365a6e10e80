/** /profile: who is signed in, since when, where to go next, and their privacy and security controls. */
import { Badge, buttonClass, Card, CardContent, Mail, PageHeader } from "@gh/ui";
import { Link } from "@gh/router";
import { formatPlainDate } from "@gh/contracts/ghana-time/lists";
import { useCurrentUser } from "@gh/api-client";
import { useT } from "@gh/i18n";
import { ROLE_LABELS } from "../role-label";
import { AccountRights } from "./account-rights";
import { ProfileAvatar } from "./profile-avatar";
import { ProfileQuickActions } from "./profile-quick-actions";
import "./profile.css";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

export default function ProfilePage() {
  const t = useT();
  const { user } = useCurrentUser();
  // The route admits signed-in users only; this covers the moment of signing out.
  if (!user) return null;

  const editPath = user.role === "provider" ? "/provider/edit-profile" : "/profile/edit";
  return (
    <div className="profile-page">
      <PageHeader
        title={t("My Profile")}
        actions={
          <Link to={editPath} className={buttonClass("primary")}>
            {t("Edit Profile")}
          </Link>
        }
      />
      <div className="container profile-page__grid">
        <Card as="section" aria-labelledby="profile-name">
          <CardContent className="profile-summary">
            <ProfileAvatar user={user} />
            <div className="profile-summary__details">
              <h2 id="profile-name">
                {user.firstName} {user.lastName}
              </h2>
              <Badge tone="brand">{t(ROLE_LABELS[user.role])}</Badge>
              <p className="profile-summary__line">
                <Mail size={18} />
                <span>{user.email}</span>
              </p>
              <p className="shell-muted">{t("Member since {date}", { date: formatPlainDate(user.createdAt) })}</p>
            </div>
          </CardContent>
        </Card>
        <ProfileQuickActions user={user} />
        <AccountRights user={user} />
      </div>
    </div>
  );
}
