/** The Cron Trigger's sweep: lapsed payment holds free their slots; expired sessions are deleted. */
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "./db/client.ts";
import { appointments, sessions } from "./db/schema.ts";
import { SESSION_IDLE_MS } from "./auth/session.ts";

export async function sweep(db: Database, now = Date.now()): Promise<{ lapsedHolds: number; expiredSessions: number }> {
  const [holds, expired, idle] = await db.batch([
    db
      .update(appointments)
      .set({ status: "cancelled", cancellationReason: "payment_hold_lapsed", holdExpiresAt: null, updatedAt: now })
      .where(and(eq(appointments.status, "pending"), eq(appointments.paymentStatus, "pending"), lt(appointments.holdExpiresAt, now))),
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(sessions).where(lt(sessions.lastSeenAt, now - SESSION_IDLE_MS)),
  ]);
  return { lapsedHolds: holds.meta.changes, expiredSessions: expired.meta.changes + idle.meta.changes };
}
