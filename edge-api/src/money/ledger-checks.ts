/**
 * The ledger's reconciliation rules (docs/decisions/0005-money-ledger.md and docs/product-rules.md#ledger) as plain SQL, shared by the Worker
 * (reconcile.ts, a test) and `npm run ledger:check` (scripts/ledger-check.ts, through wrangler), so
 * both run exactly the same checks. Runtime-free on purpose: no Worker types, no drizzle.
 *
 * Every statement groups or joins in SQL along an index (the ledger by appointment or by its movement
 * key, refunds and payouts by reference, appointments by id or payment status): nothing walks rows in
 * JavaScript, so the check holds at 100,000 providers. A problem statement answers at most
 * PROBLEMS_PER_CHECK rows of (rule, appointment_id, reference, detail).
 */

/** The rules a problem can break. */
export const LEDGER_RULES = {
  appointment_balance: "per appointment, charges - refunds = commission + payout owed + payout paid + held",
  negative_part: "per appointment, no part (commission, payout owed, payout paid, held) is negative",
  over_refunded: "per appointment, no more is refunded than was charged",
  refunded_visit_keeps_money: "a visit refunded in full keeps no commission and owes or pays its provider nothing",
  held_without_refund: "money held for an appointment equals what its pending or failed refunds will give back",
  booking_charge: "each paid appointment has one charge of its fee split as fixed at booking, and only paid ones do",
  stray_charge: "a charge is either a booking's (apt_<id>) or a payment held whole for a refund",
  payment_not_in_ledger: "every successful payment is a charge in the ledger",
  refund_ledger: "a processed refund has exactly one ledger row of its amount and split; a pending or failed one has none",
  stray_refund_row: "every ledger refund row is a processed refund of that appointment",
  payout_row_split: "a payout row moves a provider's share between owed and paid, nothing else",
  payout_ledger: "a successful payout has exactly its items' payout rows; failed or unsettled ones moved nothing; reversed ones net to zero",
  payout_amount: "a payout's amount is the sum of its items",
  payout_item_released: "the items of a failed or reversed payout are released for the next run",
  running_totals: "ledger_totals equals the sum of the ledger",
  revenue_figures: "the ledger's totals match the admin revenue page",
} as const;

export type LedgerRule = keyof typeof LEDGER_RULES;

export interface LedgerProblem {
  rule: LedgerRule;
  appointmentId: number | null;
  reference: string | null;
  detail: string;
}

export const PROBLEMS_PER_CHECK = 100;
const LIMIT = `LIMIT ${PROBLEMS_PER_CHECK}`;

/** Per appointment, from the ledger alone (ledger_entries_appointment_idx orders the grouping). */
const APPOINTMENT_SUMS = `
WITH per AS MATERIALIZED (
  SELECT appointment_id AS id,
    sum(CASE WHEN kind = 'charge' THEN gross_pesewas ELSE 0 END) AS charged,
    sum(CASE WHEN kind = 'refund' THEN -gross_pesewas ELSE 0 END) AS refunded,
    sum(CASE WHEN kind = 'refund' AND held_pesewas = 0 THEN 1 ELSE 0 END) AS booking_refunds,
    sum(commission_pesewas) AS commission, sum(payout_owed_pesewas) AS owed,
    sum(payout_paid_pesewas) AS paid, sum(held_pesewas) AS held
  FROM ledger_entries GROUP BY appointment_id
)
SELECT rule, id AS appointment_id, NULL AS reference, detail FROM (
  SELECT 'appointment_balance' AS rule, id,
    'charged ' || charged || ' - refunded ' || refunded || ' <> commission ' || commission || ' + owed ' || owed || ' + paid ' || paid || ' + held ' || held AS detail
  FROM per WHERE charged - refunded <> commission + owed + paid + held
  UNION ALL
  SELECT 'negative_part', id, 'commission ' || commission || ', owed ' || owed || ', paid ' || paid || ', held ' || held
  FROM per WHERE commission < 0 OR owed < 0 OR paid < 0 OR held < 0
  UNION ALL
  SELECT 'over_refunded', id, 'refunded ' || refunded || ' of ' || charged FROM per WHERE refunded > charged
  UNION ALL
  SELECT 'refunded_visit_keeps_money', id, 'after its refund: commission ' || commission || ', owed ' || owed || ', paid ' || paid
  FROM per WHERE booking_refunds > 0 AND (commission <> 0 OR owed <> 0 OR paid <> 0)
  UNION ALL
  SELECT 'held_without_refund', id, 'held ' || held || ', awaiting refund ' || awaiting FROM (
    SELECT id, held, (SELECT coalesce(sum(r.held_pesewas), 0) FROM refunds r
      WHERE r.appointment_id = per.id AND r.status IN ('pending', 'failed')) AS awaiting FROM per
  ) WHERE held <> awaiting
) ${LIMIT}`;

