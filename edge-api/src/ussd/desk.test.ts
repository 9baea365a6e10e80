/**
 * The USSD booking desk against the test D1: a caller finds the same providers, days, slots, holds and
 * refunds as a web patient, and their number becomes one phone-only patient account on first booking.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, insertAppointment, insertProvider, insertUser } from "../../test/fixtures.ts";
import { appointments, refunds, users } from "../db/schema.ts";
import { ussdCallers } from "../db/ussd-schema.ts";
import { erasePatient } from "../db/patient-data.ts";
import { callerAccountForBooking, PHONE_ONLY_PASSWORD_HASH } from "../db/ussd-callers.ts";
import { bookingDesk } from "./desk.ts";
import { MobileMoneyPromptUnavailable } from "./mobile-money-prompt.ts";

const CALLER = "+233241234567";
const OTHER_CALLER = "+233201112233";
/** Saturday 5 January 2030, 08:00 in Ghana: the morning's slots (9 AM – 1 PM on Saturdays) are all ahead. */
const SATURDAY_MORNING = Date.UTC(2030, 0, 5, 8, 0);
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const SLOTS = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"];

const desk = () => bookingDesk({ env, db: db() });

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM ussd_callers").run();
});

describe("finding a provider by USSD", () => {
  it("lists the providers of a specialty in a town, with their fee and soonest free day, a page at a time", async () => {
    const { provider: best } = await insertProvider({ specialtyId: "general", averageRating: 4.9, reviewCount: 40, consultationFeePesewas: 20000 }, { firstName: "Kwame", lastName: "Mensah" });
    const { provider: second } = await insertProvider({ specialtyId: "general", averageRating: 4.1, reviewCount: 12 }, { firstName: "Efua", lastName: "Sarpong" });
    await insertProvider({ specialtyId: "cardiology" }, { firstName: "Yaw", lastName: "Boateng" });
    await insertProvider({ specialtyId: "general", city: "Kumasi", region: "Ashanti", latitude: 6.6885, longitude: -1.6244 }, { firstName: "Akosua", lastName: "Frimpong" });

    const firstPage = await desk().providers({ specialty: "general", place: "Accra", offset: 0, limit: 1 }, SATURDAY_MORNING);
    expect(firstPage).toEqual({ providers: [{ id: best.id, name: "Dr. Kwame Mensah", feePesewas: 20000, soonestDay: "2030-01-05" }], more: true });
    const secondPage = await desk().providers({ specialty: "general", place: "Accra", offset: 1, limit: 1 }, SATURDAY_MORNING);
    expect(secondPage).toEqual({ providers: [{ id: second.id, name: "Dr. Efua Sarpong", feePesewas: 15000, soonestDay: "2030-01-05" }], more: false });
    // A region finds them too; an unknown specialty finds nobody rather than failing.
    expect((await desk().providers({ specialty: "general", place: "Greater Accra", offset: 0, limit: 3 }, SATURDAY_MORNING)).providers.map((p) => p.id)).toEqual([best.id, second.id]);
    expect(await desk().providers({ specialty: "astrology", place: "Accra", offset: 0, limit: 3 }, SATURDAY_MORNING)).toEqual({ providers: [], more: false });
  });

  it("offers the next bookable days: no Sunday, no fully booked day, no day off", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    for (const time of SLOTS) await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at("2030-01-07", time), status: "confirmed", paymentStatus: "completed" });
    await env.DB.prepare("INSERT INTO time_off (provider_id, starts_on, ends_on, reason) VALUES (?, '2030-01-09', '2030-01-09', 'Conference')").bind(provider.id).run();

    // Saturday's morning, then (Sunday closed, Monday booked up) Tuesday, (Wednesday off) Thursday, Friday.
    expect(await desk().bookableDays(provider.id, SATURDAY_MORNING, 4)).toEqual(["2030-01-05", "2030-01-08", "2030-01-10", "2030-01-11"]);
    // After Saturday's last slot has begun, Saturday is no longer offered.
    expect((await desk().bookableDays(provider.id, at("2030-01-05", "11:30"), 1))).toEqual(["2030-01-08"]);
    expect(await desk().bookableDays(999_999, SATURDAY_MORNING, 4)).toEqual([]);
  });

  it("gives a day's free slots, soonest first, without the held ones", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at("2030-01-05", "09:30"), status: "confirmed" });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at("2030-01-05", "10:00"), holdExpiresAt: SATURDAY_MORNING + 600_000 });
    const slots = await desk().freeSlots(provider.id, "2030-01-05", SATURDAY_MORNING, CALLER);
    expect(slots.map((slot) => new Date(slot.startsAt).toISOString().slice(11, 16))).toEqual(["09:00", "10:30", "11:00", "11:30"]);
    expect(await desk().freeSlots(provider.id, "2030-01-06", SATURDAY_MORNING, CALLER)).toEqual([]);
  });

  it("leaves out the times the caller already has a visit with another provider, which Confirm would refuse", async () => {
    const { provider } = await insertProvider();
    const { provider: colleague } = await insertProvider({}, { firstName: "Efua", lastName: "Sarpong" });
    expect(await desk().hold({ phone: CALLER, providerId: colleague.id, startsAt: at("2030-01-05", "09:30") }, SATURDAY_MORNING)).toMatchObject({ held: true });
    const times = async (phone: string) => (await desk().freeSlots(provider.id, "2030-01-05", SATURDAY_MORNING, phone)).map((slot) => new Date(slot.startsAt).toISOString().slice(11, 16));
    expect(await times(CALLER)).toEqual(["09:00", "10:00", "10:30", "11:00", "11:30"]);
    // Another caller is offered every free time.
    expect(await times(OTHER_CALLER)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
  });
});

