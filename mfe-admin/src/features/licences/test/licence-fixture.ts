/** Licences as GET /api/admin/licences answers them, for the verification queue's tests: waiting for review unless told. */
import type { AdminLicence, LicenceQueue, LicenceStatus } from "@gh/contracts/licences/options";

export const adminLicence = (id: number, overrides: Partial<AdminLicence> = {}): AdminLicence => ({
  id,
  regulator: "mdc",
  registrationNumber: "MDC/RN/10442",
  status: "pending",
  validForYear: null,
  rejectionReason: null,
  documentType: "image/jpeg",
  documentUrl: `/api/licences/${id}/document`,
  uploadedAt: "2026-11-18T09:40:00.000Z",
  decidedAt: null,
  providerId: 7,
  providerName: "Dr. Kwame Mensah",
  specialty: "cardiology",
  profileLicenseNumber: "MDC/RN/10442",
  licenceVerifiedFor: null,
  sizeBytes: 860_160,
  ...overrides,
});

export const licenceQueue = (status: LicenceStatus, items: AdminLicence[], overrides: Partial<LicenceQueue> = {}): LicenceQueue => ({
  status,
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  ...overrides,
});
