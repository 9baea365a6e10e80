/**
 * The sign-up's last step (docs/product-rules.md#provider-registration): resend the sign-up code, then create the account
 * with the code and the wizard's data (POST /api/provider/complete-registration), upload the licence
 * file chosen in the wizard with the new session (docs/product-rules.md#licences-and-nhis), and do a
 * full redirect to the dashboard, so every area starts with the new session. An upload that fails does
 * not undo the account: the page says so, and that the licence can be uploaded later from the profile.
 */
import { callApi, problemText, readApiProblem, type ApiAnswer } from "@gh/api-client";
import type { Regulator } from "@gh/contracts/licences/options";
import { PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { useNavigate } from "@gh/router";
import { useToast } from "@gh/ui";
import { useMutation } from "@gh/query";
import { t, translated, translatedToast } from "../../../lib/i18n";
import { uploadLicence } from "../../../lib/own-licence";
import { clearRegistrationDraft, rememberPassword } from "../../../lib/registration-draft";
import { stepOfField, toRegistrationPayload, type FieldProblems, type RegistrationDraft, type RegistrationErrorsState } from "../../../lib/registration-form";

interface CompleteInput {
  draft: RegistrationDraft;
  email: string;
  password: string;
  code: string;
  /** The licence file to upload once the account exists, or null. */
  licenceDocument: File | null;
}

/** The account was created; its licence upload, when one was chosen, failed with `problem` (null: no message, e.g. offline). */
export interface LicenceNotUploaded {
  problem: string | null;
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
  /** The account exists but its licence could not be uploaded: the page says so instead of leaving. */
  onLicenceNotUploaded: (failure: LicenceNotUploaded) => void;
}

/** Uploads the licence with the session the new account has just been given; a failure is returned, not thrown (the account exists). */
async function uploadChosenLicence(draft: RegistrationDraft, document: File | null): Promise<LicenceNotUploaded | null> {
  if (!document) return null;
  try {
    await uploadLicence({ regulator: draft.regulator as Regulator, registrationNumber: draft.licenseNumber, document });
    return null;
  } catch (error) {
    // A field's own message ("not a PDF, JPG or PNG") says more than the answer's general one.
    const fields = readApiProblem(error).fields;
    const fieldProblem = fields.document ?? Object.values(fields)[0];
    return { problem: fieldProblem ? t(fieldProblem) : problemText(error) };
  }
}

export function useSignupVerification({ onCodeSent, onCodeProblem, onLicenceNotUploaded }: SignupVerificationOptions) {
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
    mutationFn: async ({ draft, email, password, code, licenceDocument }: CompleteInput) => {
      await callApi("POST /api/provider/complete-registration", {
        // The terms go as ticked: the declaration takes only true, and a refusal sends the provider back to that step.
        json: { ...toRegistrationPayload(draft), terms: draft.terms as true, email, password, code },
      });
      return { licenceNotUploaded: await uploadChosenLicence(draft, licenceDocument) };
    },
    onSuccess: ({ licenceNotUploaded }) => {
      clearRegistrationDraft();
      toast({ ...translatedToast(PROVIDER_TOASTS.registrationComplete), variant: "success" });
      if (licenceNotUploaded) onLicenceNotUploaded(licenceNotUploaded);
      else window.location.assign("/provider/dashboard");
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
