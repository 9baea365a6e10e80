/**
 * Create Account: e-mails the sign-up code (POST /api/provider/send-verification, mode "signup"),
 * keeps the password in memory for the verify step and moves there (docs/product-rules.md#provider-registration).
 */
import { ApiError, callApi } from "@gh/api-client";
import { PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { useNavigate } from "@gh/router";
import { useToast } from "@gh/ui";
import { devCodeState } from "@gh/ui/flows";
import { useMutation } from "@gh/query";
import { t, translatedToast } from "../../../lib/i18n";
import { rememberPassword } from "../../../lib/registration-draft";

export function signupVerifyPath(email: string): string {
  return `/provider/verify?${new URLSearchParams({ email, mode: "signup" }).toString()}`;
}

export function useSendSignupCode() {
  const { toast } = useToast();
  const navigate = useNavigate();

  const send = useMutation({
    mutationFn: ({ email }: { email: string; password: string }) => callApi("POST /api/provider/send-verification", { json: { email, mode: "signup" } }),
    onSuccess: (result, { email, password }) => {
      rememberPassword(password);
      toast({ ...translatedToast(PROVIDER_TOASTS.verificationEmailSent), variant: "success" });
      navigate(signupVerifyPath(email), { state: devCodeState(result.code) });
    },
    onError: (error) => {
      if (error instanceof TypeError) {
        toast({ title: t("Connection Error"), description: t("Unable to connect to server. Please try again."), variant: "destructive" });
        return;
      }
      const serverText = error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
      // The server's own words are translated first; contracts' toast puts them in its sentence.
      toast({ ...translatedToast(PROVIDER_TOASTS.registrationFailed(t(serverText))), variant: "destructive" });
    },
  });

  return {
    sendCode: (email: string, password: string) => send.mutate({ email, password }),
    // Stays busy until the page has moved on, so Create Account cannot send twice.
    isSending: send.isPending || send.isSuccess,
  };
}
