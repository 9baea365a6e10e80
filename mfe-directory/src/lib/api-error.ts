/** The directory's reads of a failed call, on @gh/api-client's shape-based reader (works across areas). */
import { readApiProblem } from "@gh/api-client";

/** The HTTP status of a failed call, or null for other failures (offline, a bug). */
export function errorStatus(error: unknown): number | null {
  return readApiProblem(error).status;
}

/** The API's field messages of a validation failure (400 validation_failed). */
export function errorFields(error: unknown): Record<string, string> {
  return readApiProblem(error).fields;
}

/** The API's own message (`error.message`), when it sent one. */
export function errorMessage(error: unknown): string | undefined {
  return readApiProblem(error).message ?? undefined;
}
