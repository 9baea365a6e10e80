/**
 * Verify Email (docs/product-rules.md#sign-in-and-sessions): a correct code signs the user in, clears the
 * stored values and routes a provider to the dashboard and others home; resend restarts the cooldown.
 */
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { t } from "@gh/i18n";
import { useToast } from "@gh/ui";
import { useQueryClient } from "@gh/query";
import { useNavigate } from "@gh/router";
import { ApiError, type ApiAnswer } from "@gh/api-client";
import { errorsOnField, serverMessageOf } from "../../../lib/api-errors";
import { clearPendingVerification, type NewAccountState } from "../../../lib/pending-verification";
import { safeNextPath } from "../../../lib/safe-next-path";
import { TOASTS } from "../../../lib/toast-texts";
import { currentUserQuery } from "@gh/api-client";
import { useResendVerification } from "../api/use-resend-verification";
import { useVerifyEmail } from "../api/use-verify-email";

interface EmailVerificationOptions {
  onCodeSent: (result: ApiAnswer<"POST /api/resend-verification">) => void;
  /** A wrong or expired code, or a limit reached: marked on the code field, with how long to wait. */
  onFieldErrors: (errors: FieldErrors) => void;
  next?: string | null;
  /** Just signed up: welcomed as new, not "back". */
  newAccount?: boolean;
}

export function useEmailVerification({ onCodeSent, onFieldErrors, next = null, newAccount = false }: EmailVerificationOptions) {
  const verifyEmail = useVerifyEmail();
  const resendVerification = useResendVerification();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  function onVerified(result: ApiAnswer<"POST /api/verify-email">) {
    const user = result.user ?? null;
    toast({ title: t(TOASTS.emailVerified), description: newAccount && user ? TOASTS.welcomeNewAccount(user.firstName) : t(result.message), variant: "success" });
    clearPendingVerification();
    if (!user) return navigate("/auth", { replace: true });
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    // Back to where sign-up or sign-in began (e.g. the booking), else home; a new account is greeted as new there.
    const state: NewAccountState | undefined = newAccount ? { newAccount: true } : undefined;
    navigate(user.role === "provider" ? "/provider/dashboard" : safeNextPath(next), { replace: true, state });
  }

  function onVerifyFailed(error: unknown) {
    onFieldErrors(errorsOnField(error, "code"));
    const description = error instanceof ApiError ? (serverMessageOf(error) ?? t(TOASTS.invalidCode)) : t(TOASTS.somethingWentWrong);
    toast({ title: t(TOASTS.verificationFailed), description, variant: "destructive" });
  }

  function onResent(result: ApiAnswer<"POST /api/resend-verification">) {
    toast({ title: t(TOASTS.codeSent), description: t(result.message), variant: "success" });
    onCodeSent(result);
  }

  return {
    verify: (email: string, code: string) => verifyEmail.mutate({ email, code }, { onSuccess: onVerified, onError: onVerifyFailed }),
    isVerifying: verifyEmail.isPending,
    resend: (email: string) =>
      resendVerification.mutate(email, {
        onSuccess: onResent,
        onError: (error) => {
          onFieldErrors(errorsOnField(error, "code"));
          toast({ title: t(TOASTS.failedToSendCode), description: t(TOASTS.tryAgainLater), variant: "destructive" });
        },
      }),
    isResending: resendVerification.isPending,
  };
}
