/**
 * A caller who booked by USSD signs up on the web and verifies that phone by SMS code: their bookings
 * by phone show in My Appointments, the number's next USSD booking is theirs, and their data export
 * and erasure cover what the USSD service keeps about the number.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, users } from "../../db/schema.ts";
import { phoneOnlyEmail } from "../../db/ussd-callers.ts";
import { ussdCallers } from "../../db/ussd-schema.ts";
import { bookingDesk } from "../../ussd/desk.ts";
import { api, db, insertProvider, latestCode, letTimePassForSends, sendJson, sessionCookieFrom, signIn, upcoming } from "../../../test/fixtures.ts";

const CALLER = "+233241234567";
const PASSWORD = "Akwaaba#2030";
const JOINED = "Phone number verified. Your bookings made by phone are now in My Appointments.";
const VERIFIED = "Phone number verified successfully";

const desk = () => bookingDesk({ env, db: db() });

/** The caller dials, chooses Twi, searches and holds a slot: the desk makes their phone-only account. */
async function bookByPhone(providerId: number, time: string) {
  await desk().rememberLanguage(CALLER, "ak");
  await desk().rememberSearch(CALLER, { specialty: "general", place: "Accra" });
  const held = await desk().hold({ phone: CALLER, providerId, startsAt: Date.parse(`${upcoming(2)}T${time}:00Z`) }, Date.now());
  if (!held.held) throw new Error(`the ${time} slot was not held: ${held.reason}`);
  return held.appointmentId;
}

/** Signs up on the web and verifies the e-mail with its code, as the sign-up screens do; returns the signed-in cookie. */
async function signUp(email: string, firstName = "Ama", lastName = "Owusu") {
  expect((await sendJson("/api/register", { email, password: PASSWORD, firstName, lastName, role: "patient" })).status).toBe(201);
  const verified = await sendJson("/api/verify-email", { email, code: await latestCode(email) });
  expect(verified.status).toBe(200);
  return sessionCookieFrom(verified)!;
}

/** Account › verify phone: a code by SMS to the number typed, then that code back. */
async function verifyPhone(cookie: string, typed = "024 123 4567") {
  expect((await sendJson("/api/auth/send-verification", { type: "phone", phone: typed }, { cookie })).status).toBe(200);
  const answer = await sendJson("/api/auth/verify", { type: "phone", code: await latestCode(CALLER) }, { cookie });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { message: string; user: { id: number; phone: string; phoneVerified: boolean } };
}

const myUpcoming = async (cookie: string) =>
  ((await (await api("/api/appointments/my/upcoming", { headers: { Cookie: cookie } })).json()) as { items: { id: number; status: string }[]; total: number });

const exportOf = async (cookie: string) =>
  (await (await api("/api/user/export", { headers: { Cookie: cookie } })).json()) as { ussdCallers: { phone: string; language: string | null; lastSearch: unknown; createdAt: string; updatedAt: string }[] };

