/**
 * The registration wizard's form: its fields as typed, what is sent to the API, and the spec's
 * messages per step (docs/product-rules.md#provider-registration), from the same schema the server enforces.
 */
import { fieldErrorsFromIssues } from "@gh/contracts/errors/fields";
import { WIZARD_STEPS } from "@gh/contracts/providers/options";
import { providerWizardSchema, type ProviderRegistrationInput } from "@gh/contracts/providers/practice";
import type { Title } from "@gh/contracts/regions";
import type { Weekday } from "@gh/contracts/schedule";
import { DEFAULT_WORKING_HOURS } from "@gh/contracts/schedule/working-hours";

export interface WizardForm {
  title: Title;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** A downsized JPEG data URL, or "" for none. */
  profileImage: string;
  password: string;
  confirmPassword: string;
  specialty: string;
  /** The regulator that issued the licence (REGULATORS), or "" before one is chosen. */
  regulator: string;
  /** The registration number on the licence. */
  licenseNumber: string;
  yearsExperience: string;
  education: string;
  hospitalAffiliation: string;
  consultationFee: string;
  city: string;
  region: string;
  location: string;
  address: string;
  bio: string;
  website: string;
  /** Comma-separated, as the spec's forms take them. */
  services: string;
  languages: string;
  workingHours: Record<Weekday, string>;
  open24Hours: boolean;
  acceptsWalkIns: boolean;
  acceptsNhis: boolean;
  /** Sent only while NHIS is ticked; blank is none. */
  nhiaAccreditationNumber: string;
  terms: boolean;
}

export type WizardField = keyof WizardForm;

/** What is kept between visits: the whole form except the passwords (docs/product-rules.md#provider-registration). */
export type RegistrationDraft = Omit<WizardForm, "password" | "confirmPassword">;

/** The wizard's data as POST /api/provider/complete-registration takes it, less the password (terms as ticked: the schema insists on true). */
export type RegistrationPayload = Omit<ProviderRegistrationInput, "password" | "terms"> & { terms: boolean };

/** Field name -> message; nested fields joined with dots ("workingHours.monday"), as the API writes them. */
export type FieldProblems = Record<string, string>;

/** Router state from /provider/verify when the server refused some of the wizard's fields. */
export interface RegistrationErrorsState {
  registrationErrors: FieldProblems;
}

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export function emptyWizardForm(): WizardForm {
  return {
    // eslint-disable-next-line gh/no-untranslated-text -- a value of the title list (what is stored), not a text: the select draws its label
    title: "Dr",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    profileImage: "",
    password: "",
    confirmPassword: "",
    specialty: "",
    regulator: "",
    licenseNumber: "",
    yearsExperience: "",
    education: "",
    hospitalAffiliation: "",
    consultationFee: "",
    city: "",
    region: "",
    location: "",
    address: "",
    bio: "",
    website: "",
    services: "",
    languages: "",
    workingHours: { ...DEFAULT_WORKING_HOURS },
    // Unticked until the provider says otherwise: a wrong "yes" sends patients to a closed door.
    open24Hours: false,
    acceptsWalkIns: false,
    // Unticked for the same reason: an NHIS member must not be sent where the card is refused.
    acceptsNhis: false,
    nhiaAccreditationNumber: "",
    terms: false,
  };
}

export function toDraft(form: WizardForm): RegistrationDraft {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { password, confirmPassword, ...draft } = form;
  return draft;
}

const blankToNull = (text: string) => text.trim() || null;

export function toRegistrationPayload(draft: RegistrationDraft): RegistrationPayload {
  const years = draft.yearsExperience.trim();
  return {
    title: draft.title,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: draft.phone,
    specialty: draft.specialty as RegistrationPayload["specialty"],
    regulator: draft.regulator as RegistrationPayload["regulator"],
    licenseNumber: draft.licenseNumber,
    // Sent as a number (docs/product-rules.md#provider-registration); blank stays missing, so "required" is reported rather than 0 accepted.
    yearsExperience: years === "" ? undefined : Number(years),
    education: draft.education,
    hospitalAffiliation: blankToNull(draft.hospitalAffiliation),
    bio: blankToNull(draft.bio),
    consultationFee: draft.consultationFee,
    location: draft.location,
    city: draft.city,
    region: draft.region as RegistrationPayload["region"],
    address: draft.address,
    website: blankToNull(draft.website),
    services: draft.services,
    languages: draft.languages,
    workingHours: draft.workingHours,
    open24Hours: draft.open24Hours,
    acceptsWalkIns: draft.acceptsWalkIns,
    acceptsNhis: draft.acceptsNhis,
    nhiaAccreditationNumber: draft.acceptsNhis ? blankToNull(draft.nhiaAccreditationNumber) : null,
    profileImage: draft.profileImage || null,
    terms: draft.terms,
  };
}

/** Every problem in the form, one message per field. */
export function wizardProblems(form: WizardForm): FieldProblems {
  const parsed = providerWizardSchema.safeParse({ ...toRegistrationPayload(toDraft(form)), password: form.password, confirmPassword: form.confirmPassword });
  // Every key it returns has a message.
  return fieldErrorsFromIssues(parsed.success ? [] : parsed.error.issues) as FieldProblems;
}

/** The step (0-based) whose fields include `key` ("workingHours.monday" belongs with workingHours), or -1. */
export function stepOfField(key: string): number {
  const field = key.split(".")[0]!;
  return WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
}

/** The problems that belong to one step. */
export function problemsOfStep(problems: FieldProblems, step: number): FieldProblems {
  return Object.fromEntries(Object.entries(problems).filter(([key]) => stepOfField(key) === step));
}

/** The first step with a problem, or -1. */
export function firstStepWithProblems(problems: FieldProblems): number {
  const steps = Object.keys(problems)
    .map(stepOfField)
    .filter((step) => step >= 0);
  return steps.length ? Math.min(...steps) : -1;
}

/** "workingHours.monday" problems as the hours editor takes them (by weekday). */
export function workingHoursProblems(problems: FieldProblems): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems)
      .filter(([key]) => key.startsWith("workingHours."))
      .map(([key, message]) => [key.slice("workingHours.".length), message]),
  );
}
