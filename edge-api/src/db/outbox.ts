/** The development outbox as GET /api/dev/outbox reads it (adapters/outbox.ts writes it). */
import { desc, eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { outbox } from "./schema.ts";

/** The latest 20 messages "sent" to an address, newest first. */
export function latestMessagesTo(db: Database, recipient: string) {
  return db
    .select({ id: outbox.id, channel: outbox.channel, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(20);
}