/**
 * Booking charges against the appointments that still exist: paid ones walk
 * appointments_paid_recent_idx and find their charge on the ledger's movement key; charges find their
 * appointment by id.
 */
const BOOKING_CHARGES = `
SELECT rule, appointment_id, reference, detail FROM (
  SELECT 'booking_charge' AS rule, a.id AS appointment_id, 'apt_' || a.id AS reference,
    CASE WHEN l.id IS NULL THEN 'paid appointment has no charge'
      ELSE 'charge ' || l.gross_pesewas || ' = ' || l.commission_pesewas || ' + ' || l.payout_owed_pesewas || ' (paid ' || l.payout_paid_pesewas || ', held ' || l.held_pesewas
        || '), fee split ' || a.fee_pesewas || ' = ' || a.commission_pesewas || ' + ' || a.payout_pesewas END AS detail
  FROM appointments a
  LEFT JOIN ledger_entries l ON l.kind = 'charge' AND l.source_ref = 'apt_' || a.id AND l.appointment_id = a.id
  WHERE a.payment_status = 'completed' AND (l.id IS NULL OR l.gross_pesewas <> a.fee_pesewas OR l.commission_pesewas <> a.commission_pesewas
    OR l.payout_owed_pesewas <> a.payout_pesewas OR l.payout_paid_pesewas <> 0 OR l.held_pesewas <> 0)
  UNION ALL
  SELECT 'booking_charge', l.appointment_id, l.source_ref, 'charged, but the appointment is not paid'
  FROM ledger_entries l JOIN appointments a ON a.id = l.appointment_id
  WHERE l.kind = 'charge' AND l.held_pesewas = 0 AND a.payment_status <> 'completed'
  UNION ALL
  SELECT 'stray_charge', l.appointment_id, l.source_ref,
    'charge of ' || l.gross_pesewas || ' (commission ' || l.commission_pesewas || ', owed ' || l.payout_owed_pesewas || ', paid ' || l.payout_paid_pesewas || ', held ' || l.held_pesewas || ')'
  FROM ledger_entries l
  WHERE l.kind = 'charge' AND (l.gross_pesewas <= 0 OR l.payout_paid_pesewas <> 0
    OR (l.held_pesewas = 0 AND l.source_ref <> 'apt_' || l.appointment_id)
    OR (l.held_pesewas <> 0 AND (l.held_pesewas <> l.gross_pesewas OR l.source_ref = 'apt_' || l.appointment_id)))
) ${LIMIT}`;

/**
 * A successful payment either paid its booking (the booking's charge, while the booking names it or
 * is gone) or is held under its own reference (payments_reference_unique, the ledger's movement key).
 */
const PAYMENTS = `
SELECT 'payment_not_in_ledger' AS rule, p.appointment_id, p.reference, 'payment of ' || p.amount_pesewas || ' is in no charge' AS detail
FROM payments p
WHERE p.status = 'success'
  AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind = 'charge' AND l.source_ref = p.reference AND l.appointment_id = p.appointment_id)
  AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind = 'charge' AND l.source_ref = 'apt_' || p.appointment_id AND l.appointment_id = p.appointment_id
    AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = p.appointment_id AND a.transaction_id IS NOT p.reference AND a.transaction_id IS NOT NULL))
${LIMIT}`;

/** Refunds against the ledger's refund rows, both ways, each on the movement key or refunds_reference_unique. */
const REFUNDS = `
SELECT rule, appointment_id, reference, detail FROM (
  SELECT 'refund_ledger' AS rule, r.appointment_id, r.reference,
    CASE WHEN r.status <> 'processed' THEN r.status || ' refund already in the ledger'
      WHEN l.id IS NULL THEN 'processed refund of ' || r.amount_pesewas || ' is not in the ledger'
      ELSE 'ledger row ' || l.gross_pesewas || ' = ' || l.commission_pesewas || ' + ' || (l.payout_owed_pesewas + l.payout_paid_pesewas) || ' + ' || l.held_pesewas
        || ', refund -' || r.amount_pesewas || ' = -' || r.commission_pesewas || ' - ' || r.payout_pesewas || ' - ' || r.held_pesewas END AS detail
  FROM refunds r
  LEFT JOIN ledger_entries l ON l.kind = 'refund' AND l.source_ref = r.reference AND l.appointment_id = r.appointment_id
  WHERE (r.status = 'processed' AND (l.id IS NULL OR l.gross_pesewas <> -r.amount_pesewas OR l.commission_pesewas <> -r.commission_pesewas
      OR l.payout_owed_pesewas + l.payout_paid_pesewas <> -r.payout_pesewas OR l.held_pesewas <> -r.held_pesewas))
    OR (r.status <> 'processed' AND l.id IS NOT NULL)
  UNION ALL
  SELECT 'stray_refund_row', l.appointment_id, l.source_ref, 'ledger refund of ' || -l.gross_pesewas || ' with no processed refund'
  FROM ledger_entries l
  WHERE l.kind = 'refund' AND NOT EXISTS (
    SELECT 1 FROM refunds r WHERE r.reference = l.source_ref AND r.appointment_id = l.appointment_id AND r.status = 'processed')
) ${LIMIT}`;