describe("holding a slot by USSD", () => {
  it("holds the slot at the provider's fee for 15 minutes; another caller then finds it taken, the same caller gets the same booking", async () => {
    const { provider } = await insertProvider({ consultationFeePesewas: 18000 });
    const startsAt = at("2030-01-05", "10:30");

    const held = await desk().hold({ phone: CALLER, providerId: provider.id, startsAt }, SATURDAY_MORNING);
    expect(held).toEqual({ held: true, appointmentId: expect.any(Number), bookingCode: expect.stringMatching(/^[A-Z2-9]{6}$/), feePesewas: 18000, holdExpiresAt: SATURDAY_MORNING + 15 * 60_000 });
    if (!held.held) throw new Error("not held");
    const [booking] = await db().select().from(appointments).where(eq(appointments.id, held.appointmentId));
    expect(booking).toMatchObject({ status: "pending", paymentStatus: "pending", feePesewas: 18000, commissionPesewas: 1800, payoutPesewas: 16200, patientPhone: CALLER, patientName: "024 123 4567", visitType: "in_person", bookedBy: "phone" });

    expect(await desk().hold({ phone: OTHER_CALLER, providerId: provider.id, startsAt }, SATURDAY_MORNING + 60_000)).toEqual({ held: false, reason: "taken" });
    const again = await desk().hold({ phone: CALLER, providerId: provider.id, startsAt }, SATURDAY_MORNING + 60_000);
    expect(again).toMatchObject({ held: true, appointmentId: held.appointmentId });
    // Once the hold has lapsed unpaid, the slot is anyone's.
    expect(await desk().hold({ phone: OTHER_CALLER, providerId: provider.id, startsAt }, SATURDAY_MORNING + 16 * 60_000)).toMatchObject({ held: true });
  });

  it("refuses what the web refuses: a Sunday, a time off the list, a past slot, a fourth unpaid hold, a second visit at one time", async () => {
    const { provider } = await insertProvider();
    const { provider: colleague } = await insertProvider({}, { firstName: "Efua", lastName: "Sarpong" });
    const hold = (startsAt: number, phone = CALLER, providerId = provider.id) => desk().hold({ phone, providerId, startsAt }, SATURDAY_MORNING);
    expect(await hold(at("2030-01-06", "10:00"))).toEqual({ held: false, reason: "taken" });
    expect(await hold(at("2030-01-07", "12:00"))).toEqual({ held: false, reason: "taken" });
    expect(await hold(at("2030-01-04", "10:00"))).toEqual({ held: false, reason: "taken" });
    // Nothing booked, so no account was made for the number.
    expect(await db().select().from(users).where(eq(users.phone, CALLER))).toEqual([]);
    for (const time of ["09:00", "09:30", "10:00"]) expect(await hold(at("2030-01-07", time))).toMatchObject({ held: true });
    expect(await hold(at("2030-01-07", "10:30"))).toEqual({ held: false, reason: "too_many_holds" });
    // The same caller cannot be with two providers at 09:00 on Monday.
    expect(await hold(at("2030-01-07", "09:00"), CALLER, colleague.id)).toEqual({ held: false, reason: "busy" });
  });

  it("makes one phone-only account per number on the first booking: verified phone, no address, no password", async () => {
    const { provider } = await insertProvider();
    await desk().rememberLanguage(CALLER, "ak");
    expect(await desk().languageOf(CALLER)).toBe("ak");
    expect(await db().select().from(users).where(eq(users.phone, CALLER))).toEqual([]);

    await desk().hold({ phone: CALLER, providerId: provider.id, startsAt: at("2030-01-05", "09:00") }, SATURDAY_MORNING);
    await desk().hold({ phone: CALLER, providerId: provider.id, startsAt: at("2030-01-05", "09:30") }, SATURDAY_MORNING);
    // Two first bookings of one number at the same moment still make one account.
    await Promise.all([callerAccountForBooking(db(), OTHER_CALLER, SATURDAY_MORNING), callerAccountForBooking(db(), OTHER_CALLER, SATURDAY_MORNING)]);

    const accounts = await db().select().from(users).where(eq(users.role, "patient"));
    expect(accounts.map((account) => account.phone).sort()).toEqual([OTHER_CALLER, CALLER].sort());
    const account = accounts.find((row) => row.phone === CALLER)!;
    expect(account).toMatchObject({ email: "phone-233241234567@ussd.invalid", passwordHash: PHONE_ONLY_PASSWORD_HASH, phoneVerified: true, emailVerified: false, language: "ak" });
    const booked = await db().select({ patientId: appointments.patientId }).from(appointments);
    expect(booked.map((row) => row.patientId)).toEqual([account.id, account.id]);
    const [caller] = await db().select().from(ussdCallers).where(eq(ussdCallers.phone, CALLER));
    expect(caller).toMatchObject({ userId: account.id, language: "ak" });
  });

  it("books for the web patient who verified the caller's phone, in their language", async () => {
    const { provider } = await insertProvider();
    const webPatient = await insertUser({ phone: CALLER, phoneVerified: true, language: "ee" });
    await insertUser({ phone: OTHER_CALLER, phoneVerified: false });
    expect(await desk().languageOf(CALLER)).toBeNull();

    const held = await desk().hold({ phone: CALLER, providerId: provider.id, startsAt: at("2030-01-05", "11:00") }, SATURDAY_MORNING);
    if (!held.held) throw new Error("not held");
    expect((await db().select().from(appointments).where(eq(appointments.id, held.appointmentId)))[0]).toMatchObject({ patientId: webPatient.id, patientName: "Ama Owusu", patientEmail: webPatient.email });
    expect(await desk().languageOf(CALLER)).toBe("ee");
    // A number only typed (not verified) on a web account is not that account's.
    await desk().hold({ phone: OTHER_CALLER, providerId: provider.id, startsAt: at("2030-01-05", "11:30") }, SATURDAY_MORNING);
    expect(await db().select({ email: users.email }).from(users).where(eq(users.email, "phone-233201112233@ussd.invalid"))).toHaveLength(1);
  });

  it("makes a fresh account for a number whose account was erased, never booking into the erased stub", async () => {
    const { provider } = await insertProvider();
    const first = await callerAccountForBooking(db(), CALLER, SATURDAY_MORNING);
    await erasePatient(db(), first, SATURDAY_MORNING);
    const held = await desk().hold({ phone: CALLER, providerId: provider.id, startsAt: at("2030-01-05", "10:00") }, SATURDAY_MORNING);
    if (!held.held) throw new Error("not held");
    const [booking] = await db().select().from(appointments).where(eq(appointments.id, held.appointmentId));
    expect(booking!.patientId).not.toBe(first.id);
    expect((await db().select().from(users).where(eq(users.id, booking!.patientId)))[0]).toMatchObject({ email: "phone-233241234567@ussd.invalid", phone: CALLER });
  });

  it("starts no mobile-money prompt where no gateway can take payments (production without Paystack's key): it says so instead of pretending", async () => {
    const production = bookingDesk({ env: { ...env, ENVIRONMENT: "production" }, db: db() });
    await expect(production.requestPayment({ appointmentId: 7, momoPhone: "+233241234567", network: "mtn" })).rejects.toBeInstanceOf(MobileMoneyPromptUnavailable);
  });
});

