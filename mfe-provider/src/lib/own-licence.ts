/**
 * The signed-in provider's licence (docs/product-rules.md#licences-and-nhis): GET /api/providers/licence
 * (their standing and latest upload) and POST /api/providers/licence, an upload sent as
 * multipart/form-data (the file in `document` beside `regulator` and `registrationNumber`).
 */
import { callApi, type ApiAnswer } from "@gh/api-client";
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

/** Uploads a licence for an administrator to check; resolves with the upload (waiting for review). */
export function uploadLicence({ regulator, registrationNumber, document }: LicenceUpload): Promise<UploadedLicence> {
  const form = new FormData();
  form.append("regulator", regulator);
  form.append("registrationNumber", registrationNumber);
  form.append("document", document, document.name);
  return callApi("POST /api/providers/licence", { form });
}
