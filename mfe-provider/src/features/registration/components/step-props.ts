import type { FieldProblems, WizardField, WizardForm } from "../../../lib/registration-form";

/** The licence file to upload once the account exists (kept in memory only, as the password is). */
export interface WizardLicenceDocument {
  file: File | null;
  /** The name of a file chosen before a reload cleared it, so the step asks for it again; else null. */
  forgottenName: string | null;
  choose: (file: File | null) => void;
}

/** What every step of the wizard receives: the form, the problems shown, and a way to change a field. */
export interface StepProps {
  form: WizardForm;
  errors: FieldProblems;
  update: <K extends WizardField>(field: K, value: WizardForm[K]) => void;
  /** The draft was restored without its password (it is never saved), so it must be typed again. */
  passwordNotKept?: boolean;
  licence: WizardLicenceDocument;
}

/** The control's id for a field, so problems, focus and labels all point at the same element. */
export const fieldId = (field: WizardField) => `register-${field}`;
