/**
 * Verify Email (SPEC §4 "Verification flows", §8): a correct code signs the user in, clears the
 * stored values and routes a provider to the dashboard and others home; resend restarts the cooldown.
 */
import type { CodeSentResult, VerifyResult } from "@gh/contracts";
import { useToast } from "@gh/ui";
import { useQueryClient } from "@gh/query";
import { useNavigate } from "@gh/router";
import { ApiError } from "@gh/api-client";
import { serverMessageOf } from "../../../lib/api-errors";
import { clearPendingVerification } from "../../../lib/pending-verification";
import { TOASTS } from "../../../lib/toast-texts";
import { currentUserQuery } from "@gh/api-client";
import { useResendVerification } from "../api/use-resend-verification";
import { useVerifyEmail } from "../api/use-verify-email";

export function useEmailVerification({ onCodeSent }: { onCodeSent: (result: CodeSentResult) => void }) {
  const verifyEmail = useVerifyEmail();
  const resendVerification = useResendVerification();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  function onVerified(result: VerifyResult) {
    toast({ title: TOASTS.emailVerified, description: result.message, variant: "success" });
    clearPendingVerification();
    const user = result.user ?? null;
    if (!user) return navigate("/auth", { replace: true });
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    navigate(user.role === "provider" ? "/provider/dashboard" : "/", { replace: true });
  }

  function onVerifyFailed(error: unknown) {
    const description = error instanceof ApiError ? (serverMessageOf(error) ?? TOASTS.invalidCode) : TOASTS.somethingWentWrong;
    toast({ title: TOASTS.verificationFailed, description, variant: "destructive" });
  }

  function onResent(result: CodeSentResult) {
    toast({ title: TOASTS.codeSent, description: result.message, variant: "success" });
    onCodeSent(result);
  }

  return {
    verify: (email: string, code: string) => verifyEmail.mutate({ email, code }, { onSuccess: onVerified, onError: onVerifyFailed }),
    isVerifying: verifyEmail.isPending,
    resend: (email: string) =>
      resendVerification.mutate(email, {
        onSuccess: onResent,
        onError: () => toast({ title: TOASTS.failedToSendCode, description: TOASTS.tryAgainLater, variant: "destructive" }),
      }),
    isResending: resendVerification.isPending,
  };
}
