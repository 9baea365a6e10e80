/** The patient sign-up flow (SPEC §4 "Patient registration", §8): the account waits for its e-mail code. */
import type { FieldErrors, RegisterResult } from "@gh/contracts";
import { useToast } from "@gh/ui";
import { devCodeState } from "@gh/ui/flows";
import { useNavigate } from "@gh/router";
import { isConnectionError, serverFieldsOf, serverMessageOf } from "../../../lib/api-errors";
import { rememberVerificationEmail, verifyEmailPath } from "../../../lib/pending-verification";
import { TOASTS } from "../../../lib/toast-texts";
import { useRegister, type RegisterPatientInput } from "../api/use-register";

export function useSignUp({ onFieldErrors }: { onFieldErrors: (errors: FieldErrors) => void }) {
  const register = useRegister();
  const navigate = useNavigate();
  const { toast } = useToast();

  function onRegistered(result: RegisterResult, input: RegisterPatientInput) {
    toast({
      title: result.emailSent ? TOASTS.registrationSuccessful : TOASTS.registrationSuccessfulDemo,
      description: TOASTS.checkEmailForCode,
      variant: "success",
    });
    rememberVerificationEmail(input.email);
    navigate(verifyEmailPath(input.email), { state: devCodeState(result.code) });
  }

  function onFailed(error: unknown) {
    if (isConnectionError(error)) {
      toast({ title: TOASTS.connectionError, description: TOASTS.unableToConnect, variant: "destructive" });
      return;
    }
    onFieldErrors(serverFieldsOf(error));
    toast({ title: TOASTS.registrationFailed, description: serverMessageOf(error) ?? TOASTS.checkYourDetails, variant: "destructive" });
  }

  return {
    signUp: (input: RegisterPatientInput) => register.mutate(input, { onSuccess: onRegistered, onError: onFailed }),
    isPending: register.isPending,
  };
}
