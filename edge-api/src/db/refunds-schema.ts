/**
 * Refunds (issue 14). Written by the refunds work: see edge-api/src/money.
 */
export {};
