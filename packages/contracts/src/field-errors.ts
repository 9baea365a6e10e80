/**
 * A schema's issues as one message per form field, for every form that validates with these
 * contracts in the browser. Zod-free: it reads only the issues' paths and messages.
 */

export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Field path ("phone", "workingHours.monday") -> its message. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field path, so every field shows one clear error. */
export function fieldErrorsFromIssues(issues: readonly SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** The errors under one field ("workingHours.monday" -> { monday }), for a control that shows several. */
export function nestedErrors(errors: FieldErrors, field: string): FieldErrors {
  const prefix = `${field}.`;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(prefix)).map(([key, message]) => [key.slice(prefix.length), message]));
}
