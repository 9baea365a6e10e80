/**
 * The sign-in flow (docs/product-rules.md#sign-in-and-sessions): a verification step when the API asks for one,
 * otherwise load the new session's user and go to the `next` page.
 */
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { t } from "@gh/i18n";
import { useToast } from "@gh/ui";
import { devCodeState } from "@gh/ui/flows";
import { useQueryClient } from "@gh/query";
import { useNavigate, useSearchParams } from "@gh/router";
import { errorsOnField, isConnectionError, serverMessageOf } from "../../../lib/api-errors";
import { rememberVerificationEmail, verifyEmailPath } from "../../../lib/pending-verification";
import { TOASTS } from "../../../lib/toast-texts";
import { useLogin, type LoginInput } from "../api/use-login";
import { currentUserQuery, type ApiAnswer } from "@gh/api-client";
import { safeNextPath } from "../../../lib/safe-next-path";

export function useSignIn({ onFieldErrors }: { onFieldErrors: (errors: FieldErrors) => void }) {
  const login = useLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { toast } = useToast();

  async function onSignedIn(result: ApiAnswer<"POST /api/login">) {
    if (result.requiresProviderVerification) {
      toast({ title: t(TOASTS.provider2faRequired), description: t(TOASTS.verifyToCompleteLogin) });
      const query = new URLSearchParams({ email: result.email, mode: "login" });
      navigate(`/provider/login-verify?${query}`, { state: devCodeState(result.code) });
      return;
    }
    if (result.requiresVerification) {
      toast({ title: t(TOASTS.emailVerificationRequired), description: t(TOASTS.verifyBeforeLogin) });
      rememberVerificationEmail(result.email);
      navigate(verifyEmailPath(result.email, searchParams.get("next")), { state: devCodeState(result.code) });
      return;
    }
    // The next page must see the new session's user before it checks who may open it.
    await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => undefined);
    toast({ title: t(TOASTS.loginSuccessful), description: TOASTS.welcome(result.firstName), variant: "success" });
    navigate(safeNextPath(searchParams.get("next")), { replace: true });
  }

  function onFailed(error: unknown) {
    if (isConnectionError(error)) {
      toast({ title: t(TOASTS.connectionError), description: t(TOASTS.unableToConnect), variant: "destructive" });
      return;
    }
    // A wrong password or too many tries is shown on Password, with how long to wait.
    onFieldErrors(errorsOnField(error, "password"));
    toast({ title: t(TOASTS.loginFailed), description: serverMessageOf(error) ?? t(TOASTS.checkYourDetails), variant: "destructive" });
  }

  return {
    signIn: (input: LoginInput) => login.mutate(input, { onSuccess: onSignedIn, onError: onFailed }),
    isPending: login.isPending,
  };
}
