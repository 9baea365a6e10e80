/**
 * "Delete my account" (patients): asks for the password in a dialog, shows the server's word under
 * the field, and on success leaves for home signed out.
 */
import { readApiProblem } from "@gh/api-client";
import { msg, useT } from "@gh/i18n";
import { Button, Field, Input, useToast } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useState, type FormEvent } from "react";
import { errorText } from "../../../lib/form-errors";
import { useDeleteAccount } from "../api/use-account-rights";
import { useLeaveSignedOut } from "../hooks/use-leave-signed-out";

export function DeleteAccount() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const deleteAccount = useDeleteAccount();
  const leave = useLeaveSignedOut();
  const { toast } = useToast();

  function openDialog(next: boolean) {
    setOpen(next);
    setPassword("");
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(msg("Enter your password"));
      document.getElementById("delete-account-password")?.focus();
      return;
    }
    try {
      await deleteAccount.mutateAsync(password);
    } catch (failure) {
      const problem = readApiProblem(failure);
      // A wrong password, too many tries, or upcoming paid visits: all said under the field.
      setError(problem.fields.password ?? problem.message ?? msg("Unable to delete your account. Please try again."));
      document.getElementById("delete-account-password")?.focus();
      return;
    }
    setOpen(false);
    toast({ title: t("Account Deleted"), description: t("Your personal details have been erased and you have been signed out."), variant: "success" });
    leave();
  }

  return (
    <>
      <Button variant="danger" onClick={() => openDialog(true)}>
        {t("Delete my account")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={openDialog}
        role="alertdialog"
        title={t("Delete your account?")}
        description={t(
          "Your name, e-mail, phone and photo are erased and you are signed out everywhere. Past visits and payments are kept for accounting without your name; your reviews stay, signed “Former patient”. This cannot be undone.",
        )}
      >
        <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
          <Field label={t("Your password")} error={errorText(error)} required>
            <Input
              id="delete-account-password"
              type="password"
              autoComplete="current-password"
              value={password}
              data-autofocus
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className="profile-form__actions">
            <Button type="button" variant="outline" onClick={() => openDialog(false)} disabled={deleteAccount.isPending}>
              {t("Keep my account")}
            </Button>
            <Button type="submit" variant="danger" loading={deleteAccount.isPending}>
              {t("Delete my account")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
