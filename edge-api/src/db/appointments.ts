/** What makes an appointment hold its slot, written once for every query that needs it. */

/**
 * SQL condition (alias `a`) for an appointment that still holds its slot: confirmed, paid, or pending
 * with a live 15-minute payment hold. Lapsed holds never block a slot (DESIGN.md §2). Binds `now` once.
 */
export const HOLDS_SLOT_SQL =
  "(a.status = 'confirmed' OR (a.status = 'pending' AND (a.payment_status = 'completed' OR a.hold_expires_at > ?)))";