/**
 * Payouts against their ledger rows: the rows grouped by payout reference and appointment (the
 * ledger's movement key leads with kind), matched with the payout (payouts_reference_unique) and its
 * item (the items' primary key).
 */
const PAYOUTS = `
WITH moved AS MATERIALIZED (
  SELECT source_ref AS reference, appointment_id,
    sum(CASE WHEN kind = 'payout' THEN payout_paid_pesewas ELSE 0 END) AS paid_out,
    sum(CASE WHEN kind = 'payout_reversal' THEN 1 ELSE 0 END) AS reversals,
    sum(payout_paid_pesewas) AS net_paid, sum(payout_owed_pesewas) AS net_owed
  FROM ledger_entries WHERE kind IN ('payout', 'payout_reversal') GROUP BY source_ref, appointment_id
)
SELECT rule, appointment_id, reference, detail FROM (
  SELECT 'payout_row_split' AS rule, l.appointment_id, l.source_ref AS reference,
    l.kind || ' row: gross ' || l.gross_pesewas || ', commission ' || l.commission_pesewas || ', owed ' || l.payout_owed_pesewas || ', paid ' || l.payout_paid_pesewas || ', held ' || l.held_pesewas AS detail
  FROM ledger_entries l
  WHERE l.kind IN ('payout', 'payout_reversal') AND (l.gross_pesewas <> 0 OR l.commission_pesewas <> 0 OR l.held_pesewas <> 0
    OR l.payout_owed_pesewas <> -l.payout_paid_pesewas OR (l.kind = 'payout' AND l.payout_paid_pesewas <= 0) OR (l.kind = 'payout_reversal' AND l.payout_paid_pesewas >= 0))
  UNION ALL
  SELECT 'payout_ledger', i.appointment_id, p.reference,
    'successful payout item of ' || i.amount_pesewas || ', paid in the ledger ' || coalesce(m.paid_out, 0) || CASE WHEN coalesce(m.reversals, 0) > 0 THEN ' and reversed' ELSE '' END
  FROM payouts p JOIN payout_items i ON i.payout_id = p.id
  LEFT JOIN moved m ON m.reference = p.reference AND m.appointment_id = i.appointment_id
  WHERE p.status = 'success' AND i.released_at IS NULL AND (m.reference IS NULL OR m.paid_out <> i.amount_pesewas OR m.reversals <> 0)
  UNION ALL
  SELECT 'payout_ledger', m.appointment_id, m.reference,
    CASE WHEN p.id IS NULL THEN 'payout rows with no payout of that reference'
      WHEN i.payout_id IS NULL THEN 'payout rows for an appointment that is not in the payout'
      WHEN p.status = 'reversed' THEN 'reversed payout nets to paid ' || m.net_paid || ', owed ' || m.net_owed
      ELSE p.status || ' payout moved paid ' || m.net_paid || ', owed ' || m.net_owed END
  FROM moved m
  LEFT JOIN payouts p ON p.reference = m.reference
  LEFT JOIN payout_items i ON i.payout_id = p.id AND i.appointment_id = m.appointment_id
  WHERE p.id IS NULL OR i.payout_id IS NULL
    OR (p.status = 'reversed' AND (m.net_paid <> 0 OR m.net_owed <> 0))
    OR (p.status IN ('claimed', 'pending', 'failed') AND (m.paid_out <> 0 OR m.reversals <> 0))
    OR (p.status = 'success' AND i.released_at IS NOT NULL)
  UNION ALL
  SELECT 'payout_amount', NULL, p.reference, 'amount ' || p.amount_pesewas || ', items ' || items
  FROM (SELECT p.reference, p.amount_pesewas, (SELECT coalesce(sum(i.amount_pesewas), 0) FROM payout_items i WHERE i.payout_id = p.id) AS items FROM payouts p) p
  WHERE p.amount_pesewas <> items
  UNION ALL
  SELECT 'payout_item_released', i.appointment_id, p.reference, p.status || ' payout still holds the appointment'
  FROM payout_items i JOIN payouts p ON p.id = i.payout_id
  WHERE i.released_at IS NULL AND p.status IN ('failed', 'reversed')
) ${LIMIT}`;

