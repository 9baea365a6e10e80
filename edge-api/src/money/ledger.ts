/**
 * Writing to the money ledger (db/ledger-schema.ts). Charges are written by the database itself
 * (migration 0012's triggers); refunds and payouts come through here, as statements to put in the
 * same D1 batch as the change of status they record, so a movement and its ledger row land together.
 * A movement recorded twice (a retried webhook) writes nothing the second time.
 */
import type { Database } from "../db/client.ts";
import { ledgerEntries, type LedgerKind } from "../db/ledger-schema.ts";

export interface LedgerMovement {
  kind: LedgerKind;
  appointmentId: number;
  providerId: number | null;
  sourceRef: string;
  /** Signed: money in is positive. Must equal the sum of the four parts below. */
  grossPesewas: number;
  commissionPesewas?: number;
  payoutOwedPesewas?: number;
  payoutPaidPesewas?: number;
  heldPesewas?: number;
  at: number;
}

/** The insert for one movement, for a db.batch([...]); a repeat of the same movement does nothing. */
export function recordMovement(db: Database, { at, ...movement }: LedgerMovement) {
  return db
    .insert(ledgerEntries)
    .values({ ...movement, createdAt: at })
    .onConflictDoNothing({ target: [ledgerEntries.kind, ledgerEntries.sourceRef, ledgerEntries.appointmentId] });
}
