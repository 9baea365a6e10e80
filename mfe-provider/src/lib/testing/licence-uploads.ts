/**
 * For DOM tests of the licence: an upload as the API answers it, and a fake of
 * POST /api/providers/licence that sits in front of the test-support fakeApi (call it after fakeApi,
 * which reads bodies as JSON): it answers the multipart upload, records the form's fields and file,
 * and hands every other call on to fakeApi.
 */
import type { OwnLicence } from "@gh/contracts/licences/options";
import { vi } from "vitest";

/** A licence uploaded on 20 November 2026, waiting for review, unless `overrides` say otherwise. */
export const ownLicence = (overrides: Partial<OwnLicence> = {}): OwnLicence => ({
  id: 31,
  regulator: "mdc",
  registrationNumber: "MDC/RN/12345",
  status: "pending",
  validForYear: null,
  rejectionReason: null,
  documentType: "application/pdf",
  documentUrl: "/api/licences/31/document",
  uploadedAt: "2026-11-20T08:00:00.000Z",
  decidedAt: null,
  ...overrides,
});

export interface LicenceUploadCall {
  /** "include": the session cookie went with it. */
  credentials: RequestCredentials | undefined;
  regulator: FormDataEntryValue | null;
  registrationNumber: FormDataEntryValue | null;
  document: File | null;
}

type Answer = [status: number, body?: unknown];

/** Answers POST /api/providers/licence with `answer(upload)`; returns the uploads received. */
export function fakeLicenceUploads(answer: (upload: LicenceUploadCall) => Answer | Promise<Answer>) {
  const uploads: LicenceUploadCall[] = [];
  const otherCalls = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (init.method !== "POST" || String(input) !== "/api/providers/licence") return otherCalls(input, init);
      if (!(init.body instanceof FormData)) throw new Error("The licence must be sent as multipart/form-data");
      const form = init.body;
      const document = form.get("document");
      const upload = { credentials: init.credentials, regulator: form.get("regulator"), registrationNumber: form.get("registrationNumber"), document: document instanceof File ? document : null };
      uploads.push(upload);
      const [status, body] = await answer(upload);
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return uploads;
}