describe("a caller who booked by phone verifies that phone on the web", () => {
  it("finds the bookings made by phone in My Appointments; the phone-only account is gone and the number's next booking is theirs", async () => {
    const { provider } = await insertProvider();
    const byPhone = await bookByPhone(provider.id, "10:00");
    const [phoneOnly] = await db().select().from(users).where(eq(users.email, phoneOnlyEmail(CALLER)));
    expect(phoneOnly).toBeDefined();

    const cookie = await signUp("ama@example.com.gh");
    expect((await myUpcoming(cookie)).items).toEqual([]);
    const verified = await verifyPhone(cookie);
    expect(verified.message).toBe(JOINED);
    expect(verified.user).toMatchObject({ phone: CALLER, phoneVerified: true });

    expect((await myUpcoming(cookie)).items).toEqual([expect.objectContaining({ id: byPhone, status: "pending" })]);
    // The phone-only account cannot be found, signed into, or booked into any more.
    expect(await db().select().from(users).where(eq(users.id, phoneOnly!.id))).toEqual([]);
    // (Its stand-in address is not even an address sign-in takes: .invalid receives no mail.)
    const signIn = await sendJson("/api/login", { email: phoneOnlyEmail(CALLER), password: "!phone-only" });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({ error: { fields: { email: "Please enter a valid email address" } } });

    const next = await desk().hold({ phone: CALLER, providerId: provider.id, startsAt: Date.parse(`${upcoming(2)}T11:00:00Z`) }, Date.now());
    if (!next.held) throw new Error("the next booking by phone was not held");
    const [nextBooking] = await db().select().from(appointments).where(eq(appointments.id, next.appointmentId));
    expect(nextBooking).toMatchObject({ patientId: verified.user.id, patientName: "Ama Owusu", patientEmail: "ama@example.com.gh", patientPhone: CALLER });
    expect((await myUpcoming(cookie)).items.map((item) => item.id)).toEqual([byPhone, next.appointmentId]);
    // The USSD menu's "My appointments" lists both too.
    expect((await desk().upcoming(CALLER, Date.now())).map((item) => item.id)).toEqual([byPhone, next.appointmentId]);
    expect(await db().select().from(users).where(eq(users.email, phoneOnlyEmail(CALLER)))).toEqual([]);
  });

  it("moves nothing to a second web account that verifies the same phone later", async () => {
    const { provider } = await insertProvider();
    const byPhone = await bookByPhone(provider.id, "10:00");
    const ama = await signUp("ama@example.com.gh");
    expect((await verifyPhone(ama)).message).toBe(JOINED);

    await letTimePassForSends(`send:phone-number:${CALLER}`, 61_000);
    const kofi = await signUp("kofi@example.com.gh", "Kofi", "Boateng");
    const verified = await verifyPhone(kofi);
    expect(verified.message).toBe(VERIFIED);
    expect(await myUpcoming(kofi)).toMatchObject({ items: [], total: 0 });
    expect((await myUpcoming(ama)).items.map((item) => item.id)).toEqual([byPhone]);
    // The number still books into the account that took its bookings.
    const [caller] = await db().select().from(ussdCallers).where(eq(ussdCallers.phone, CALLER));
    expect(caller!.userId).not.toBe(verified.user.id);
  });

  it("joins nothing into a provider who verifies the phone", async () => {
    const { provider } = await insertProvider();
    await bookByPhone(provider.id, "10:00");
    const [phoneOnly] = await db().select().from(users).where(eq(users.email, phoneOnlyEmail(CALLER)));
    const { user: colleague } = await insertProvider({}, { firstName: "Efua", lastName: "Sarpong" });

    const verified = await verifyPhone(await signIn(colleague.id));
    expect(verified.message).toBe(VERIFIED);
    expect(await db().select({ patientId: appointments.patientId }).from(appointments)).toEqual([{ patientId: phoneOnly!.id }]);
    expect(await db().select().from(users).where(eq(users.id, phoneOnly!.id))).toHaveLength(1);
  });
});

describe("the number's caller row in the account's data", () => {
  it("is in the data export after the join, and erasing the account removes it; the number then books into a new phone-only account", async () => {
    const { provider } = await insertProvider();
    await bookByPhone(provider.id, "10:00");
    const cookie = await signUp("ama@example.com.gh");
    const { user } = await verifyPhone(cookie);

    expect((await exportOf(cookie)).ussdCallers).toEqual([
      { phone: CALLER, language: "ak", lastSearch: { specialty: "general", place: "Accra" }, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);

    // The hold is unpaid, so erasing cancels it rather than asking to cancel first.
    expect((await sendJson("/api/user", { password: PASSWORD }, { method: "DELETE", cookie })).status).toBe(200);
    expect(await db().select().from(ussdCallers)).toEqual([]);

    const again = await desk().hold({ phone: CALLER, providerId: provider.id, startsAt: Date.parse(`${upcoming(3)}T10:00:00Z`) }, Date.now());
    if (!again.held) throw new Error("the caller could not book again");
    const [booking] = await db().select().from(appointments).where(eq(appointments.id, again.appointmentId));
    expect(booking!.patientId).not.toBe(user.id);
    expect((await db().select().from(users).where(eq(users.id, booking!.patientId)))[0]).toMatchObject({ email: phoneOnlyEmail(CALLER), language: null });
  });

  it("covers the verified number's row before any booking, never a row of a number only typed into a booking form", async () => {
    await desk().rememberLanguage(CALLER, "ha");
    await desk().rememberLanguage("+233201112233", "ee");
    const cookie = await signUp("ama@example.com.gh");
    // A number typed into the booking form, not verified (db/users.ts rememberBookingPhone).
    await db().update(users).set({ phone: "+233201112233" }).where(eq(users.email, "ama@example.com.gh"));
    expect((await exportOf(cookie)).ussdCallers).toEqual([]);

    expect((await verifyPhone(cookie)).message).toBe(VERIFIED);
    expect((await exportOf(cookie)).ussdCallers).toEqual([expect.objectContaining({ phone: CALLER, language: "ha", lastSearch: null })]);
    expect((await sendJson("/api/user", { password: PASSWORD }, { method: "DELETE", cookie })).status).toBe(200);
    expect((await db().select({ phone: ussdCallers.phone }).from(ussdCallers))).toEqual([{ phone: "+233201112233" }]);
  });
});
