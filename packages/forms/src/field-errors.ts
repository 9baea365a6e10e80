/** Which field errors a form shows (reading them is fieldErrorsFromIssues in @gh/contracts). */
import type { FieldErrors } from "@gh/contracts/errors/fields";

/** Keeps the errors of the fields in `shown` (a nested error belongs to its top-level field). */
export function errorsOfFields(errors: FieldErrors, shown: (field: string) => boolean): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => shown(key.split(".")[0]!)));
}
