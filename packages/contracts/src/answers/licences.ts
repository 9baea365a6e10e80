/**
 * Licences and NHIS: the answers' schemas (docs/product-rules.md#licences-and-nhis); only the Worker
 * loads them (screens take their types from licence-options.ts).
 */
import { z } from "zod";
import { LICENCE_DOCUMENT_TYPES, LICENCE_STATUSES, REGULATORS } from "../licence-options.ts";

const instant = () => z.string().describe("ISO 8601 instant (UTC).");

/** One uploaded licence and its review, as its provider sees it. */
export const ownLicenceSchema = z.object({
  id: z.number().int(),
  regulator: z.enum(REGULATORS),
  registrationNumber: z.string(),
  status: z.enum(LICENCE_STATUSES),
  /** The year it was approved for; null until approved. */
  validForYear: z.number().int().nullable(),
  /** Why it was rejected (what the administrator wrote); null unless rejected. */
  rejectionReason: z.string().nullable(),
  documentType: z.enum(LICENCE_DOCUMENT_TYPES),
  /** Where its provider (or an administrator) reads the document: GET /api/licences/{id}/document. */
  documentUrl: z.string(),
  uploadedAt: instant(),
  decidedAt: instant().nullable(),
});

/** GET /api/providers/licence: the provider's licence standing and their latest upload (null when none). */
export const providerLicenceSchema = z.object({
  /** The year the current licence was verified for, or null (docs/product-rules.md#licences-and-nhis). */
  licenceVerifiedFor: z.number().int().nullable(),
  latest: ownLicenceSchema.nullable(),
});

/** A licence in the administrator's verification queue: the document beside what the provider entered. */
export const adminLicenceSchema = ownLicenceSchema.extend({
  providerId: z.number().int(),
  providerName: z.string(),
  specialty: z.string(),
  /** The licence number the provider entered at registration (their profile's). */
  profileLicenseNumber: z.string(),
  licenceVerifiedFor: z.number().int().nullable(),
  sizeBytes: z.number().int(),
});

export const licenceQueueSchema = z.object({
  status: z.enum(LICENCE_STATUSES),
  items: z.array(adminLicenceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** A patient's report of an NHIS charge, as administrators read it (never public). */
export const nhisReportSchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  bookingCode: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  patientId: z.number().int().nullable(),
  patientName: z.string(),
  details: z.string(),
  visitAt: instant(),
  createdAt: instant(),
});

export const nhisReportPageSchema = z.object({
  items: z.array(nhisReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
