/** The patient sign-up flow (docs/product-rules.md#sign-in-and-sessions): the account waits for its e-mail code. */
import type { ApiAnswer } from "@gh/api-client";
import { t } from "@gh/i18n";
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { useToast } from "@gh/ui";
import { devCodeState } from "@gh/ui/flows";
import { useNavigate, useSearchParams } from "@gh/router";
import { isConnectionError, serverFieldsOf, serverMessageOf } from "../../../lib/api-errors";
import { rememberVerificationEmail, verifyEmailPath } from "../../../lib/pending-verification";
import { TOASTS } from "../../../lib/toast-texts";
import { useRegister, type RegisterPatientInput } from "../api/use-register";

export function useSignUp({ onFieldErrors }: { onFieldErrors: (errors: FieldErrors) => void }) {
  const register = useRegister();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { toast } = useToast();

  function onRegistered(result: ApiAnswer<"POST /api/register">, input: RegisterPatientInput) {
    // No code went out (the mail service failed): the server says so, and the next page's Resend is the way on.
    toast(
      result.emailSent
        ? { title: t(TOASTS.registrationSuccessful), description: t(TOASTS.checkEmailForCode), variant: "success" }
        : { title: t(TOASTS.accountCreatedCodeNotSent), description: t(result.message) },
    );
    rememberVerificationEmail(input.email);
    // The way back (e.g. to the booking that sent them here) goes along through the code step.
    navigate(verifyEmailPath(input.email, searchParams.get("next")), { state: { ...devCodeState(result.code), newAccount: true } });
  }

  function onFailed(error: unknown) {
    if (isConnectionError(error)) {
      toast({ title: t(TOASTS.connectionError), description: t(TOASTS.unableToConnect), variant: "destructive" });
      return;
    }
    onFieldErrors(serverFieldsOf(error));
    toast({ title: t(TOASTS.registrationFailed), description: serverMessageOf(error) ?? t(TOASTS.checkYourDetails), variant: "destructive" });
  }

  return {
    signUp: (input: RegisterPatientInput) => register.mutate(input, { onSuccess: onRegistered, onError: onFailed }),
    isPending: register.isPending,
  };
}
