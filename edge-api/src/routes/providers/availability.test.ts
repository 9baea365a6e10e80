import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, signIn, upcoming } from "../../../test/fixtures.ts";
import { timeOff } from "../../db/schema.ts";

const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const availability = async (providerId: number, date: string, cookie?: string) => {
  const response = await api(`/api/providers/${providerId}/availability?date=${date}`, cookie ? { headers: { Cookie: cookie } } : {});
  return { status: response.status, body: (await response.json()) as { slots: { time: string; startsAt: string; available: boolean }[] } };
};

describe("GET /api/providers/:id/availability", () => {
  it("lists the spec's slots within the day's hours, taken ones marked, lapsed holds free", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const monday = upcoming(1);
    const now = Date.now();
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "09:00"), status: "confirmed" });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "09:30"), holdExpiresAt: now + 600_000 });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "10:00"), holdExpiresAt: now - 1 });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "10:30"), status: "cancelled" });

    const { status, body } = await availability(provider.id, monday);
    expect(status).toBe(200);
    // Mon 8 AM – 5 PM: all twelve slots.
    expect(body.slots.map((slot) => slot.time)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"]);
    expect(body.slots.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(["09:00", "09:30"]);
    expect(body.slots[0]!.startsAt).toBe(`${monday}T09:00:00.000Z`);
  });

  it("shows a patient their own unpaid hold as free to pick again, and as taken to everyone else", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const monday = upcoming(1);
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "11:00"), holdExpiresAt: Date.now() + 600_000 });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "11:30"), status: "confirmed", paymentStatus: "completed" });
    const taken = (body: { slots: { time: string; available: boolean }[] }) => body.slots.filter((slot) => !slot.available).map((slot) => slot.time);
    expect(taken((await availability(provider.id, monday, await signIn(patient.id))).body)).toEqual(["11:30"]);
    expect(taken((await availability(provider.id, monday)).body)).toEqual(["11:00", "11:30"]);
  });

  it("offers only the morning on a Saturday (9 AM – 1 PM), and nothing on Sundays or past days", async () => {
    const { provider } = await insertProvider();
    expect((await availability(provider.id, upcoming(6))).body.slots.map((slot) => slot.time)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    expect((await availability(provider.id, upcoming(0))).body.slots).toEqual([]);
    expect((await availability(provider.id, "2024-01-08")).body.slots).toEqual([]);
  });

  it("offers nothing on the provider's days off, and the usual slots the day after", async () => {
    const { provider } = await insertProvider();
    const { provider: colleague } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    const monday = upcoming(1);
    const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const wednesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await db().insert(timeOff).values({ providerId: provider.id, startsOn: monday, endsOn: tuesday, reason: "Conference" });
    expect((await availability(provider.id, monday)).body.slots).toEqual([]);
    expect((await availability(provider.id, tuesday)).body.slots).toEqual([]);
    expect((await availability(provider.id, wednesday)).body.slots.filter((slot) => slot.available)).toHaveLength(12);
    // Another provider's time off is theirs alone.
    expect((await availability(colleague.id, monday)).body.slots).toHaveLength(12);
  });

  it("answers 400 for a missing or impossible date and 404 for an unknown provider", async () => {
    const { provider } = await insertProvider();
    for (const query of ["", "?date=tomorrow", "?date=2026-02-30"]) {
      const response = await api(`/api/providers/${provider.id}/availability${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "validation_failed", fields: { date: expect.any(String) } } });
    }
    expect((await api(`/api/providers/999999/availability?date=${upcoming(1)}`)).status).toBe(404);
  });
});
