/** A provider's seeded licence history as `licences` rows, each with its sample document for the LICENCES bucket. */
import { DEMO_USER_IDS } from "./accounts.ts";
import type { LicenceHistory } from "./licence-history.ts";
import { licenceDocument } from "./licence-documents.ts";
import type { Random } from "./random.ts";
import type { LicenceObject, LicenceRow, ProviderRow } from "./rows.ts";

/** A version 4 UUID from the seeded stream, as the Worker's crypto.randomUUID would give: the seed stays the same on every run. */
export function seededUuid(random: Random): string {
  const bytes = random.bytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Rows numbered from `firstId`; every decision is the demo administrator's. */
export function licenceRows(
  random: Random,
  input: { provider: ProviderRow; holderName: string; history: LicenceHistory; firstId: number },
): { rows: LicenceRow[]; objects: LicenceObject[] } {
  const { provider } = input;
  if (!provider.regulator) throw new Error(`provider ${provider.id} has no regulator`);
  const regulator = provider.regulator;
  const rows: LicenceRow[] = [];
  const objects: LicenceObject[] = [];
  input.history.uploads.forEach((upload, index) => {
    const key = seededUuid(random);
    const document = licenceDocument(upload.format, {
      regulator, registrationNumber: provider.license_number, holderName: input.holderName, year: upload.documentYear,
    });
    objects.push({ key, contentType: document.contentType, bytes: document.bytes });
    rows.push({
      id: input.firstId + index,
      provider_id: provider.id,
      regulator,
      registration_number: provider.license_number,
      r2_key: key,
      content_type: document.contentType,
      size_bytes: document.bytes.length,
      status: upload.status,
      valid_for_year: upload.validForYear,
      rejection_reason: upload.rejectionReason,
      decided_by: upload.decidedAt === null ? null : DEMO_USER_IDS.admin,
      decided_at: upload.decidedAt,
      uploaded_at: upload.uploadedAt,
    });
  });
  return { rows, objects };
}
