/** Turns a zod schema's issues (from @gh/contracts) into one message per form field. */

export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field, so every field shows one clear error. */
export function fieldErrorsFromIssues(issues: readonly SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Focuses the first control marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