/**
 * One row of sums. `ledger_*`: the ledger summed (one pass). `page_*`: the figures as the revenue page
 * computes them (db/revenue.ts: revenue_months, refunds from the ledger; money/payout-reports.ts:
 * payouts by status, owed from ledger_totals). `refunds_*`: the refunds table's processed amounts.
 */
const TOTALS = `
SELECT
  l.rows AS ledger_rows, l.appointments AS ledger_appointments,
  l.gross AS ledger_gross, l.commission AS ledger_commission, l.owed AS ledger_owed, l.paid AS ledger_paid, l.held AS ledger_held,
  l.bookings AS ledger_bookings, l.booking_gross AS ledger_booking_gross, l.booking_commission AS ledger_booking_commission, l.booking_payout AS ledger_booking_payout,
  l.refunded AS ledger_refunded, l.commission_reversed AS ledger_commission_reversed, l.payout_reversed AS ledger_payout_reversed, l.held_refunded AS ledger_held_refunded,
  (SELECT count(*) FROM refunds) AS refund_count,
  (SELECT count(*) FROM payouts) AS payout_count,
  (SELECT coalesce(sum(amount_pesewas), 0) FROM refunds WHERE status = 'processed' AND held_pesewas = 0) AS refunds_processed,
  (SELECT coalesce(sum(amount_pesewas), 0) FROM refunds WHERE status = 'processed' AND held_pesewas <> 0) AS refunds_processed_held,
  (SELECT coalesce(sum(bookings), 0) FROM revenue_months) AS page_bookings,
  (SELECT coalesce(sum(fee_pesewas), 0) FROM revenue_months) AS page_gross,
  (SELECT coalesce(sum(commission_pesewas), 0) FROM revenue_months) AS page_commission,
  (SELECT coalesce(sum(payout_pesewas), 0) FROM revenue_months) AS page_payouts,
  (SELECT coalesce(sum(amount_pesewas), 0) FROM payouts WHERE status = 'success') AS page_payouts_paid,
  t.gross_pesewas AS totals_gross, t.commission_pesewas AS totals_commission, t.payout_owed_pesewas AS totals_owed,
  t.payout_paid_pesewas AS totals_paid, t.held_pesewas AS totals_held
FROM (
  SELECT count(*) AS rows, count(DISTINCT appointment_id) AS appointments,
    coalesce(sum(gross_pesewas), 0) AS gross, coalesce(sum(commission_pesewas), 0) AS commission,
    coalesce(sum(payout_owed_pesewas), 0) AS owed, coalesce(sum(payout_paid_pesewas), 0) AS paid, coalesce(sum(held_pesewas), 0) AS held,
    coalesce(sum(kind = 'charge' AND held_pesewas = 0), 0) AS bookings,
    coalesce(sum(CASE WHEN kind = 'charge' AND held_pesewas = 0 THEN gross_pesewas END), 0) AS booking_gross,
    coalesce(sum(CASE WHEN kind = 'charge' AND held_pesewas = 0 THEN commission_pesewas END), 0) AS booking_commission,
    coalesce(sum(CASE WHEN kind = 'charge' AND held_pesewas = 0 THEN payout_owed_pesewas END), 0) AS booking_payout,
    coalesce(sum(CASE WHEN kind = 'refund' AND held_pesewas = 0 THEN -gross_pesewas END), 0) AS refunded,
    coalesce(sum(CASE WHEN kind = 'refund' THEN -commission_pesewas END), 0) AS commission_reversed,
    coalesce(sum(CASE WHEN kind = 'refund' THEN -(payout_owed_pesewas + payout_paid_pesewas) END), 0) AS payout_reversed,
    coalesce(sum(CASE WHEN kind = 'refund' AND held_pesewas <> 0 THEN -gross_pesewas END), 0) AS held_refunded
  FROM ledger_entries
) l
LEFT JOIN ledger_totals t ON t.scope = 'all'`;

/** The checks in the order they run; the last one is TOTALS. */
export const LEDGER_CHECK_STATEMENTS: readonly string[] = [APPOINTMENT_SUMS, BOOKING_CHARGES, PAYMENTS, REFUNDS, PAYOUTS, TOTALS].map((statement) => statement.trim());

type SqlRow = Record<string, unknown>;

