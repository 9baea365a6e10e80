/** Seed rows typed straight from the drizzle schema, keyed by SQL column name, so a schema change breaks the seed at compile time. */
import type { Column } from "drizzle-orm";
import type { appointments, licences, payments, providers, reviews, users } from "../src/db/schema.ts";

/** One row of a table: every written column (not generated ones), by its SQL name, with nullable columns typed `| null`. */
type SqlRow<Columns extends Record<string, Column>> = {
  [Key in keyof Columns as Columns[Key]["_"]["generated"] extends undefined ? Columns[Key]["_"]["name"] : never]: Columns[Key]["_"]["notNull"] extends true
    ? Columns[Key]["_"]["data"]
    : Columns[Key]["_"]["data"] | null;
};

export type UserRow = SqlRow<(typeof users)["_"]["columns"]>;
export type ProviderRow = SqlRow<(typeof providers)["_"]["columns"]>;
export type ReviewRow = SqlRow<(typeof reviews)["_"]["columns"]>;
export type AppointmentRow = SqlRow<(typeof appointments)["_"]["columns"]>;
export type PaymentRow = SqlRow<(typeof payments)["_"]["columns"]>;
export type LicenceRow = SqlRow<(typeof licences)["_"]["columns"]>;

/** A licence row's document, for the local LICENCES bucket (scripts/seed.ts puts it there). */
export interface LicenceObject {
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface SeedData {
  users: UserRow[];
  providers: ProviderRow[];
  reviews: ReviewRow[];
  appointments: AppointmentRow[];
  payments: PaymentRow[];
  licences: LicenceRow[];
  /** One for each licence row, under its r2_key. */
  licenceObjects: LicenceObject[];
}
