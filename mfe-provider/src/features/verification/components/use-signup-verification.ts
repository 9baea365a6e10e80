/**
 * The sign-up's last step (docs/product-rules.md#provider-registration): resend the sign-up code, then create the account
 * with the code and the wizard's data (POST /api/provider/complete-registration) and do a full
 * redirect to the dashboard, so every area starts with the new session.
 */
import { callApi, problemText, readApiProblem, type ApiAnswer } from "@gh/api-client";
import { PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { useNavigate } from "@gh/router";
import { useToast } from "@gh/ui";
import { useMutation } from "@gh/query";
import { t, translated, translatedToast } from "../../../lib/i18n";
import { clearRegistrationDraft, rememberPassword } from "../../../lib/registration-draft";
import { stepOfField, toRegistrationPayload, type FieldProblems, type RegistrationDraft, type RegistrationErrorsState } from "../../../lib/registration-form";

interface CompleteInput {
  draft: RegistrationDraft;
  email: string;
  password: string;
  code: string;
}

/** The server's problems with the wizard's own fields (not the code): those are fixed in the wizard. */
function wizardFieldProblems(fields: FieldProblems): FieldProblems | null {
  const entries = Object.entries(fields).filter(([key]) => stepOfField(key) >= 0);
  return entries.length ? Object.fromEntries(entries) : null;
}

interface SignupVerificationOptions {
  onCodeSent: (result: ApiAnswer<"POST /api/provider/send-verification">) => void;
  /** The server's refusal of the code or of a resend, for the code field, with how long to wait. */
  onCodeProblem: (message: string | null) => void;
}

export function useSignupVerification({ onCodeSent, onCodeProblem }: SignupVerificationOptions) {
  const { toast } = useToast();
  const navigate = useNavigate();

  const resend = useMutation({
    mutationFn: (email: string) => callApi("POST /api/provider/send-verification", { json: { email, mode: "signup" } }),
    onSuccess: (result) => {
      toast({ title: t("Code Sent"), description: translated(result.message), variant: "success" });
      onCodeSent(result);
    },
    onError: (error) => {
      if (error instanceof TypeError) {
        toast({ title: t("Connection Error"), description: t("Unable to send verification code. Please try again."), variant: "destructive" });
        return;
      }
      onCodeProblem(problemText(error));
      toast({ title: t("Failed to Send Code"), description: translated(readApiProblem(error).message) ?? t("Please try again."), variant: "destructive" });
    },
  });

  const complete = useMutation({
    mutationFn: ({ draft, email, password, code }: CompleteInput) =>
      callApi("POST /api/provider/complete-registration", {
        // The terms go as ticked: the declaration takes only true, and a refusal sends the provider back to that step.
        json: { ...toRegistrationPayload(draft), terms: draft.terms as true, email, password, code },
      }),
    onSuccess: () => {
      clearRegistrationDraft();
      toast({ ...translatedToast(PROVIDER_TOASTS.registrationComplete), variant: "success" });
      window.location.assign("/provider/dashboard");
    },
    onError: (error, { password }) => {
      if (error instanceof TypeError) {
        toast({ title: t("Connection Error"), description: t("Unable to connect to server. Please try again."), variant: "destructive" });
        return;
      }
      const problem = readApiProblem(error);
      toast({ title: t("Verification Failed"), description: translated(problem.message) ?? t("Invalid verification code"), variant: "destructive" });
      const wizardProblems = problem.status === 400 ? wizardFieldProblems(problem.fields) : null;
      if (!wizardProblems) onCodeProblem(problemText(error));
      if (wizardProblems) {
        // Back to the step that holds the refused fields, password kept so it need not be typed again.
        rememberPassword(password);
        navigate("/register-provider", { state: { registrationErrors: wizardProblems } satisfies RegistrationErrorsState });
      }
    },
  });

  return {
    resend: (email: string) => resend.mutate(email),
    isResending: resend.isPending,
    complete: (input: CompleteInput) => complete.mutate(input),
    // Stays busy through the redirect, so the button cannot be pressed twice.
    isCompleting: complete.isPending || complete.isSuccess,
  };
}
