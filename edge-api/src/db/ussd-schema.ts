/**
 * Callers of the USSD service (docs/product-rules.md#basic-phones): one row per phone number that has
 * dialled it, so that a dial finds the caller's language, last search and account by its primary key
 * instead of searching users by phone. The network's number is the caller's identity: `user_id` is the patient
 * account their bookings belong to (a phone-only account made on first booking, or a web patient who
 * verified that phone), null until they book.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./core-schema.ts";

export const ussdCallers = sqliteTable(
  "ussd_callers",
  {
    /** E.164 (+233…), as the network gave it. */
    phone: text("phone").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The language chosen at the first dial (a tag of @gh/contracts/languages), kept before there is an account to keep it on. */
    language: text("language"),
    /** The caller's last search that found providers (a specialty id and the place as chosen or typed), offered first at their next booking. */
    lastSpecialty: text("last_specialty"),
    lastPlace: text("last_place"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  // A user's caller rows, for erasure and for a web sign-up that joins a phone-only account.
  (t) => [index("ussd_callers_user_idx").on(t.userId)],
);

export type UssdCallerRow = typeof ussdCallers.$inferSelect;
