/** A schema's issues as one message per field, keyed by the field's path ("phone", "workingHours.monday"). */

export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each path, so every field shows one clear error. */
export function fieldErrorsFromIssues(issues: readonly SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** The errors under one field ("workingHours.monday" -> { monday }), for a control that shows several. */
export function nestedErrors(errors: FieldErrors, field: string): Partial<Record<string, string>> {
  const prefix = `${field}.`;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(prefix)).map(([key, message]) => [key.slice(prefix.length), message]));
}

/** Keeps the errors of the fields in `shown` (a nested error belongs to its top-level field). */
export function errorsOfFields(errors: FieldErrors, shown: (field: string) => boolean): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => shown(key.split(".")[0]!)));
}
