/**
 * The pending registration between the wizard and its e-mailed code. The form lives in session
 * storage ("provider_registration_data", docs/product-rules.md#provider-registration) so a reload or a dropped connection loses
 * nothing; the password never does: it stays in this module's memory only, for the verify step. So
 * does the licence file (a file cannot be kept in storage): only its name is, so that after a reload
 * the provider is asked to choose it again.
 * The wizard and /provider/verify both use this module (the sign-up's one shared piece).
 */
import { emptyWizardForm, type RegistrationDraft, WIZARD_STEP_COUNT } from "./registration-form";

export const REGISTRATION_DRAFT_KEY = "provider_registration_data";
const STEP_KEY = "provider_registration_step";
/** Where the login and e-mail flows keep an address awaiting its code (cleared with the draft). */
const VERIFICATION_EMAIL_KEY = "verification_email";
/** The name of the licence file chosen in the wizard. */
const LICENCE_DOCUMENT_NAME_KEY = "provider_registration_licence";

let pendingPassword: string | null = null;
let pendingLicenceDocument: File | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (private mode, policy): the wizard still works, it just does not survive a reload.
    return null;
  }
}

export function saveDraft(draft: RegistrationDraft, step: number): void {
  try {
    storage()?.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
    storage()?.setItem(STEP_KEY, String(step));
  } catch {
    // Quota exceeded (a large photo): keep going without the saved copy.
  }
}

/** The saved draft, read defensively: only fields of the right type are taken, the rest start empty. */
export function loadDraft(): { draft: RegistrationDraft; step: number } | null {
  const text = storage()?.getItem(REGISTRATION_DRAFT_KEY);
  if (!text) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof saved !== "object" || saved === null) return null;
  const { password: _password, confirmPassword: _confirm, ...draft } = emptyWizardForm();
  const record = saved as Record<string, unknown>;
  for (const key of Object.keys(draft) as (keyof RegistrationDraft)[]) {
    const value = record[key];
    if (key === "workingHours") {
      if (typeof value === "object" && value !== null) draft.workingHours = { ...draft.workingHours, ...(value as RegistrationDraft["workingHours"]) };
    } else if (typeof value === typeof draft[key]) {
      (draft as Record<string, unknown>)[key] = value;
    }
  }
  const step = Number(storage()?.getItem(STEP_KEY) ?? 0);
  return { draft, step: Number.isInteger(step) && step >= 0 && step < WIZARD_STEP_COUNT ? step : 0 };
}

export function rememberPassword(password: string): void {
  pendingPassword = password;
}

/** The password chosen in the wizard, while this page has not been reloaded. */
export function rememberedPassword(): string | null {
  return pendingPassword;
}

/** The licence file to upload once the account exists (null: none, or removed). */
export function rememberLicenceDocument(file: File | null): void {
  pendingLicenceDocument = file;
  try {
    if (file) storage()?.setItem(LICENCE_DOCUMENT_NAME_KEY, file.name);
    else storage()?.removeItem(LICENCE_DOCUMENT_NAME_KEY);
  } catch {
    // Storage full or blocked: after a reload the provider is simply not reminded of the file.
  }
}

/** The licence file chosen in the wizard, while this page has not been reloaded. */
export function rememberedLicenceDocument(): File | null {
  return pendingLicenceDocument;
}

/** The name of a licence file chosen before a reload cleared it from memory, or null (none chosen, or still kept). */
export function forgottenLicenceDocumentName(): string | null {
  return pendingLicenceDocument ? null : (storage()?.getItem(LICENCE_DOCUMENT_NAME_KEY) ?? null);
}

/** After the account exists: nothing of the registration stays behind (docs/product-rules.md#provider-registration). */
export function clearRegistrationDraft(): void {
  pendingPassword = null;
  pendingLicenceDocument = null;
  storage()?.removeItem(REGISTRATION_DRAFT_KEY);
  storage()?.removeItem(STEP_KEY);
  storage()?.removeItem(LICENCE_DOCUMENT_NAME_KEY);
  try {
    localStorage.removeItem(VERIFICATION_EMAIL_KEY);
    localStorage.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // Storage unavailable: nothing was stored there.
  }
}
