/**
 * The wizard's state: the form (restored from the saved draft), the step, the problems shown, and
 * the rule that Continue only advances when the current step is valid (docs/product-rules.md#provider-registration).
 */
import { PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { useLocation, useNavigate } from "@gh/router";
import { useToast } from "@gh/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { translatedToast } from "../../../lib/i18n";
import {
  forgottenLicenceDocumentName,
  loadDraft,
  rememberedLicenceDocument,
  rememberedPassword,
  rememberLicenceDocument,
  saveDraft,
} from "../../../lib/registration-draft";
import {
  emptyWizardForm,
  firstStepWithProblems,
  problemsOfStep,
  toDraft,
  wizardProblems,
  WIZARD_STEP_COUNT,
  type FieldProblems,
  type RegistrationErrorsState,
  type WizardField,
  type WizardForm,
} from "../../../lib/registration-form";

function errorsFromState(state: unknown): FieldProblems | null {
  if (typeof state !== "object" || state === null || !("registrationErrors" in state)) return null;
  const errors = (state as RegistrationErrorsState).registrationErrors;
  return typeof errors === "object" && errors !== null ? errors : null;
}

/** What the page should focus after the next render: the new step's heading, or the first field with a problem. */
export type FocusRequest = { target: "heading" | "problem"; id: number } | null;

function initialState(serverErrors: FieldProblems | null) {
  const saved = loadDraft();
  const password = rememberedPassword() ?? "";
  const form: WizardForm = { ...emptyWizardForm(), ...saved?.draft, password, confirmPassword: password };
  const serverStep = serverErrors ? firstStepWithProblems(serverErrors) : -1;
  return {
    form,
    step: serverStep >= 0 ? serverStep : (saved?.step ?? 0),
    errors: serverErrors ?? {},
    // A restored draft never brings its password back: step 1 says so.
    passwordNotKept: saved !== null && password === "",
  };
}

export function useRegistrationWizard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [initial] = useState(() => initialState(errorsFromState(location.state)));
  const [form, setForm] = useState(initial.form);
  const [step, setStep] = useState(initial.step);
  const [errors, setErrors] = useState<FieldProblems>(initial.errors);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  // The licence file lives in memory only (registration-draft.ts): a reload keeps just its name, to ask for it again.
  const [licenceDocument, setLicenceDocument] = useState(rememberedLicenceDocument);
  const [forgottenLicenceName, setForgottenLicenceName] = useState(forgottenLicenceDocumentName);
  const changed = useRef(false);

  // The server's problems were read once; a reload must not bring them back over newer typing.
  useEffect(() => {
    if (errorsFromState(location.state)) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location, navigate]);

  // Every change is saved at once (a phone can drop the page at any moment); an untouched wizard saves nothing.
  useEffect(() => {
    if (changed.current) saveDraft(toDraft(form), step);
  }, [form, step]);

  const update = useCallback(<K extends WizardField>(field: K, value: WizardForm[K]) => {
    changed.current = true;
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const remaining = Object.fromEntries(Object.entries(current).filter(([key]) => key.split(".")[0] !== field));
      return Object.keys(remaining).length === Object.keys(current).length ? current : remaining;
    });
  }, []);

  const focus = (target: "heading" | "problem") => setFocusRequest((current) => ({ target, id: (current?.id ?? 0) + 1 }));

  const goTo = (next: number) => {
    changed.current = true;
    setStep(next);
    focus("heading");
  };

  /** Checks the current step; shows its problems and the toast when it fails. */
  function checkStep(): boolean {
    const problems = problemsOfStep(wizardProblems(form), step);
    if (Object.keys(problems).length === 0) return true;
    setErrors(problems);
    toast({ ...translatedToast(PROVIDER_TOASTS.checkForm), variant: "destructive" });
    focus("problem");
    return false;
  }

  /** Before sending: every step must be valid; an earlier step with a problem is shown again. */
  function checkAll(): boolean {
    if (!checkStep()) return false;
    const problems = wizardProblems(form);
    const failing = firstStepWithProblems(problems);
    if (failing < 0) return true;
    setErrors(problemsOfStep(problems, failing));
    setStep(failing);
    toast({ ...translatedToast(PROVIDER_TOASTS.formValidationError), variant: "destructive" });
    focus("problem");
    return false;
  }

  return {
    form,
    step,
    isLastStep: step === WIZARD_STEP_COUNT - 1,
    passwordNotKept: initial.passwordNotKept && form.password === "",
    errors,
    update,
    licence: {
      file: licenceDocument,
      forgottenName: forgottenLicenceName,
      choose: (file: File | null) => {
        rememberLicenceDocument(file);
        setLicenceDocument(file);
        setForgottenLicenceName(null);
      },
    },
    focusRequest,
    continueToNext: () => {
      if (checkStep()) {
        setErrors({});
        goTo(Math.min(step + 1, WIZARD_STEP_COUNT - 1));
      }
    },
    back: () => {
      setErrors({});
      goTo(Math.max(step - 1, 0));
    },
    checkAll,
  };
}
