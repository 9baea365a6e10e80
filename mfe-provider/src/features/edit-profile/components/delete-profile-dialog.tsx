/**
 * Delete Profile (docs/product-rules.md#provider-registration): says exactly what goes and what stays, then deletes and sends
 * the browser to the logout endpoint, which ends the session.
 */
import { readApiProblem } from "@gh/api-client";
import { PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { translated, useT } from "../../../lib/i18n";
import { useDeleteOwnProfile, type ProfileDeleted } from "../api/use-own-profile";

/** Where the browser goes after the profile is gone (docs/product-rules.md#provider-registration). */
export const LOGOUT_URL = "/api/logout";

/** "Your profile, 2 appointments and 1 review were removed. Signing you out..." */
function removedText(removed: ProfileDeleted | undefined, t: ReturnType<typeof useT>): string {
  if (!removed) return t("Signing you out...");
  return t(
    "Your profile, {appointments, plural, one {# appointment} other {# appointments}} and {reviews, plural, one {# review} other {# reviews}} were removed. Signing you out...",
    { appointments: removed.appointmentsDeleted, reviews: removed.reviewsDeleted },
  );
}

export function DeleteProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const deleteProfile = useDeleteOwnProfile();
  const { toast } = useToast();

  async function confirm() {
    try {
      const removed = await deleteProfile.mutateAsync();
      toast({ title: t(PROVIDER_TOASTS.profileDeleted.title), description: removedText(removed, t), variant: "success" });
      window.location.assign(LOGOUT_URL);
    } catch (error) {
      toast({
        title: t(PROVIDER_TOASTS.deleteFailed.title),
        description: translated(readApiProblem(error).message) ?? t(PROVIDER_TOASTS.deleteFailed.description),
        variant: "destructive",
      });
      throw error; // keeps the dialog open, so the provider can try again
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Delete your provider profile?")}
      description={t("This cannot be undone. Deleting your profile removes:")}
      confirmLabel={t("Delete Profile")}
      cancelLabel={t("Keep My Profile")}
      onConfirm={confirm}
      destructive
    >
      <ul className="edit-profile__removed">
        <li>{t("Your provider profile, photo and working hours, from search and the directory")}</li>
        <li>{t("Your appointments: patients with upcoming visits are told they are cancelled")}</li>
        <li>{t("Your reviews")}</li>
      </ul>
      <p>{t("Payment records are kept for accounting. You will be signed out.")}</p>
    </ConfirmDialog>
  );
}
