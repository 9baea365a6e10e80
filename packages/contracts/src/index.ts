// The public surface of @gh/contracts: constants, schemas and types shared by the API and every front end.
export * from "./auth.ts";
export * from "./constants.ts";
export * from "./errors.ts";
export * from "./messages.ts";
export * from "./money.ts";
export * from "./provider.ts";
export * from "./regions.ts";
export * from "./schedule.ts";
export * from "./search.ts";
export * from "./search-options.ts";
export * from "./specialties.ts";
export * from "./verification-code.ts";
export * from "./federation.ts";
export * from "./gazetteer.ts";
export * from "./appointments.ts";
export * from "./payments.ts";
