/**
 * Licences and NHIS reports (docs/product-rules.md#licences-and-nhis).
 *
 * `licences`: every licence document a provider uploaded, kept privately in R2 under `r2_key` (a
 * random key, never derived from the provider), with its review: pending, approved for a year, or
 * rejected with the reason the provider was told. The provider's standing (providers.licence_verified_for,
 * is_verified) follows from the approvals.
 *
 * `nhis_reports`: a patient's report that they were charged for an NHIS-covered service on a completed
 * visit, one per appointment, read by administrators only.
 */
import { LICENCE_DOCUMENT_TYPES, LICENCE_STATUSES, REGULATORS } from "@gh/contracts/licences/options";
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { appointments, providers, users } from "./core-schema.ts";

export const licences = sqliteTable(
  "licences",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    providerId: integer("provider_id").notNull().references(() => providers.id, { onDelete: "cascade" }),
    regulator: text("regulator", { enum: REGULATORS }).notNull(),
    registrationNumber: text("registration_number").notNull(),
    /** Where the document is in the private bucket: random, so no one can guess another's. */
    r2Key: text("r2_key").notNull(),
    /** Decided from the file's first bytes. */
    contentType: text("content_type", { enum: LICENCE_DOCUMENT_TYPES }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    status: text("status", { enum: LICENCE_STATUSES }).notNull().default("pending"),
    /** The year an administrator approved it for. */
    validForYear: integer("valid_for_year"),
    rejectionReason: text("rejection_reason"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "number" }),
    uploadedAt: integer("uploaded_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    // The verification queue: one status, oldest upload first, a page at a time.
    index("licences_status_idx").on(t.status, t.uploadedAt, t.id),
    // A provider's uploads, newest first; and the 1 January run's "approved for the new year" lookup.
    index("licences_provider_idx").on(t.providerId, t.uploadedAt),
    index("licences_approved_year_idx").on(t.validForYear, t.providerId).where(sql`status = 'approved'`),
  ],
);

export type LicenceRow = typeof licences.$inferSelect;

export const nhisReports = sqliteTable(
  "nhis_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    appointmentId: integer("appointment_id").notNull().references(() => appointments.id, { onDelete: "cascade" }),
    patientId: integer("patient_id").references(() => users.id, { onDelete: "set null" }),
    providerId: integer("provider_id").notNull().references(() => providers.id, { onDelete: "cascade" }),
    details: text("details").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [uniqueIndex("nhis_reports_appointment_unique").on(t.appointmentId), index("nhis_reports_created_idx").on(t.createdAt, t.id)],
);

export type NhisReportRow = typeof nhisReports.$inferSelect;
