/** Change Password (providers, at least PASSWORD_MIN_PROVIDER characters): the server ends every other session. */
import { PASSWORD_MIN_PROVIDER } from "@gh/contracts/constants";
import { Card, CardContent, CardHeader, CardTitle } from "@gh/ui";
import { ChangePasswordForm } from "@gh/ui/flows";
import { useChangePassword } from "../api/use-account-settings";
import { useT } from "../../../lib/i18n";

export function ChangePasswordCard() {
  const t = useT();
  const changePassword = useChangePassword();
  return (
    <Card as="section" aria-labelledby="settings-password">
      <CardHeader>
        <CardTitle as="h2" id="settings-password">
          {t("Change Password")}
        </CardTitle>
        <p className="settings-card__description">{t("Changing your password signs you out on every other device.")}</p>
      </CardHeader>
      <CardContent>
        <ChangePasswordForm
          idPrefix="settings"
          minLength={PASSWORD_MIN_PROVIDER}
          labelledBy="settings-password"
          className="settings-form"
          submitClassName="settings-form__submit"
          pending={changePassword.isPending}
          change={changePassword.mutateAsync}
        />
      </CardContent>
    </Card>
  );
}
