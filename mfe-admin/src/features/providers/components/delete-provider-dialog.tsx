/**
 * Delete (docs/product-rules.md#screens-and-texts): before anything goes, the dialog says exactly what will be removed,
 * with the real counts from the server, and that payment records stay. Cancel keeps the provider.
 */
import { readApiProblem } from "@gh/api-client";
import { ADMIN_TEXTS, type AdminProvider, type ProviderDeletionPreview } from "@gh/contracts/admin/options";
import { useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useDeleteProvider, useDeletionPreview } from "../api/use-admin-providers";
import { t, Trans, useT } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";
import { adminProviderName } from "../provider-card-view";

export interface DeleteProviderDialogProps {
  /** The provider to delete; null when the dialog is closed. */
  provider: AdminProvider | null;
  onClose: () => void;
}

export function DeleteProviderDialog({ provider, onClose }: DeleteProviderDialogProps) {
  const t = useT();
  const preview = useDeletionPreview(provider?.id ?? null);
  const deleteProvider = useDeleteProvider();
  const { toast } = useToast();
  const name = provider ? adminProviderName(provider) : "";

  async function confirm() {
    if (!provider) return;
    try {
      const removed = await deleteProvider.mutateAsync(provider.id);
      toast({ ...translatedToast(ADMIN_TEXTS.providerDeleted(removed)), variant: "success" });
    } catch (error) {
      toast({ ...translatedToast(ADMIN_TEXTS.deletionFailed(readApiProblem(error).message ?? t("Please try again."))), variant: "destructive" });
      throw error; // keeps the dialog open, so the admin can try again or cancel
    }
  }

  return (
    <ConfirmDialog
      open={provider !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("Delete {name}?", { name })}
      description={t("This cannot be undone. Deleting this provider removes:")}
      confirmLabel={t("Delete Provider")}
      cancelLabel={t("Cancel")}
      onConfirm={confirm}
      destructive
    >
      {provider && (
        <div className="admin-delete" aria-live="polite" aria-busy={preview.isPending}>
          <ul className="admin-delete__removed">
            <li>{t("Their provider profile, photo and working hours, from search and the directory")}</li>
            <li>{appointmentsLine(preview.data, preview.isError)}</li>
            <li>{reviewsLine(preview.data, preview.isError)}</li>
            <li>
              <Trans message="Their user account (<0/>)" components={{ 0: <span className="admin-delete__email">{provider.email}</span> }} />
            </li>
          </ul>
          <p className="admin-delete__kept">{t("Payment records are kept for accounting.")}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}

/** "5 appointments, including 2 upcoming: those patients are told by e-mail", in the page's language. */
function appointmentsLine(preview: ProviderDeletionPreview | undefined, failed: boolean): string {
  if (!preview) return failed ? t("Their appointments (we could not count them)") : t("Their appointments (counting...)");
  const all = t("{count, plural, one {# appointment} other {# appointments}}", { count: preview.appointments });
  if (preview.upcomingAppointments === 0) return all;
  // translators: {all} is the number of appointments ("5 appointments"); # is how many of them are still ahead
  return t(
    "{upcoming, plural, one {{all}, including # upcoming: that patient is told by e-mail} other {{all}, including # upcoming: those patients are told by e-mail}}",
    { all, upcoming: preview.upcomingAppointments },
  );
}

/** "3 reviews", in the page's language. */
function reviewsLine(preview: ProviderDeletionPreview | undefined, failed: boolean): string {
  if (!preview) return failed ? t("Their reviews (we could not count them)") : t("Their reviews (counting...)");
  return t("{count, plural, one {# review} other {# reviews}}", { count: preview.reviews });
}
