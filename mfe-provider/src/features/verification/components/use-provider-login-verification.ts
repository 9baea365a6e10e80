/**
 * The provider's second sign-in step (docs/product-rules.md#sign-in-and-sessions): resend the login code, check it, then a full
 * redirect to the dashboard so every area starts with the new session.
 */
import { ApiError, callApi, problemText, type ApiAnswer } from "@gh/api-client";
import { useToast } from "@gh/ui";
import { useMutation } from "@gh/query";
import { t, translated } from "../../../lib/i18n";
import { clearRegistrationDraft } from "../../../lib/registration-draft";

interface LoginVerificationOptions {
  onCodeSent: (result: ApiAnswer<"POST /api/provider/send-verification">) => void;
  /** The server's refusal (a wrong or expired code, a wait) for the form to mark, with how long to wait. */
  onProblem: (message: string | null) => void;
}

export function useProviderLoginVerification({ onCodeSent, onProblem }: LoginVerificationOptions) {
  const { toast } = useToast();

  const sendCode = useMutation({
    mutationFn: (email: string) => callApi("POST /api/provider/send-verification", { json: { email, mode: "login" } }),
    onSuccess: (result) => {
      toast({ title: t("Code Sent"), description: translated(result.message), variant: "success" });
      onCodeSent(result);
    },
    onError: (error) => {
      if (error instanceof TypeError) {
        toast({ title: t("Connection Error"), description: t("Unable to send verification code. Please try again."), variant: "destructive" });
        return;
      }
      onProblem(problemText(error));
      toast({ title: t("Failed to Send Code"), description: t("Please try again."), variant: "destructive" });
    },
  });

  const verifyLogin = useMutation({
    mutationFn: (input: { email: string; code: string }) => callApi("POST /api/provider/verify-login", { json: input }),
    onSuccess: () => {
      clearRegistrationDraft();
      toast({ title: t("Login Successful!"), variant: "success" });
      window.location.assign("/provider/dashboard");
    },
    onError: (error) => {
      if (error instanceof TypeError) {
        toast({ title: t("Connection Error"), description: t("Unable to connect to server. Please try again."), variant: "destructive" });
        return;
      }
      onProblem(problemText(error));
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: t("Verification Failed"), description: translated(message) ?? t("Invalid verification code"), variant: "destructive" });
    },
  });

  return {
    sendCode: (email: string) => sendCode.mutate(email),
    isSending: sendCode.isPending,
    verify: (email: string, code: string) => verifyLogin.mutate({ email, code }),
    // Stays busy through the redirect, so the button cannot be pressed twice.
    isVerifying: verifyLogin.isPending || verifyLogin.isSuccess,
  };
}
