/**
 * The account's security and data rights on /profile (docs/product-rules.md#data-rights, Ghana Data Protection Act 2012):
 * download everything held, change the password, sign out of all devices, delete the account.
 * Providers change their password and delete their practice through their own pages.
 */
import type { AccountUser } from "@gh/contracts/auth";
import { Link } from "@gh/router";
import { buttonClass, Card, CardContent, CardHeader, CardTitle } from "@gh/ui";
import { DATA_EXPORT_URL } from "../api/use-account-rights";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccount } from "./delete-account-dialog";
import { SignOutEverywhere } from "./sign-out-everywhere";

export function AccountRights({ user }: { user: AccountUser }) {
  const isPatient = user.role === "patient";
  return (
    <Card as="section" aria-labelledby="profile-rights-title" className="profile-rights">
      <CardHeader>
        <CardTitle as="h2" id="profile-rights-title">
          Privacy &amp; Security
        </CardTitle>
        <p className="shell-muted">
          Your rights over your data are explained in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </CardHeader>
      <CardContent className="profile-security">
        <div className="profile-security__part">
          <h3 className="profile-security__heading">Your data</h3>
          <p className="shell-muted">A file (JSON) with your account, appointments, payments, reviews and sign-ins.</p>
          {/* A plain link: the answer is an attachment, so the browser saves it and stays on this page. */}
          <a href={DATA_EXPORT_URL} download className={buttonClass("outline")}>
            Download my data
          </a>
        </div>
        {isPatient ? (
          <ChangePasswordForm />
        ) : user.role === "provider" ? (
          <p className="profile-security__part">
            Change your password in <Link to="/provider/settings">Settings</Link>.
          </p>
        ) : null}
        <SignOutEverywhere />
        {isPatient ? (
          <div className="profile-security__part">
            <h3 className="profile-security__heading">Delete your account</h3>
            <p className="shell-muted">Erases your personal details. Cancel any upcoming paid appointments first.</p>
            <DeleteAccount />
          </div>
        ) : user.role === "provider" ? (
          <p className="profile-security__part">
            To delete your account, use Delete Profile in <Link to="/provider/edit-profile">Edit Profile</Link>.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
