/** Sign Out Everywhere: ends every session of this account, this one too, then starts afresh at /. */
import { Button, Card, CardContent, CardHeader, CardTitle, LogOut, useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useState } from "react";
import { useSignOutEverywhere } from "../api/use-account-settings";
import { useT } from "../../../lib/i18n";

export function SignOutEverywhereCard() {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  const { toast } = useToast();

  async function confirm() {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      toast({ title: t("Sign Out Failed"), description: t("Unable to sign out everywhere. Please try again."), variant: "destructive" });
      throw error;
    }
    // A full navigation, so no screen keeps the signed-in state it had.
    window.location.assign("/");
  }

  return (
    <Card as="section" aria-labelledby="settings-sign-out">
      <CardHeader>
        <CardTitle as="h2" id="settings-sign-out">
          {t("Sign Out Everywhere")}
        </CardTitle>
        <p className="settings-card__description">{t("Lost a phone or signed in on a shared computer? End every session of your account, this one included.")}</p>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => setAsking(true)}>
          <LogOut size={18} /> {t("Sign Out Everywhere")}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("Sign Out Everywhere?")}
        description={t("You will be signed out on every device, this one included, and need your password and an e-mailed code to sign in again.")}
        confirmLabel={t("Sign Out Everywhere")}
        cancelLabel={t("Stay Signed In")}
        onConfirm={confirm}
        destructive
      />
    </Card>
  );
}
