/**
 * Refunds (docs/product-rules.md#refunds, migration 0013): one row per payment given back, whatever is retried (the payment
 * reference is unique). The row is written with the cancellation that causes it (same D1 batch); the
 * gateway is asked after, and its answer or webhook moves the row; when it is processed, the ledger's
 * refund row is written in the same batch (edge-api/src/money/refunds.ts). No foreign keys: like the
 * ledger, a refund outlives the appointment and the provider. The split it reverses (commission,
 * payout, held) is copied at creation, since the appointment may be gone when the money goes back.
 */
import { REFUND_REASONS, REFUND_STATUSES } from "@gh/contracts/refunds";
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Our own reference, rfd_<payment reference>: the ledger's source_ref, and the gateway's merchant note. */
    reference: text("reference").notNull(),
    /** The gateway transaction given back: the booking's transaction_id, or a held payment's reference. */
    paymentReference: text("payment_reference").notNull(),
    appointmentId: integer("appointment_id").notNull(),
    providerId: integer("provider_id"),
    patientId: integer("patient_id"),
    amountPesewas: integer("amount_pesewas").notNull(),
    /** What the refund takes back from each part of the charge's split (positive numbers). */
    commissionPesewas: integer("commission_pesewas").notNull().default(0),
    payoutPesewas: integer("payout_pesewas").notNull().default(0),
    heldPesewas: integer("held_pesewas").notNull().default(0),
    reason: text("reason", { enum: REFUND_REASONS }).notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    /** Which gateway was asked (null until one was). */
    gateway: text("gateway", { enum: ["paystack", "sandbox"] }),
    gatewayRefundId: text("gateway_refund_id"),
    failureReason: text("failure_reason"),
    attempts: integer("attempts").notNull().default(0),
    /** When the latest attempt to ask the gateway began: a claim, so two callers never ask at once. */
    attemptStartedAt: integer("attempt_started_at", { mode: "number" }),
    /** When the gateway accepted the request; null while it has not (yet). */
    requestedAt: integer("requested_at", { mode: "number" }),
    processedAt: integer("processed_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    // At most one refund per payment, whatever is retried.
    uniqueIndex("refunds_payment_reference_unique").on(t.paymentReference),
    uniqueIndex("refunds_reference_unique").on(t.reference),
    index("refunds_appointment_idx").on(t.appointmentId),
    // A patient's refunds for My Appointments; the admin's list by status, newest first.
    index("refunds_patient_idx").on(t.patientId, t.createdAt),
    index("refunds_status_idx").on(t.status, t.createdAt),
    check("refunds_status_check", sql`${t.status} in ('pending', 'processed', 'failed')`),
    check("refunds_amount_check", sql`${t.amountPesewas} > 0 and ${t.amountPesewas} = ${t.commissionPesewas} + ${t.payoutPesewas} + ${t.heldPesewas}`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