describe("remembering a caller", () => {
  it("keeps the language chosen at the first dial, and the last search", async () => {
    expect(await desk().languageOf(CALLER)).toBeNull();
    expect(await desk().lastSearchOf(CALLER)).toBeNull();
    await desk().rememberLanguage(CALLER, "gaa");
    await desk().rememberSearch(CALLER, { specialty: "cardiology", place: "Kumasi" });
    await desk().rememberLanguage(CALLER, "ha");
    expect(await desk().languageOf(CALLER)).toBe("ha");
    expect(await desk().lastSearchOf(CALLER)).toEqual({ specialty: "cardiology", place: "Kumasi" });
    expect(await desk().languageOf(OTHER_CALLER)).toBeNull();
  });
});

describe("the caller's appointments by USSD", () => {
  it("lists the caller's coming bookings and cancels them under the web's refund rules", async () => {
    const { provider } = await insertProvider();
    const account = await callerAccountForBooking(db(), CALLER, SATURDAY_MORNING);
    const paidEarly = await insertAppointment({ patientId: account.id, providerId: provider.id, startsAt: at("2030-01-08", "09:00"), status: "confirmed", paymentStatus: "completed", transactionId: "apt_ussd_early", feePesewas: 15000 });
    const paidLate = await insertAppointment({ patientId: account.id, providerId: provider.id, startsAt: at("2030-01-05", "16:00"), status: "confirmed", paymentStatus: "completed", transactionId: "apt_ussd_late" });
    await insertAppointment({ patientId: account.id, providerId: provider.id, startsAt: at("2030-01-04", "10:00"), status: "confirmed", paymentStatus: "completed" });
    const someoneElse = await insertUser();
    const theirs = await insertAppointment({ patientId: someoneElse.id, providerId: provider.id, startsAt: at("2030-01-08", "10:00"), status: "confirmed", paymentStatus: "completed" });

    const listed = await desk().upcoming(CALLER, SATURDAY_MORNING);
    expect(listed.map((appointment) => appointment.id)).toEqual([paidLate.id, paidEarly.id]);
    expect(listed[1]).toMatchObject({ providerName: "Dr. Kwame Mensah", status: "confirmed", paid: true, feePesewas: 15000, bookingCode: expect.stringMatching(/^[A-Z2-9]{6}$/) });
    expect(await desk().upcoming(OTHER_CALLER, SATURDAY_MORNING)).toEqual([]);

    // 72 hours ahead: refunded in full; 8 hours ahead: no automatic refund.
    expect(await desk().cancel(CALLER, paidEarly.id, SATURDAY_MORNING)).toEqual({ cancelled: true, refundPesewas: 15000 });
    expect(await desk().cancel(CALLER, paidLate.id, SATURDAY_MORNING)).toEqual({ cancelled: true, refundPesewas: 0 });
    expect((await db().select().from(refunds)).map((refund) => [refund.appointmentId, refund.amountPesewas])).toEqual([[paidEarly.id, 15000]]);
    // Cancelled already, or someone else's: nothing changes.
    expect(await desk().cancel(CALLER, paidEarly.id, SATURDAY_MORNING)).toEqual({ cancelled: false, reason: "Only pending or confirmed appointments can be changed." });
    expect(await desk().cancel(CALLER, theirs.id, SATURDAY_MORNING)).toEqual({ cancelled: false, reason: "Appointment not found" });
    expect((await db().select().from(appointments).where(eq(appointments.id, theirs.id)))[0]!.status).toBe("confirmed");
    expect(await desk().upcoming(CALLER, SATURDAY_MORNING)).toEqual([]);
  });
});
