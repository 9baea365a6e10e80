/**
 * How the licence verification queue reads its address and a licence (docs/product-rules.md#licences-and-nhis):
 * which list and page (in the URL, so Back and a shared link land on the same licences), the years an
 * administrator may approve for, and the document's kind and size in words.
 */
import { LICENCE_STATUSES, type LicenceDocumentType, type LicenceStatus } from "@gh/contracts/licences/options";
import { msg, t } from "@gh/i18n";

/** Each list's name (English: shown with t()). */
export const LICENCE_STATUS_LABELS: Record<LicenceStatus, string> = {
  // translators: the list of licences waiting for an administrator's review
  pending: msg("Pending"),
  // translators: the list of licences an administrator approved
  approved: msg("Approved"),
  // translators: the list of licences an administrator rejected
  rejected: msg("Rejected"),
};

/** Each list's heading, what it says when empty and its pages' name (English: shown with t()). */
export const QUEUE_TEXTS: Record<LicenceStatus, { heading: string; empty: string; pages: string }> = {
  pending: { heading: msg("Licences waiting for review"), empty: msg("No licences are waiting for review."), pages: msg("Pending licences pages") },
  approved: { heading: msg("Approved licences"), empty: msg("No licence has been approved yet."), pages: msg("Approved licences pages") },
  rejected: { heading: msg("Rejected licences"), empty: msg("No licence has been rejected yet."), pages: msg("Rejected licences pages") },
};

export function readLicenceStatus(params: URLSearchParams): LicenceStatus {
  const wanted = params.get("status");
  return (LICENCE_STATUSES as readonly string[]).includes(wanted ?? "") ? (wanted as LicenceStatus) : "pending";
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The queue's address: pending and page 1 are the defaults, left out. */
export function queueParams(status: LicenceStatus, page = 1): Record<string, string> {
  return { ...(status === "pending" ? {} : { status }), ...(page > 1 ? { page: String(page) } : {}) };
}

/** The document's format as people name it; the same in every language. */
const DOCUMENT_KINDS: Record<LicenceDocumentType, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
};

export function documentKind(type: LicenceDocumentType): string {
  return DOCUMENT_KINDS[type];
}

export function isImage(type: LicenceDocumentType): boolean {
  return type !== "application/pdf";
}

const KB = 1024;
const MB = 1024 * KB;

/** "840 KB", "1.2 MB" (at most 5 MB), in the page's language. */
export function documentSize(bytes: number): string {
  if (bytes >= MB) return t("{size} MB", { size: (Math.round((bytes / MB) * 10) / 10).toFixed(1) });
  return t("{size} KB", { size: Math.max(1, Math.round(bytes / KB)) });
}

/** A licence number as written, without the spaces, dashes and slashes people vary: to see whether two are the same. */
function comparable(number: string): string {
  return number.toUpperCase().replace(/[\s\-/.]/g, "");
}

/** Whether the registration number sent with the licence differs from the licence number on the profile (worth a second look). */
export function numbersDiffer(registrationNumber: string, profileLicenseNumber: string): boolean {
  return profileLicenseNumber.trim() !== "" && comparable(registrationNumber) !== comparable(profileLicenseNumber);
}
