/** Licences as the API answers with them: to their provider (OwnLicence) and in the administrator's queue (AdminLicence). */
import type { AdminLicence, OwnLicence } from "@gh/contracts/licences/options";
import { providerName } from "@gh/contracts/regions";
import type { LicenceRow, QueuedLicence } from "../../db/licences.ts";

const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

/** Where its provider or an administrator reads the document: never the R2 key. */
export const licenceDocumentUrl = (id: number) => `/api/licences/${id}/document`;

export function toOwnLicence(licence: LicenceRow): OwnLicence {
  return {
    id: licence.id,
    regulator: licence.regulator,
    registrationNumber: licence.registrationNumber,
    status: licence.status,
    validForYear: licence.validForYear,
    rejectionReason: licence.rejectionReason,
    documentType: licence.contentType,
    documentUrl: licenceDocumentUrl(licence.id),
    uploadedAt: new Date(licence.uploadedAt).toISOString(),
    decidedAt: iso(licence.decidedAt),
  };
}

export function toAdminLicence(row: QueuedLicence): AdminLicence {
  return {
    ...toOwnLicence(row.licence),
    providerId: row.licence.providerId,
    providerName: providerName({ title: row.title, user: { firstName: row.firstName, lastName: row.lastName } }),
    specialty: row.specialtyId,
    profileLicenseNumber: row.licenseNumber,
    licenceVerifiedFor: row.licenceVerifiedFor,
    sizeBytes: row.licence.sizeBytes,
  };
}
