/**
 * The money ledger (docs/decisions/0005-money-ledger.md, migration 0012): one row for each movement of money about an
 * appointment. Never edited or deleted (triggers refuse it); no foreign keys, so it outlives the
 * appointment and the provider. Each row splits its gross amount (a check holds it):
 * gross = commission + payout owed + payout paid + held. Signs say which way money moved: a charge
 * is positive, a refund negative; a payout moves the provider's share from owed to paid.
 * Charges are written by triggers whenever a booking becomes paid (and, held, when a payment could
 * not pay its booking); refunds and payouts by edge-api/src/money.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const LEDGER_KINDS = ["charge", "refund", "payout", "payout_reversal"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    appointmentId: integer("appointment_id").notNull(),
    providerId: integer("provider_id"),
    /**
     * What moved the money, unique with kind and appointment: `apt_<id>` for a booking's charge, the
     * payment reference for a held one, the refund's or payout's own reference.
     */
    sourceRef: text("source_ref").notNull(),
    grossPesewas: integer("gross_pesewas").notNull(),
    commissionPesewas: integer("commission_pesewas").notNull().default(0),
    payoutOwedPesewas: integer("payout_owed_pesewas").notNull().default(0),
    payoutPaidPesewas: integer("payout_paid_pesewas").notNull().default(0),
    heldPesewas: integer("held_pesewas").notNull().default(0),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("ledger_entries_movement_unique").on(t.kind, t.sourceRef, t.appointmentId),
    index("ledger_entries_appointment_idx").on(t.appointmentId),
    index("ledger_entries_provider_idx").on(t.providerId, t.createdAt),
    check("ledger_entries_kind_check", sql`${t.kind} in ('charge', 'refund', 'payout', 'payout_reversal')`),
    check(
      "ledger_entries_split_check",
      sql`${t.grossPesewas} = ${t.commissionPesewas} + ${t.payoutOwedPesewas} + ${t.payoutPaidPesewas} + ${t.heldPesewas}`,
    ),
  ],
);

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
