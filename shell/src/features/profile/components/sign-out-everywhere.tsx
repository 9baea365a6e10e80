/** "Sign out of all devices": ends every session of the account, this one too, after asking. */
import { useT } from "@gh/i18n";
import { Button, LogOut, useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useState } from "react";
import { useSignOutEverywhere } from "../api/use-account-rights";
import { useLeaveSignedOut } from "../hooks/use-leave-signed-out";

export function SignOutEverywhere() {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  const leave = useLeaveSignedOut();
  const { toast } = useToast();

  async function confirm() {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      toast({ title: t("Sign Out Failed"), description: t("Unable to sign out of all devices. Please try again."), variant: "destructive" });
      throw error;
    }
    toast({ title: t("Signed Out"), description: t("You have been signed out on every device."), variant: "success" });
    leave();
  }

  return (
    <div className="profile-security__part">
      <h3 className="profile-security__heading">{t("Lost a phone or used a shared computer?")}</h3>
      <p className="shell-muted">{t("End every session of your account, this one included.")}</p>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <LogOut size={18} /> {t("Sign out of all devices")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("Sign out of all devices?")}
        description={t("You will be signed out everywhere, this device included, and need your password to sign in again.")}
        confirmLabel={t("Sign Out Everywhere")}
        cancelLabel={t("Stay Signed In")}
        onConfirm={confirm}
        destructive
      />
    </div>
  );
}
