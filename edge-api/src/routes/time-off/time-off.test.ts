import { formatLongDate } from "@gh/contracts/ghana-time";
import type { TimeOff, TimeOffCreated } from "@gh/contracts/providers/options";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, outboxFor, sendJson, signIn, signedInPatient, upcoming } from "../../../test/fixtures.ts";
import { appointments, timeOff } from "../../db/schema.ts";

const DAY = 86_400_000;
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

async function signedInProvider(name = { firstName: "Kwame", lastName: "Mensah" }) {
  const { provider, user } = await insertProvider({}, name);
  return { provider, user, cookie: await signIn(user.id) };
}
const addTimeOff = (cookie: string, body: unknown) => sendJson("/api/providers/time-off", body, { cookie });
const listTimeOff = (cookie: string) => api("/api/providers/time-off", { headers: { Cookie: cookie } });
const removeTimeOff = (cookie: string, id: number | string) => sendJson(`/api/providers/time-off/${id}`, undefined, { method: "DELETE", cookie });

describe("POST /api/providers/time-off", () => {
  it("blocks a range of days and lists it back", async () => {
    const { cookie } = await signedInProvider();
    const monday = upcoming(1);
    const response = await addTimeOff(cookie, { from: monday, to: plusDays(monday, 4), reason: "Medical conference in Kumasi" });
    expect(response.status).toBe(201);
    const created = (await response.json()) as TimeOffCreated;
    expect(created).toEqual({ id: expect.any(Number), from: monday, to: plusDays(monday, 4), reason: "Medical conference in Kumasi", cancelledAppointments: 0 });
    expect(await (await listTimeOff(cookie)).json()).toEqual([{ id: created.id, from: monday, to: plusDays(monday, 4), reason: "Medical conference in Kumasi" }]);
  });

  it("takes today and a single day, and lists current and upcoming blocks first, soonest first, then past ones", async () => {
    const { provider, cookie } = await signedInProvider();
    const monday = upcoming(1);
    expect((await addTimeOff(cookie, { from: plusDays(monday, 14), to: plusDays(monday, 14) })).status).toBe(201);
    expect((await addTimeOff(cookie, { from: today(), to: today(), reason: "Family funeral" })).status).toBe(201);
    // A block from last month, as if written back then.
    await db().insert(timeOff).values({ providerId: provider.id, startsOn: plusDays(today(), -40), endsOn: plusDays(today(), -35), reason: "Annual leave" });
    const blocks = (await (await listTimeOff(cookie)).json()) as TimeOff[];
    expect(blocks.map((block) => block.from)).toEqual([today(), plusDays(monday, 14), plusDays(today(), -40)]);
  });

  it("refuses a first day in the past, a last day before the first, more than a year and impossible dates, writing nothing", async () => {
    const { cookie } = await signedInProvider();
    const monday = upcoming(1);
    const cases: [unknown, string, string][] = [
      [{ from: plusDays(today(), -1), to: monday }, "from", "Time off cannot start in the past. Choose today or a later date."],
      [{ from: monday, to: plusDays(monday, -1) }, "to", "The last day must be on or after the first day"],
      [{ from: monday, to: plusDays(monday, 366) }, "to", "Time off can be at most one year at a time"],
      [{ from: "2026-02-30", to: monday }, "from", "That date does not exist"],
      [{ from: monday }, "to", "Choose a date"],
      [{ from: monday, to: monday, reason: "x".repeat(201) }, "reason", "Must be at most 200 characters"],
    ];
    for (const [body, field, message] of cases) {
      const response = await addTimeOff(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).fields, JSON.stringify(body)).toMatchObject({ [field]: message });
    }
    // Exactly a year is fine.
    expect((await addTimeOff(cookie, { from: monday, to: plusDays(monday, 365) })).status).toBe(201);
    expect(await db().select().from(timeOff)).toHaveLength(1);
  });

  it("answers 409 for days that overlap another block, and takes the days next to it", async () => {
    const { cookie } = await signedInProvider();
    const monday = upcoming(1);
    expect((await addTimeOff(cookie, { from: monday, to: plusDays(monday, 2) })).status).toBe(201);
    for (const [from, to] of [[plusDays(monday, 2), plusDays(monday, 5)], [plusDays(monday, -1), monday], [plusDays(monday, 1), plusDays(monday, 1)], [plusDays(monday, -1), plusDays(monday, 3)]]) {
      const response = await addTimeOff(cookie, { from, to });
      expect(response.status, `${from}..${to}`).toBe(409);
      expect(await errorOf(response)).toMatchObject({ code: "conflict", message: "You already have time off on some of these days." });
    }
    expect((await addTimeOff(cookie, { from: plusDays(monday, 3), to: plusDays(monday, 3) })).status).toBe(201);
    expect(await db().select().from(timeOff)).toHaveLength(2);
  });

  it("asks first when paid bookings fall on those days, then cancels them and tells each patient", async () => {
    const { provider, cookie } = await signedInProvider();
    const monday = upcoming(1);
    const tuesday = plusDays(monday, 1);
    const { patient: ama } = await signedInPatient({ email: "ama@example.com.gh" });
    const { patient: kofi } = await signedInPatient({ email: "kofi@example.com.gh", firstName: "Kofi" });
    const { patient: yaw } = await signedInPatient({ email: "yaw@example.com.gh", firstName: "Yaw" });
    const confirmed = await insertAppointment({ patientId: ama.id, providerId: provider.id, startsAt: at(monday, "09:00"), status: "confirmed", paymentStatus: "completed", patientEmail: "ama@example.com.gh", transactionId: "apt_1_1" });
    const paidPending = await insertAppointment({ patientId: kofi.id, providerId: provider.id, startsAt: at(tuesday, "14:00"), paymentStatus: "completed", patientName: "Kofi Boateng", patientEmail: "kofi@example.com.gh" });
    // An unpaid booking still in its checkout: it goes too, without a word (nothing was paid).
    const unpaidHold = await insertAppointment({ patientId: yaw.id, providerId: provider.id, startsAt: at(tuesday, "15:00"), holdExpiresAt: Date.now() + 600_000, patientEmail: "yaw@example.com.gh" });
    // Outside the days off, and already cancelled: untouched.
    const dayAfter = await insertAppointment({ patientId: ama.id, providerId: provider.id, startsAt: at(plusDays(monday, 2), "09:00"), status: "confirmed", paymentStatus: "completed" });
    await insertAppointment({ patientId: ama.id, providerId: provider.id, startsAt: at(monday, "10:00"), status: "cancelled", paymentStatus: "completed", cancellationReason: "cancelled_by_patient" });

    const asked = await addTimeOff(cookie, { from: monday, to: tuesday, reason: "Annual leave" });
    expect(asked.status).toBe(409);
    expect(await errorOf(asked)).toMatchObject({
      code: "conflict",
      message:
        `2 paid appointments fall on these days: Ama Owusu, ${formatLongDate(monday)} at 9:00 AM; Kofi Boateng, ${formatLongDate(tuesday)} at 2:00 PM. ` +
        "If you confirm, they are cancelled and each patient is told and refunded in full, automatically.",
    });
    // Nothing written yet.
    expect(await db().select().from(timeOff)).toEqual([]);
    expect((await db().select().from(appointments).where(eq(appointments.id, confirmed.id)))[0]!.status).toBe("confirmed");

    const response = await addTimeOff(cookie, { from: monday, to: tuesday, reason: "Annual leave", cancelAppointments: true });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ from: monday, to: tuesday, reason: "Annual leave", cancelledAppointments: 2 });

    const statuses = Object.fromEntries((await db().select().from(appointments)).map((a) => [a.id, [a.status, a.cancellationReason]]));
    expect(statuses[confirmed.id]).toEqual(["cancelled", "provider_time_off"]);
    expect(statuses[paidPending.id]).toEqual(["cancelled", "provider_time_off"]);
    expect(statuses[unpaidHold.id]).toEqual(["cancelled", "provider_time_off"]);
    expect(statuses[dayAfter.id]).toEqual(["confirmed", null]);

    const [toAma] = await outboxFor("ama@example.com.gh");
    expect(toAma).toMatchObject({ channel: "email", subject: "Cancelled: your appointment with Dr. Kwame Mensah" });
    expect(toAma!.body).toContain("Reason: The provider is away from");
    expect(toAma!.body).toContain("(time off: Annual leave)");
    expect((await outboxFor("kofi@example.com.gh"))[0]).toMatchObject({ subject: "Cancelled: your appointment with Dr. Kwame Mensah" });
    expect(await outboxFor("yaw@example.com.gh")).toEqual([]);
    // The freed slots are gone from the calendar too: the day shows nothing to book.
    const availability = (await (await api(`/api/providers/${provider.id}/availability?date=${monday}`)).json()) as { slots: unknown[] };
    expect(availability.slots).toEqual([]);
  });

  it("cancels an unpaid hold without asking when no paid booking falls on those days", async () => {
    const { provider, cookie } = await signedInProvider();
    const monday = upcoming(1);
    const { patient } = await signedInPatient();
    const hold = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "11:00"), holdExpiresAt: Date.now() + 600_000 });
    const response = await addTimeOff(cookie, { from: monday, to: monday });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ cancelledAppointments: 0 });
    expect((await db().select().from(appointments).where(eq(appointments.id, hold.id)))[0]!.status).toBe("cancelled");
  });
});

