/**
 * Delete Profile (docs/product-rules.md#provider-registration): says exactly what goes and what stays, then deletes and sends
 * the browser to the logout endpoint, which ends the session.
 */
import { readApiProblem } from "@gh/api-client";
import { PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useDeleteOwnProfile, type ProfileDeleted } from "../api/use-own-profile";

/** Where the browser goes after the profile is gone (docs/product-rules.md#provider-registration). */
export const LOGOUT_URL = "/api/logout";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Your profile, 2 appointments and 1 review were removed. Signing you out..." */
function removedText(removed: ProfileDeleted | undefined): string {
  if (!removed) return "Signing you out...";
  return `Your profile, ${count(removed.appointmentsDeleted, "appointment", "appointments")} and ${count(removed.reviewsDeleted, "review", "reviews")} were removed. Signing you out...`;
}

export function DeleteProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const deleteProfile = useDeleteOwnProfile();
  const { toast } = useToast();

  async function confirm() {
    try {
      const removed = await deleteProfile.mutateAsync();
      toast({ title: PROVIDER_TOASTS.profileDeleted.title, description: removedText(removed), variant: "success" });
      window.location.assign(LOGOUT_URL);
    } catch (error) {
      toast({
        title: PROVIDER_TOASTS.deleteFailed.title,
        description: readApiProblem(error).message ?? PROVIDER_TOASTS.deleteFailed.description,
        variant: "destructive",
      });
      throw error; // keeps the dialog open, so the provider can try again
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your provider profile?"
      description="This cannot be undone. Deleting your profile removes:"
      confirmLabel="Delete Profile"
      cancelLabel="Keep My Profile"
      onConfirm={confirm}
      destructive
    >
      <ul className="edit-profile__removed">
        <li>Your provider profile, photo and working hours, from search and the directory</li>
        <li>Your appointments: patients with upcoming visits are told they are cancelled</li>
        <li>Your reviews</li>
      </ul>
      <p>Payment records are kept for accounting. You will be signed out.</p>
    </ConfirmDialog>
  );
}
