/** What the shell's forms do with field errors beyond reading them (fieldErrorsFromIssues is in @gh/contracts). */
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { t } from "@gh/i18n";

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * A field's error in the page's language, worked out as the form draws it (so a change of language
 * changes it too): a schema's message (English, marked in @gh/contracts), the form's own, or the API's.
 */
export function errorText(message: string | null | undefined): string | undefined {
  return message ? t(message) : undefined;
}

/** Every field's error in the page's language (errorText). */
export function errorTexts(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, errorText(message)]));
}

/** Focuses the first control marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