/** The ledger's totals in pesewas, as the revenue page shows them when all is well. */
export interface LedgerTotals {
  bookings: number;
  gross: number;
  refunds: number;
  netRevenue: number;
  commission: number;
  netCommission: number;
  payoutsOwed: number;
  payoutsPaid: number;
  held: number;
}

export interface LedgerReport {
  checked: { ledgerRows: number; appointments: number; refunds: number; payouts: number };
  totals: LedgerTotals;
  problems: LedgerProblem[];
}

const num = (value: unknown) => (typeof value === "number" ? value : Number(value ?? 0));

/** The comparisons of one TOTALS row: each figure the revenue page shows against the ledger's own sum. */
function totalsProblems(row: SqlRow): LedgerProblem[] {
  const figures: [LedgerRule, string, number, number][] = [
    ["running_totals", "gross", num(row.totals_gross), num(row.ledger_gross)],
    ["running_totals", "commission", num(row.totals_commission), num(row.ledger_commission)],
    ["running_totals", "payout owed", num(row.totals_owed), num(row.ledger_owed)],
    ["running_totals", "payout paid", num(row.totals_paid), num(row.ledger_paid)],
    ["running_totals", "held", num(row.totals_held), num(row.ledger_held)],
    ["revenue_figures", "paid appointments", num(row.page_bookings), num(row.ledger_bookings)],
    ["revenue_figures", "total revenue (gross)", num(row.page_gross), num(row.ledger_booking_gross)],
    ["revenue_figures", "total commission", num(row.page_commission), num(row.ledger_booking_commission)],
    ["revenue_figures", "total payouts", num(row.page_payouts), num(row.ledger_booking_payout)],
    ["revenue_figures", "refunds (processed refunds)", num(row.refunds_processed), num(row.ledger_refunded)],
    ["revenue_figures", "late payments refunded (processed refunds)", num(row.refunds_processed_held), num(row.ledger_held_refunded)],
    ["revenue_figures", "net revenue", num(row.page_gross) - num(row.ledger_refunded), num(row.ledger_commission) + num(row.ledger_owed) + num(row.ledger_paid)],
    ["revenue_figures", "net commission", num(row.page_commission) - num(row.ledger_commission_reversed), num(row.ledger_commission)],
    ["revenue_figures", "net payouts", num(row.page_payouts) - num(row.ledger_payout_reversed), num(row.ledger_owed) + num(row.ledger_paid)],
    ["revenue_figures", "payouts owed", num(row.totals_owed), num(row.ledger_owed)],
    ["revenue_figures", "payouts paid (successful payouts)", num(row.page_payouts_paid), num(row.ledger_paid)],
  ];
  return figures
    .filter(([, , shown, ledger]) => shown !== ledger)
    .map(([rule, figure, shown, ledger]) => ({
      rule,
      appointmentId: null,
      reference: null,
      detail: `${figure}: ${rule === "running_totals" ? "ledger_totals" : "the page"} says ${shown}, the ledger sums to ${ledger}`,
    }));
}

/**
 * Reads the answers to LEDGER_CHECK_STATEMENTS (one row list per statement, in order) into a report;
 * no problems means the ledger balances.
 */
export function readLedgerReport(resultSets: readonly (readonly SqlRow[])[]): LedgerReport {
  if (resultSets.length !== LEDGER_CHECK_STATEMENTS.length) throw new Error(`expected ${LEDGER_CHECK_STATEMENTS.length} result sets, got ${resultSets.length}`);
  const problems: LedgerProblem[] = resultSets.slice(0, -1).flatMap((rows) =>
    rows.map((row) => ({
      rule: row.rule as LedgerRule,
      appointmentId: row.appointment_id == null ? null : num(row.appointment_id),
      reference: row.reference == null ? null : String(row.reference),
      detail: String(row.detail),
    })),
  );
  const totals = resultSets[resultSets.length - 1]![0] ?? {};
  problems.push(...totalsProblems(totals));
  return {
    checked: { ledgerRows: num(totals.ledger_rows), appointments: num(totals.ledger_appointments), refunds: num(totals.refund_count), payouts: num(totals.payout_count) },
    totals: {
      bookings: num(totals.ledger_bookings),
      gross: num(totals.ledger_booking_gross),
      refunds: num(totals.ledger_refunded),
      netRevenue: num(totals.ledger_commission) + num(totals.ledger_owed) + num(totals.ledger_paid),
      commission: num(totals.ledger_booking_commission),
      netCommission: num(totals.ledger_commission),
      payoutsOwed: num(totals.ledger_owed),
      payoutsPaid: num(totals.ledger_paid),
      held: num(totals.ledger_held),
    },
    problems,
  };
}
