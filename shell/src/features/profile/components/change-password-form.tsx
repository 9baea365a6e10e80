/** Change password (patients), under the sign-up rule; other devices are signed out, this one stays. */
import { PASSWORD_MIN_PATIENT } from "@gh/contracts/constants";
import { useT } from "@gh/i18n";
import { ChangePasswordForm as PasswordForm } from "@gh/ui/flows";
import { useChangePassword } from "../api/use-account-rights";

export function ChangePasswordForm() {
  const t = useT();
  const changePassword = useChangePassword();
  return (
    <div>
      <h3 id="profile-password-title" className="profile-security__heading">
        {t("Change password")}
      </h3>
      <PasswordForm
        idPrefix="profile"
        minLength={PASSWORD_MIN_PATIENT}
        labelledBy="profile-password-title"
        className="profile-form"
        submitClassName="profile-form__submit"
        pending={changePassword.isPending}
        change={changePassword.mutateAsync}
      />
    </div>
  );
}