describe("DELETE /api/providers/time-off/:id", () => {
  it("removes the provider's own block, and answers 404 for another provider's or an unknown one", async () => {
    const mine = await signedInProvider();
    const theirs = await signedInProvider({ firstName: "Efua", lastName: "Asante" });
    const monday = upcoming(1);
    const ownBlock = (await (await addTimeOff(mine.cookie, { from: monday, to: monday })).json()) as TimeOff;
    const theirBlock = (await (await addTimeOff(theirs.cookie, { from: monday, to: monday })).json()) as TimeOff;

    const refused = await removeTimeOff(mine.cookie, theirBlock.id);
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({ code: "not_found" });
    expect(await (await listTimeOff(theirs.cookie)).json()).toHaveLength(1);

    const removed = await removeTimeOff(mine.cookie, ownBlock.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: ownBlock.id, from: monday, to: monday, reason: null });
    expect(await (await listTimeOff(mine.cookie)).json()).toEqual([]);
    expect((await removeTimeOff(mine.cookie, ownBlock.id)).status).toBe(404);
    expect((await removeTimeOff(mine.cookie, "abc")).status).toBe(400);
  });
});

describe("time off is for providers only", () => {
  it("answers 401 signed out, 403 for a patient, 404 for a provider account without a profile", async () => {
    const body = { from: upcoming(1), to: upcoming(1) };
    expect((await api("/api/providers/time-off")).status).toBe(401);
    expect((await addTimeOff("", body)).status).toBe(401);
    const { cookie: patientCookie } = await signedInPatient();
    expect((await listTimeOff(patientCookie)).status).toBe(403);
    expect((await addTimeOff(patientCookie, body)).status).toBe(403);
    expect((await removeTimeOff(patientCookie, 1)).status).toBe(403);
    const { cookie: noProfile } = await signedInPatient({ role: "provider" });
    const response = await addTimeOff(noProfile, body);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: "Provider Profile Not Found" });
    expect(await db().select().from(timeOff)).toEqual([]);
  });
});

