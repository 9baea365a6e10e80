/**
 * Provider payouts (issue 14). Written by the payouts work: see edge-api/src/money.
 */
export {};
