/**
 * Remote visits' calls (docs/product-rules.md#remote-visits): nothing of a call is kept but who
 * joined it, when, and for how long. One row per entry into the call's room (a reload or a network
 * switch is a new entry); the room writes `left_at` when that connection ends.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { appointments, users } from "./core-schema.ts";

export const CALL_ROLES = ["patient", "provider"] as const;

export const callEntries = sqliteTable(
  "call_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    appointmentId: integer("appointment_id").notNull().references(() => appointments.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: CALL_ROLES }).notNull(),
    joinedAt: integer("joined_at", { mode: "number" }).notNull(),
    leftAt: integer("left_at", { mode: "number" }),
  },
  (t) => [index("call_entries_appointment_idx").on(t.appointmentId, t.joinedAt)],
);
