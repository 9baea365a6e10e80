/**
 * Provider payouts (docs/product-rules.md#payouts, migration 0014): where a provider is paid (payout details), each weekly
 * transfer (payouts) and the appointments it pays (payout items). A run claims a provider's unpaid
 * appointments by inserting the payout and its items in one batch before it calls the gateway; the
 * partial unique index lets an appointment be in only one live payout, so two runs never pay it twice.
 * A failed or reversed transfer stamps its items released: the rows stay as history and the
 * appointments are free for the next run. Money moves in the ledger (ledger-schema.ts), not here.
 */
import { PAYOUT_METHODS, PAYOUT_STATUSES } from "@gh/contracts/payouts";
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { providers } from "./core-schema.ts";

export const payoutDetails = sqliteTable(
  "payout_details",
  {
    providerId: integer("provider_id")
      .primaryKey()
      .references(() => providers.id, { onDelete: "cascade" }),
    method: text("method", { enum: PAYOUT_METHODS }).notNull(),
    /** Paystack's bank_code: MTN, VOD or ATL for mobile money, the GhIPSS code for a bank. */
    bankCode: text("bank_code").notNull(),
    /** Mobile money in E.164 (+233…); a bank account number as given. */
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    /** Paystack's transfer recipient (RCP_…), made when the details were saved. */
    recipientCode: text("recipient_code").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [check("payout_details_method_check", sql`${t.method} in ('mobile_money', 'bank')`)],
);

export const payouts = sqliteTable(
  "payouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** No foreign key: the payout record outlives a deleted provider, as the ledger does. */
    providerId: integer("provider_id").notNull(),
    /** The sum of its items, set in the batch that claims them. */
    amountPesewas: integer("amount_pesewas").notNull(),
    /** Our transfer reference (pyt_…): Paystack refuses a second transfer with it, so a retry is safe. */
    reference: text("reference").notNull(),
    status: text("status", { enum: PAYOUT_STATUSES }).notNull().default("claimed"),
    recipientCode: text("recipient_code").notNull(),
    /** Paystack's TRF_… once the transfer exists. */
    transferCode: text("transfer_code"),
    failureReason: text("failure_reason"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
    /** When it succeeded, failed or was reversed. */
    settledAt: integer("settled_at", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("payouts_reference_unique").on(t.reference),
    // The provider's payout history, newest first, and their sums by status (covering).
    index("payouts_provider_idx").on(t.providerId, t.createdAt),
    index("payouts_provider_status_idx").on(t.providerId, t.status, t.amountPesewas),
    // The admin's sums by status (covering).
    index("payouts_status_idx").on(t.status, t.amountPesewas),
    // Transfers not settled yet, oldest first: what the check asks the gateway about.
    index("payouts_open_idx").on(t.updatedAt).where(sql`status in ('claimed', 'pending')`),
    check("payouts_amount_check", sql`${t.amountPesewas} >= 0`),
    check("payouts_status_check", sql`${t.status} in ('claimed', 'pending', 'success', 'failed', 'reversed')`),
  ],
);

export const payoutItems = sqliteTable(
  "payout_items",
  {
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id),
    /** No foreign key: history outlives the appointment. */
    appointmentId: integer("appointment_id").notNull(),
    amountPesewas: integer("amount_pesewas").notNull(),
    /** Set when the transfer failed or was reversed: the appointment may be claimed again. */
    releasedAt: integer("released_at", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.appointmentId] }),
    // An appointment is in at most one live payout: a second claim of it is refused.
    uniqueIndex("payout_items_live_appointment_unique").on(t.appointmentId).where(sql`released_at is null`),
    check("payout_items_amount_check", sql`${t.amountPesewas} > 0`),
  ],
);

/**
 * Running totals of the ledger's columns, kept by a trigger on every ledger insert (rows are never
 * edited or deleted, so the sums stay exact): the admin's "owed" figure without summing the ledger.
 */
export const ledgerTotals = sqliteTable("ledger_totals", {
  /** Always "all". */
  scope: text("scope").primaryKey(),
  grossPesewas: integer("gross_pesewas").notNull().default(0),
  commissionPesewas: integer("commission_pesewas").notNull().default(0),
  payoutOwedPesewas: integer("payout_owed_pesewas").notNull().default(0),
  payoutPaidPesewas: integer("payout_paid_pesewas").notNull().default(0),
  heldPesewas: integer("held_pesewas").notNull().default(0),
});

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutDetailsRow = typeof payoutDetails.$inferSelect;
