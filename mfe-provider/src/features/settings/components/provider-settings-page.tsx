/** /provider/settings: the provider's account security (DESIGN §5): change password, sign out everywhere. */
import { PageHeader, useDocumentTitle } from "@gh/ui";
import { ChangePasswordCard } from "./change-password-card";
import { SignOutEverywhereCard } from "./sign-out-everywhere-card";
import "./settings.css";

export default function ProviderSettingsPage() {
  useDocumentTitle("Settings");
  return (
    <>
      <PageHeader title="Settings" description="Change your password or sign out on every device." />
      <div className="container settings-page">
        <ChangePasswordCard />
        <SignOutEverywhereCard />
      </div>
    </>
  );
}
