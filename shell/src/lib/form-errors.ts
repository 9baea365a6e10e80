/** What the shell's forms do with field errors beyond reading them (fieldErrorsFromIssues is in @gh/contracts). */
import type { FieldErrors } from "@gh/contracts/errors/fields";

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Focuses the first control marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
