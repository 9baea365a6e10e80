/**
 * Who a USSD caller is (docs/product-rules.md#basic-phones): the network's number is the identity.
 * A caller's row (ussd-schema.ts) keeps their language from the first dial, their last search and,
 * once they book, the patient account their bookings belong to: a web patient who verified that very phone, else a
 * phone-only account made then (verified phone, no e-mail address, no password), which joins the web
 * patient who verifies that number later (account-join.ts).
 */
import { and, asc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Language } from "@gh/contracts/languages";
import { isLanguage } from "@gh/contracts/languages";
import { ghanaLocalNumber } from "../auth/phone.ts";
import type { Database } from "./client.ts";
import { users } from "./schema.ts";
import type { User } from "./users.ts";
import { ussdCallers } from "./ussd-schema.ts";

/**
 * The password hash of a phone-only account: not a hash of anything (auth/password.ts reads it as no
 * hash at all), so no password ever signs it in. Distinct from an erased account's "!deleted".
 */
export const PHONE_ONLY_PASSWORD_HASH = "!phone-only";

/**
 * The unique e-mail placeholder users.email (NOT NULL UNIQUE) needs for a phone-only account: no
 * address (the `.invalid` top-level domain never receives mail, RFC 2606), one per number, so two
 * first bookings of one number at once make one account.
 */
export function phoneOnlyEmail(phone: string): string {
  return `phone-${phone.replace(/\D/g, "")}@ussd.invalid`;
}

export function isPhoneOnlyEmail(email: string): boolean {
  return /^phone-\d+@ussd\.invalid$/.test(email);
}

/**
 * An account as the administrator's tables show it: a phone-only patient has no name and a stand-in
 * address that reaches nobody, so they are shown as their number ("024 123 4567") with no address.
 */
export function shownAccount(account: { firstName: string; lastName: string; email: string; phone: string | null }): { firstName: string; lastName: string; email: string | null } {
  if (!isPhoneOnlyEmail(account.email)) return { firstName: account.firstName, lastName: account.lastName, email: account.email };
  const named = `${account.firstName} ${account.lastName}`.trim() !== "";
  if (named) return { firstName: account.firstName, lastName: account.lastName, email: null };
  return { firstName: account.phone ? ghanaLocalNumber(account.phone) : "", lastName: "", email: null };
}

/**
 * The phone-only account of this number, or null: found by its placeholder address and its
 * no-password mark together, so an account that merely took the address (it is a valid e-mail)
 * is never taken for it.
 */
export async function findPhoneOnlyAccount(db: Database, phone: string): Promise<User | null> {
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, phoneOnlyEmail(phone)), eq(users.passwordHash, PHONE_ONLY_PASSWORD_HASH), eq(users.role, "patient")))
    .limit(1);
  return account ?? null;
}

/**
 * The caller rows about `account`'s holder (their data export and erasure): those naming the
 * account, and the row of its verified phone while that row names no account (a number that
 * dialled but never booked). A number only typed into a booking form, or a row naming another
 * account, is not theirs.
 */
export function callerRowsOf(account: Pick<User, "id" | "phone" | "phoneVerified">): SQL {
  const named = eq(ussdCallers.userId, account.id);
  if (!account.phone || !account.phoneVerified) return named;
  return or(named, and(eq(ussdCallers.phone, account.phone), isNull(ussdCallers.userId)))!;
}

/** Whether `account` may take this caller's bookings: a patient whose verified phone is this number. */
function speaksFor(account: User | null, phone: string): account is User {
  return account !== null && account.role === "patient" && account.phone === phone && account.phoneVerified;
}

/** The caller's row and the account it names (null when none, or no longer theirs: erased, or another phone verified since). */
async function callerRow(db: Database, phone: string) {
  const [row] = await db.select({ caller: ussdCallers, account: users }).from(ussdCallers).leftJoin(users, eq(users.id, ussdCallers.userId)).where(eq(ussdCallers.phone, phone)).limit(1);
  if (!row) return null;
  return { caller: row.caller, account: speaksFor(row.account, phone) ? row.account : null };
}

