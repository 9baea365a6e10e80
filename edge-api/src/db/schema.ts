/**
 * The whole data model for D1 (docs/architecture.md, Data): the one entry that code, drizzle-kit
 * (edge-api/drizzle.config.ts) and the drizzle client import. The tables live in modules of their
 * own that never import this one, so no schema module imports another in a cycle.
 */
export * from "./core-schema.ts";
// Money that moves both ways: the ledger, refunds and payouts, each in a file of its own.
export * from "./ledger-schema.ts";
export * from "./refunds-schema.ts";
export * from "./payouts-schema.ts";
// Who joined a remote visit's call, when and for how long (nothing else of a call is kept).
export * from "./calls-schema.ts";
// Callers of the USSD service: their language, last search and the account their bookings go to.
export * from "./ussd-schema.ts";
// Licence documents and their review, and patients' reports of NHIS charges.
export * from "./licences-schema.ts";
