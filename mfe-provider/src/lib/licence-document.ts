/**
 * The licence file's check in the browser, for convenience only (the API decides by the file's first
 * bytes, docs/product-rules.md#licences-and-nhis): a PDF, JPG or PNG of at most 5 MB, so a phone does
 * not send a large file only to have it refused.
 */
import { LICENCE_DOCUMENT_MAX_BYTES, LICENCE_DOCUMENT_TYPES } from "@gh/contracts/licences/options";
import { msg } from "./i18n";

/** The API's own words for the same problems, so the browser and the server say one thing. */
export const LICENCE_DOCUMENT_TEXTS = {
  missing: msg("Choose the file of your licence: a PDF, JPG or PNG."),
  tooLarge: msg("Your licence file must be 5 MB or smaller."),
  wrongType: msg("Your licence must be a PDF, JPG or PNG file."),
} as const;

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** What is wrong with `file` as a licence, or null (its kind read from its declared type, else its name; an empty file is no licence either). */
export function licenceDocumentProblem(file: File): string | null {
  const declared = (LICENCE_DOCUMENT_TYPES as readonly string[]).includes(file.type);
  if ((!declared && !EXTENSIONS.test(file.name)) || file.size === 0) return LICENCE_DOCUMENT_TEXTS.wrongType;
  if (file.size > LICENCE_DOCUMENT_MAX_BYTES) return LICENCE_DOCUMENT_TEXTS.tooLarge;
  return null;
}