/** The caller's language: their account's when it has one, else the one chosen at an earlier dial; null for a first call. */
export async function callerLanguage(db: Database, phone: string): Promise<Language | null> {
  const row = await callerRow(db, phone);
  const chosen = row?.account?.language ?? row?.caller.language;
  return isLanguage(chosen) ? chosen : null;
}

/** Keeps the caller's language for their next dial, and on their account when they have one (its SMS follow it). */
export async function rememberCallerLanguage(db: Database, phone: string, language: Language, now: number): Promise<void> {
  const row = await callerRow(db, phone);
  await db.batch([
    db
      .insert(ussdCallers)
      .values({ phone, language, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: ussdCallers.phone, set: { language, updatedAt: now } }),
    ...(row?.account ? [db.update(users).set({ language }).where(eq(users.id, row.account.id))] : []),
  ]);
}

/** The caller's last search that found providers, or null. */
export async function callerLastSearch(db: Database, phone: string): Promise<{ specialty: string; place: string } | null> {
  const [row] = await db.select({ specialty: ussdCallers.lastSpecialty, place: ussdCallers.lastPlace }).from(ussdCallers).where(eq(ussdCallers.phone, phone)).limit(1);
  return row?.specialty && row.place ? { specialty: row.specialty, place: row.place } : null;
}

export async function rememberCallerSearch(db: Database, phone: string, search: { specialty: string; place: string }, now: number): Promise<void> {
  const values = { lastSpecialty: search.specialty, lastPlace: search.place, updatedAt: now };
  await db
    .insert(ussdCallers)
    .values({ phone, ...values, createdAt: now })
    .onConflictDoUpdate({ target: ussdCallers.phone, set: values });
}

/** The caller's account if they have one (without making one): for their bookings' list and cancelling. */
export async function callerAccount(db: Database, phone: string): Promise<User | null> {
  return (await callerRow(db, phone))?.account ?? null;
}

/**
 * The caller's account, made on their first booking: a web patient who verified this phone (the
 * oldest, if several did), else the phone-only account of this number (made now if need be). The
 * caller's row then names it, so later dials find it by the number alone.
 */
export async function callerAccountForBooking(db: Database, phone: string, now: number): Promise<User> {
  const row = await callerRow(db, phone);
  if (row?.account) return row.account;
  // Read once per number (afterwards the caller's row names the account): users has no index on phone.
  const [webPatient] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneVerified, true), eq(users.role, "patient")))
    .orderBy(asc(users.id))
    .limit(1);
  const account = webPatient ?? (await phoneOnlyAccount(db, phone, isLanguage(row?.caller.language) ? row.caller.language : null));
  await db
    .insert(ussdCallers)
    .values({ phone, userId: account.id, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: ussdCallers.phone, set: { userId: account.id, updatedAt: now } });
  return account;
}

/** The phone-only account of this number: made with the caller's language, or the one another request made a moment ago. */
async function phoneOnlyAccount(db: Database, phone: string, language: Language | null): Promise<User> {
  const email = phoneOnlyEmail(phone);
  const [made] = await db
    .insert(users)
    .values({
      email,
      passwordHash: PHONE_ONLY_PASSWORD_HASH,
      // Unknown until the caller signs up on the web; bookings carry the number, which is what a provider calls.
      firstName: "",
      lastName: "",
      phone,
      phoneVerified: true,
      emailVerified: false,
      role: "patient",
      language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (made) return made;
  const existing = await findPhoneOnlyAccount(db, phone);
  // Not found: the placeholder address belongs to an account that is not phone-only; never book into it.
  if (!existing) throw new Error(`phone-only account of ${phone} neither made nor found`);
  return existing;
}
