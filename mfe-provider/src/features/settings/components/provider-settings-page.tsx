/**
 * /provider/settings (docs/product-rules.md#screens-and-texts): where the provider's earnings are paid, and their account security
 * (change password, sign out everywhere).
 */
import { PageHeader, useDocumentTitle } from "@gh/ui";
import { ChangePasswordCard } from "./change-password-card";
import { PayoutDetailsCard } from "./payout-details-card";
import { SignOutEverywhereCard } from "./sign-out-everywhere-card";
import { useT } from "../../../lib/i18n";
import "./settings.css";

export default function ProviderSettingsPage() {
  const t = useT();
  useDocumentTitle(t("Settings"));
  return (
    <>
      <PageHeader title={t("Settings")} description={t("Choose where your earnings are paid, change your password or sign out on every device.")} />
      <div className="container settings-page">
        <PayoutDetailsCard />
        <div className="settings-page__security">
          <ChangePasswordCard />
          <SignOutEverywhereCard />
        </div>
      </div>
    </>
  );
}
