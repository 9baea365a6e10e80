/**
 * A web account's phone becomes verified, and a patient's phone-only account of that number (made by
 * their first booking by USSD, ussd-callers.ts) joins it (docs/product-rules.md#basic-phones): one D1
 * batch moves everything of the phone-only account to the web account, points the number's caller
 * row at it and deletes the phone-only account, so nothing is half-joined.
 *
 * Only a phone-only account joins: a web account that verified the number before keeps its
 * bookings, and a provider or an administrator verifying a number takes nothing. Every statement
 * names the phone-only account by id, so a second verification (the same account twice, or two
 * accounts at once) finds nothing left to move: D1 runs one batch at a time, and the first takes it all.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { callEntries } from "./calls-schema.ts";
import { appointments, idempotencyKeys, payments, refunds, reviews, users, ussdCallers } from "./schema.ts";
import type { User } from "./users.ts";
import { findPhoneOnlyAccount, isPhoneOnlyEmail, PHONE_ONLY_PASSWORD_HASH } from "./ussd-callers.ts";

export interface PhoneVerified {
  /** The account as it is now. */
  account: User;
  /** How many bookings made by phone moved into it (0 when no phone-only account joined). */
  bookingsJoined: number;
}

/** Who may take a phone-only account's bookings: a web patient (never a provider, an administrator, or another phone-only account). */
function joinsPhoneOnlyAccounts(account: User): boolean {
  return account.role === "patient" && !isPhoneOnlyEmail(account.email) && account.passwordHash !== PHONE_ONLY_PASSWORD_HASH;
}

/**
 * Sets `phone` (E.164, the number the code went to) as the account's verified phone; for a web
 * patient, the phone-only account of that number joins it in the same batch.
 */
export async function verifyPhone(db: Database, account: User, phone: string, now: number): Promise<PhoneVerified> {
  const phoneOnly = joinsPhoneOnlyAccounts(account) ? await findPhoneOnlyAccount(db, phone) : null;
  if (!phoneOnly || phoneOnly.id === account.id) {
    const [verified] = await db.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, account.id)).returning();
    if (!verified) throw new Error(`user ${account.id} vanished while verifying a phone`);
    return { account: verified, bookingsJoined: 0 };
  }

  const from = phoneOnly.id;
  const to = account.id;
  const stillThere = sql`exists (select 1 from users joining where joining.id = ${from})`;
  const name = `${account.firstName} ${account.lastName}`.trim();
  const [[verified], moved] = await db.batch([
    db
      .update(users)
      .set({
        phone,
        phoneVerified: true,
        // The language chosen on the phone carries over only to an account that has none of its own.
        language: sql`case when ${stillThere} then coalesce(${users.language}, (select joining.language from users joining where joining.id = ${from}), (select caller.language from ussd_callers caller where caller.phone = ${phone})) else ${users.language} end`,
      })
      .where(eq(users.id, to))
      .returning(),
    db
      .update(appointments)
      .set({
        patientId: to,
        // A booking made by phone carried the placeholder address (no mail reaches it) and, for a name,
        // the number: now the account's own address and name, so its e-mails reach the patient.
        patientEmail: sql`case when ${appointments.patientEmail} = ${phoneOnly.email} then ${account.email} else ${appointments.patientEmail} end`,
        ...(name ? { patientName: sql`case when ${appointments.patientEmail} = ${phoneOnly.email} then ${name} else ${appointments.patientName} end` } : {}),
        updatedAt: now,
      })
      .where(eq(appointments.patientId, from))
      .returning({ id: appointments.id }),
    // Payments and refunds name the patient without a foreign key (they outlive accounts): moved too, or My Appointments would lose the refunds.
    db.update(payments).set({ patientId: to }).where(eq(payments.patientId, from)),
    db.update(refunds).set({ patientId: to }).where(eq(refunds.patientId, from)),
    db.update(reviews).set({ patientId: to }).where(eq(reviews.patientId, from)),
    db.update(callEntries).set({ userId: to }).where(eq(callEntries.userId, from)),
    // A retried request's key the account already used stays with the phone-only account and goes with it (kept 24 hours only).
    db
      .update(idempotencyKeys)
      .set({ userId: to })
      .where(and(eq(idempotencyKeys.userId, from), sql`${idempotencyKeys.key} not in (select kept.key from idempotency_keys kept where kept.user_id = ${to})`)),
    // The number's next dial books into the web account.
    db.update(ussdCallers).set({ userId: to, updatedAt: now }).where(eq(ussdCallers.userId, from)),
    // Nothing references it any more (its sessions, never any, go with it): gone, so it cannot be found or booked into.
    db.delete(users).where(and(eq(users.id, from), eq(users.passwordHash, PHONE_ONLY_PASSWORD_HASH))),
  ]);
  if (!verified) throw new Error(`user ${to} vanished while verifying a phone`);
  return { account: verified, bookingsJoined: moved.length };
}
