/**
 * The account's security and data rights on /profile (docs/product-rules.md#data-rights, Ghana Data Protection Act 2012):
 * download everything held, change the password, sign out of all devices, delete the account.
 * Providers change their password and delete their practice through their own pages.
 */
import type { AccountUser } from "@gh/contracts/auth";
import { Trans, useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { buttonClass, Card, CardContent, CardHeader, CardTitle } from "@gh/ui";
import { DATA_EXPORT_URL } from "../api/use-account-rights";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccount } from "./delete-account-dialog";
import { SignOutEverywhere } from "./sign-out-everywhere";

export function AccountRights({ user }: { user: AccountUser }) {
  const t = useT();
  const isPatient = user.role === "patient";
  return (
    <Card as="section" aria-labelledby="profile-rights-title" className="profile-rights">
      <CardHeader>
        <CardTitle as="h2" id="profile-rights-title">
          {t("Privacy & Security")}
        </CardTitle>
        <p className="shell-muted">
          <Trans message="Your rights over your data are explained in our <0>Privacy Policy</0>." components={{ 0: <Link to="/privacy" /> }} />
        </p>
      </CardHeader>
      <CardContent className="profile-security">
        <div className="profile-security__part">
          <h3 className="profile-security__heading">{t("Your data")}</h3>
          <p className="shell-muted">{t("A file (JSON) with your account, appointments, payments, reviews and sign-ins.")}</p>
          {/* A plain link: the answer is an attachment, so the browser saves it and stays on this page. */}
          <a href={DATA_EXPORT_URL} download className={buttonClass("outline")}>
            {t("Download my data")}
          </a>
        </div>
        {isPatient ? (
          <ChangePasswordForm />
        ) : user.role === "provider" ? (
          <p className="profile-security__part">
            <Trans message="Change your password in <0>Settings</0>." components={{ 0: <Link to="/provider/settings" /> }} />
          </p>
        ) : null}
        <SignOutEverywhere />
        {isPatient ? (
          <div className="profile-security__part">
            <h3 className="profile-security__heading">{t("Delete your account")}</h3>
            <p className="shell-muted">{t("Erases your personal details. Cancel any upcoming paid appointments first.")}</p>
            <DeleteAccount />
          </div>
        ) : user.role === "provider" ? (
          <p className="profile-security__part">
            <Trans
              message="To delete your account, use Delete Profile in <0>Edit Profile</0>."
              components={{ 0: <Link to="/provider/edit-profile" /> }}
            />
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