describe("adding time off in one batch", () => {
  it("writes nothing, and cancels nothing, when a paid booking or another block arrived after the route's checks", async () => {
    const { addTimeOff: addBlock } = await import("../../db/time-off.ts");
    const { provider } = await insertProvider();
    const { patient } = await signedInPatient();
    const monday = upcoming(1);
    const now = Date.now();
    const start = Date.parse(`${monday}T00:00:00Z`);
    const hold = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "11:00"), holdExpiresAt: now + 600_000 });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "09:00"), status: "confirmed", paymentStatus: "completed" });

    // Not agreed to cancel paid bookings: refused whole.
    expect(await addBlock(db(), { providerId: provider.id, from: monday, to: monday, reason: null }, start, now, false)).toEqual({ outcome: "refused" });
    // Overlapping a block written meanwhile: refused whole, even when agreed.
    await db().insert(timeOff).values({ providerId: provider.id, startsOn: plusDays(monday, -1), endsOn: plusDays(monday, -1) });
    expect(await addBlock(db(), { providerId: provider.id, from: plusDays(monday, -1), to: monday, reason: null }, start, now, true)).toEqual({ outcome: "refused" });

    expect(await db().select().from(timeOff)).toHaveLength(1);
    expect((await db().select().from(appointments)).map((a) => a.status).sort()).toEqual(["confirmed", "pending"]);
    expect((await db().select().from(appointments).where(eq(appointments.id, hold.id)))[0]!.cancellationReason).toBeNull();
  });
});
