/**
 * A provider's licence upload (docs/product-rules.md#licences-and-nhis), nothing half-written: the
 * checked document goes to R2 first, then its row (and the provider's regulator) to D1 in one batch;
 * if the batch fails the new object is deleted, and once it is saved the documents of the upload it
 * replaced are.
 */
import type { Regulator } from "@gh/contracts/licences/options";
import type { Database } from "../db/client.ts";
import { recordLicenceUpload, type LicenceRow } from "../db/licences.ts";
import type { Bindings } from "../env.ts";
import { deleteLicenceDocuments, storeLicenceDocument, type CheckedLicenceDocument } from "./licence-documents.ts";

export interface LicenceUploadInput {
  providerId: number;
  regulator: Regulator;
  registrationNumber: string;
  document: CheckedLicenceDocument;
}

export async function uploadLicence(env: Pick<Bindings, "LICENCES">, db: Database, input: LicenceUploadInput, now = Date.now()): Promise<LicenceRow> {
  const { document, ...fields } = input;
  const r2Key = await storeLicenceDocument(env, document);
  let saved: Awaited<ReturnType<typeof recordLicenceUpload>>;
  try {
    saved = await recordLicenceUpload(db, { ...fields, r2Key, contentType: document.type, sizeBytes: document.file.size }, now);
  } catch (error) {
    await deleteLicenceDocuments(env, [r2Key]);
    throw error;
  }
  await deleteLicenceDocuments(env, saved.replacedKeys);
  return saved.licence;
}
