/**
 * Delete (docs/product-rules.md#screens-and-texts): before anything goes, the dialog says exactly what will be removed,
 * with the real counts from the server, and that payment records stay. Cancel keeps the provider.
 */
import { readApiProblem } from "@gh/api-client";
import { ADMIN_TEXTS, type AdminProvider, type ProviderDeletionPreview } from "@gh/contracts/admin/options";
import { useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useDeleteProvider, useDeletionPreview } from "../api/use-admin-providers";
import { adminProviderName, plural } from "../provider-card-view";

export interface DeleteProviderDialogProps {
  /** The provider to delete; null when the dialog is closed. */
  provider: AdminProvider | null;
  onClose: () => void;
}

export function DeleteProviderDialog({ provider, onClose }: DeleteProviderDialogProps) {
  const preview = useDeletionPreview(provider?.id ?? null);
  const deleteProvider = useDeleteProvider();
  const { toast } = useToast();
  const name = provider ? adminProviderName(provider) : "";

  async function confirm() {
    if (!provider) return;
    try {
      const removed = await deleteProvider.mutateAsync(provider.id);
      toast({ ...ADMIN_TEXTS.providerDeleted(removed), variant: "success" });
    } catch (error) {
      toast({ ...ADMIN_TEXTS.deletionFailed(readApiProblem(error).message ?? "Please try again."), variant: "destructive" });
      throw error; // keeps the dialog open, so the admin can try again or cancel
    }
  }

  return (
    <ConfirmDialog
      open={provider !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${name}?`}
      description="This cannot be undone. Deleting this provider removes:"
      confirmLabel="Delete Provider"
      cancelLabel="Cancel"
      onConfirm={confirm}
      destructive
    >
      {provider && (
        <div className="admin-delete" aria-live="polite" aria-busy={preview.isPending}>
          <ul className="admin-delete__removed">
            <li>Their provider profile, photo and working hours, from search and the directory</li>
            <li>{appointmentsLine(preview.data, preview.isError)}</li>
            <li>{preview.data ? plural(preview.data.reviews, "review") : countFallback(preview.isError, "Their reviews")}</li>
            <li>
              Their user account (<span className="admin-delete__email">{provider.email}</span>)
            </li>
          </ul>
          <p className="admin-delete__kept">Payment records are kept for accounting.</p>
        </div>
      )}
    </ConfirmDialog>
  );
}

function countFallback(failed: boolean, what: string): string {
  return failed ? `${what} (we could not count them)` : `${what} (counting...)`;
}

/** "5 appointments, including 2 upcoming: those patients are told by e-mail". */
function appointmentsLine(preview: ProviderDeletionPreview | undefined, failed: boolean): string {
  if (!preview) return countFallback(failed, "Their appointments");
  const all = plural(preview.appointments, "appointment");
  if (preview.upcomingAppointments === 0) return all;
  const those = preview.upcomingAppointments === 1 ? "that patient is" : "those patients are";
  return `${all}, including ${preview.upcomingAppointments} upcoming: ${those} told by e-mail`;
}
