/**
 * Licences and NHIS: the calls' inputs (docs/product-rules.md#licences-and-nhis), shared by the API,
 * which enforces them, and the screens, which show the same messages as typed.
 */
import { z } from "zod";
import { LICENCE_STATUSES, NHIA_ACCREDITATION_MAX_LENGTH, NHIS_REPORT_MAX_LENGTH, REGISTRATION_NUMBER_MAX_LENGTH, REGULATORS, REJECTION_REASON_MAX_LENGTH } from "./licence-options.ts";
import { msg } from "./msg.ts";

export const regulatorField = () => z.enum(REGULATORS, { message: msg("Choose the regulator that issued your licence") });

export const registrationNumberField = () =>
  z
    .string({ message: msg("Registration number is required") })
    .trim()
    .min(1, msg("Registration number is required"))
    .max(REGISTRATION_NUMBER_MAX_LENGTH, msg("Must be at most 50 characters"));

/**
 * POST /api/providers/licence, as multipart form fields beside the `document` file (PDF, JPG or PNG,
 * at most 5 MB: checked by the server from the file's first bytes).
 */
export const licenceUploadFieldsSchema = z.object({
  regulator: regulatorField(),
  registrationNumber: registrationNumberField(),
});
export type LicenceUploadFields = z.infer<typeof licenceUploadFieldsSchema>;

/** POST /api/admin/licences/{id}/approve: the year the licence is valid for (this year, or next year from 1 December). */
export const licenceApprovalSchema = z.object({
  year: z.number({ message: msg("Choose the year the licence is valid for") }).int(msg("Choose the year the licence is valid for")),
});

/** POST /api/admin/licences/{id}/reject: the reason the provider is told. */
export const licenceRejectionSchema = z.object({
  reason: z
    .string({ message: msg("Say why the licence is rejected") })
    .trim()
    .min(1, msg("Say why the licence is rejected"))
    .max(REJECTION_REASON_MAX_LENGTH, msg("Must be at most 500 characters")),
});

/** GET /api/admin/licences?status=&page= (the verification queue: pending first by default). */
export const licenceQueueQuerySchema = z.object({
  status: z.enum(LICENCE_STATUSES, { message: msg("Unknown licence status") }).default("pending"),
  page: z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(5000, msg("Page is too far")).default(1),
});

/** The provider's NHIS facts, as Edit Profile and registration send them. */
export const nhisFieldsSchema = z.object({
  acceptsNhis: z.boolean({ message: msg("Choose yes or no") }),
  nhiaAccreditationNumber: z
    .string()
    .trim()
    .max(NHIA_ACCREDITATION_MAX_LENGTH, msg("Must be at most 50 characters"))
    .nullish()
    .transform((value) => value || null),
});

/** POST /api/nhis-reports {appointmentId, details}: a patient says they were charged for an NHIS-covered service. */
export const nhisReportSchema = z.object({
  details: z
    .string({ message: msg("Say what you were charged for") })
    .trim()
    .min(1, msg("Say what you were charged for"))
    .max(NHIS_REPORT_MAX_LENGTH, msg("Must be at most 1000 characters")),
});

/** GET /api/nhis-reports?page= (administrators) */
export const nhisReportsQuerySchema = z.object({
  page: z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(5000, msg("Page is too far")).default(1),
});
