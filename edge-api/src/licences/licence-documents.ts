/**
 * Licence documents (docs/product-rules.md#licences-and-nhis): a PDF, JPEG or PNG of at most 5 MB,
 * its type decided by its first bytes (never by its name or the type the browser declared, so a
 * renamed .exe is refused), kept in the private LICENCES bucket under a random key that says nothing
 * of its provider. Only the Worker reads them back, for their provider and administrators.
 */
import { LICENCE_DOCUMENT_MAX_BYTES, type LicenceDocumentType } from "@gh/contracts/licences/options";
import { msg } from "@gh/contracts/msg";
import type { Bindings } from "../env.ts";
import { AppError } from "../http/errors.ts";

export const LICENCE_DOCUMENT_MESSAGES = {
  wrongType: msg("Your licence must be a PDF, JPG or PNG file."),
  tooLarge: msg("Your licence file must be 5 MB or smaller."),
} as const;

/** The longest signature read: PNG's eight bytes. */
const SIGNATURE_BYTES = 8;
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** The document type its first bytes say; null for anything else (an .exe, text, an empty file, a WebP). */
export function sniffLicenceDocumentType(bytes: Uint8Array): LicenceDocumentType | null {
  // "%PDF-"
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  return null;
}

const documentProblem = (status: 400 | 413, message: string) => new AppError(status, status === 413 ? "payload_too_large" : "validation_failed", message, { document: message });

/** A document that passed the checks, ready to store. */
export interface CheckedLicenceDocument {
  file: File;
  type: LicenceDocumentType;
}

/** Checks an uploaded file without storing it: 413 over 5 MB, 400 (field `document`) for any other type or an empty file. */
export async function checkLicenceDocument(file: File): Promise<CheckedLicenceDocument> {
  if (file.size > LICENCE_DOCUMENT_MAX_BYTES) throw documentProblem(413, LICENCE_DOCUMENT_MESSAGES.tooLarge);
  const type = sniffLicenceDocumentType(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
  if (!type) throw documentProblem(400, LICENCE_DOCUMENT_MESSAGES.wrongType);
  return { file, type };
}

/** Stores a checked document under a new random key and returns the key. */
export async function storeLicenceDocument(env: Pick<Bindings, "LICENCES">, document: CheckedLicenceDocument): Promise<string> {
  const key = crypto.randomUUID();
  await env.LICENCES.put(key, await document.file.arrayBuffer(), { httpMetadata: { contentType: document.type } });
  return key;
}

/** Deletes stored documents; never throws (a leftover private object harms no one, and is logged). */
export async function deleteLicenceDocuments(env: Pick<Bindings, "LICENCES">, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await env.LICENCES.delete([...keys]);
  } catch (error) {
    console.error("Licence documents not deleted", keys, error);
  }
}
