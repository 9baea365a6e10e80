/**
 * The payout figures people read: a provider's earnings (pending, processing, paid out, the next run,
 * a page of payouts with their appointments) and the admin revenue page's payouts made, failed and
 * owed. Summed in pesewas, shown in cedis.
 */
import { pesewasToCedis } from "@gh/contracts/money";
import { nextPayoutDate, PROVIDER_PAYOUTS_PAGE_SIZE, type PayoutAppointment, type PayoutTotals, type ProviderEarnings } from "@gh/contracts/payouts";
import type { Database } from "../db/client.ts";
import { earningsRows, itemsOfPayouts, payoutTotalsRows } from "./payout-store.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function providerEarnings(db: Database, providerId: number, page: number, now = Date.now()): Promise<ProviderEarnings> {
  const rows = await earningsRows(db, providerId, page);
  const items = await itemsOfPayouts(db, rows.page.map((payout) => payout.id));
  const appointmentsOf = new Map<number, PayoutAppointment[]>();
  for (const item of items) {
    const list = appointmentsOf.get(item.payout_id) ?? [];
    list.push({ appointmentId: item.appointment_id, startsAt: iso(item.starts_at), patientName: item.patient_name, amount: pesewasToCedis(item.amount_pesewas) });
    appointmentsOf.set(item.payout_id, list);
  }
  const sum = (...statuses: ("claimed" | "pending" | "success")[]) => statuses.reduce((total, status) => total + (rows.byStatus.get(status) ?? 0), 0);
  return {
    pending: pesewasToCedis(rows.pendingPesewas),
    processing: pesewasToCedis(sum("claimed", "pending")),
    paidOut: pesewasToCedis(sum("success")),
    nextPayoutDate: nextPayoutDate(now),
    hasPayoutDetails: rows.hasDetails,
    payouts: {
      items: rows.page.map((payout) => ({
        id: payout.id,
        reference: payout.reference,
        amount: pesewasToCedis(payout.amountPesewas),
        status: payout.status,
        failureReason: payout.failureReason,
        createdAt: new Date(payout.createdAt).toISOString(),
        settledAt: iso(payout.settledAt),
        appointments: appointmentsOf.get(payout.id) ?? [],
      })),
      total: rows.total,
      page,
      pageSize: PROVIDER_PAYOUTS_PAGE_SIZE,
    },
  };
}

/** For the admin revenue page (GET /api/admin/revenue): payouts made, failed and owed. */
export async function payoutTotals(db: Database): Promise<PayoutTotals> {
  const { byStatus, ledger } = await payoutTotalsRows(db);
  const of = (status: string) => byStatus.find((row) => row.status === status);
  const failed = [of("failed"), of("reversed")];
  return {
    paid: pesewasToCedis(of("success")?.amount ?? 0),
    failed: pesewasToCedis(failed.reduce((total, row) => total + (row?.amount ?? 0), 0)),
    failedCount: failed.reduce((total, row) => total + (row?.count ?? 0), 0),
    owed: pesewasToCedis(ledger?.payoutOwedPesewas ?? 0),
    processing: pesewasToCedis((of("claimed")?.amount ?? 0) + (of("pending")?.amount ?? 0)),
  };
}
