/**
 * The signed-in provider's licence (docs/product-rules.md#licences-and-nhis): GET /api/providers/licence
 * (their standing and latest upload) and POST /api/providers/licence, an upload sent as
 * multipart/form-data (the file in `document` beside `regulator` and `registrationNumber`). The typed
 * client sends JSON only, so the upload is one fetch made like its calls: cookies sent (the browser
 * adds the page's Origin, which the API checks on every change) and any non-2xx answer raised as the
 * client's ApiError, so screens read it with readApiProblem as they read every other failure.
 */
import { ApiError, type ApiAnswer } from "@gh/api-client";
import type { ApiErrorBody } from "@gh/contracts/errors";
import type { Regulator } from "@gh/contracts/licences/options";
import { useQuery } from "@gh/query";

export const OWN_LICENCE_KEY = ["/api/providers/licence"] as const;

export type OwnLicenceAnswer = ApiAnswer<"GET /api/providers/licence">;
export type UploadedLicence = ApiAnswer<"POST /api/providers/licence">;

/** The provider's standing and latest upload; `enabled: false` leaves it unasked (the dashboard asks only when the licence needs attention). */
export function useOwnLicence({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<OwnLicenceAnswer>({ queryKey: OWN_LICENCE_KEY, enabled });
}

export interface LicenceUpload {
  regulator: Regulator;
  /** The registration number on the licence (the profile's licence number). */
  registrationNumber: string;
  document: File;
}

function errorBody(text: string): ApiErrorBody | null {
  try {
    const value = JSON.parse(text) as Partial<ApiErrorBody>;
    return typeof value?.error?.message === "string" ? (value as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** Uploads a licence for an administrator to check; resolves with the upload (waiting for review). */
export async function uploadLicence({ regulator, registrationNumber, document }: LicenceUpload): Promise<UploadedLicence> {
  const form = new FormData();
  form.append("regulator", regulator);
  form.append("registrationNumber", registrationNumber);
  form.append("document", document, document.name);
  // No Content-Type: the browser writes multipart/form-data with its boundary.
  const response = await fetch("/api/providers/licence", { method: "POST", credentials: "include", headers: { Accept: "application/json" }, body: form });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, errorBody(text));
  return JSON.parse(text) as UploadedLicence;
}
