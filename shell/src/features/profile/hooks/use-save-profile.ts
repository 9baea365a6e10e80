/**
 * Saving the patient profile (docs/product-rules.md#screens-and-texts): "Profile Updated" then /profile; an e-mail change goes to
 * /verify-email for the code sent to the new address; a taken e-mail (409) is shown on its field.
 */
import { useToast } from "@gh/ui";
import { t } from "@gh/i18n";
import { devCodeState } from "@gh/ui/flows";
import { useQueryClient } from "@gh/query";
import { useNavigate } from "@gh/router";
import { ApiError } from "@gh/api-client";
import { serverFieldsOf, serverMessageOf, statusOf } from "../../../lib/api-errors";
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { rememberVerificationEmail, verifyEmailPath } from "../../../lib/pending-verification";
import { TOASTS } from "../../../lib/toast-texts";
import { currentUserQuery } from "@gh/api-client";
import { useUpdateProfile, type ProfileInput, type ProfileUpdateResult } from "../api/use-update-profile";

export function useSaveProfile(userId: number, { onFieldErrors }: { onFieldErrors: (errors: FieldErrors) => void }) {
  const updateProfile = useUpdateProfile(userId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  function onSaved(result: ProfileUpdateResult) {
    queryClient.setQueryData(currentUserQuery.queryKey, result.user);
    toast({ title: t(TOASTS.profileUpdated), description: t("Your changes have been saved."), variant: "success" });
    if (result.requiresVerification) {
      rememberVerificationEmail(result.user.email);
      navigate(verifyEmailPath(result.user.email), { state: devCodeState(result.code) });
      return;
    }
    navigate("/profile");
  }

  function onFailed(error: unknown) {
    if (!(error instanceof ApiError)) {
      toast({ title: t(TOASTS.error), description: t(TOASTS.errorUpdatingProfile), variant: "destructive" });
      return;
    }
    const fields: FieldErrors = { ...serverFieldsOf(error) };
    // A taken address: the server's own words, on the e-mail field.
    if (statusOf(error) === 409) fields.email = serverMessageOf(error) ?? fields.email;
    onFieldErrors(fields);
    toast({ title: t(TOASTS.updateFailed), description: t(TOASTS.failedToUpdateProfile), variant: "destructive" });
  }

  return {
    save: (input: ProfileInput) => updateProfile.mutate(input, { onSuccess: onSaved, onError: onFailed }),
    isSaving: updateProfile.isPending,
  };
}
