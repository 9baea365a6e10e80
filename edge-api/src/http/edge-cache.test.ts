/**
 * Public reads from the edge: ETags and 304s, copies in caches.default (miniflare runs the real Cache
 * API here, so a hit is a hit), and every kind of write making the cached copy stale at once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, bookingBody, db, insertAppointment, insertProvider, insertUser, selfEditBody, sendJson, signIn, signedInPatient, upcoming } from "../../test/fixtures.ts";
import { cacheGenerations, reviews } from "../db/schema.ts";

const MONDAY = 1;
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);

interface Read {
  status: number;
  etag: string | null;
  cache: string | null;
  cacheControl: string | null;
  vary: string | null;
  body: string;
}

async function read(path: string, headers: Record<string, string> = {}): Promise<Read> {
  const response = await api(path, { headers });
  return {
    status: response.status,
    etag: response.headers.get("ETag"),
    cache: response.headers.get("X-Edge-Cache"),
    cacheControl: response.headers.get("Cache-Control"),
    vary: response.headers.get("Vary"),
    body: await response.text(),
  };
}

/** Reads twice so the second answer is the edge's copy, and checks it is. */
async function cached(path: string): Promise<Read> {
  await read(path);
  const copy = await read(path);
  expect(copy.cache).toBe("hit");
  return copy;
}

const slotsTaken = (body: string) => (JSON.parse(body) as { slots: { time: string; available: boolean }[] }).slots.filter((slot) => !slot.available).map((slot) => slot.time);

async function publicPaths() {
  const { provider } = await insertProvider();
  const monday = upcoming(MONDAY);
  return {
    provider,
    monday,
    paths: [
      "/api/specialties",
      "/api/providers/featured",
      `/api/providers/search?specialty=general&date=${monday}`,
      `/api/providers/${provider.id}`,
      `/api/providers/${provider.id}/reviews`,
      `/api/providers/${provider.id}/availability?date=${monday}`,
    ],
  };
}

describe("ETags and 304s on public reads", () => {
  it("tags every public read, keeps the tag while nothing changes, and serves the repeat from the edge", async () => {
    const { paths } = await publicPaths();
    for (const path of paths) {
      const first = await read(path);
      expect(first.status, path).toBe(200);
      expect(first.etag, path).toMatch(/^"[0-9a-f]{32}"$/);
      expect(first.cache, path).toBe("miss");
      expect(first.cacheControl, path).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/);
      const again = await read(path);
      expect(again, path).toMatchObject({ status: 200, etag: first.etag, cache: "hit", cacheControl: first.cacheControl, body: first.body });
    }
  });

  it("answers a matching If-None-Match with an empty 304, whether the tag comes back strong, weak or in a list", async () => {
    const { paths } = await publicPaths();
    for (const path of paths) {
      const { etag, cacheControl } = await read(path);
      for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const answer = await read(path, { "If-None-Match": ifNoneMatch });
        expect(answer, `${path} ${ifNoneMatch}`).toMatchObject({ status: 304, etag, cacheControl, body: "" });
      }
    }
  });

  it("gives the full answer for an If-None-Match that is stale, malformed or empty", async () => {
    const { provider } = await insertProvider();
    const path = `/api/providers/${provider.id}`;
    const { body, etag } = await read(path);
    for (const ifNoneMatch of ['"0123456789abcdef0123456789abcdef"', "W/", ",,,", "not-an-etag", etag!.replaceAll('"', ""), "x".repeat(4000), ""]) {
      const answer = await read(path, { "If-None-Match": ifNoneMatch });
      expect(answer, ifNoneMatch.slice(0, 20)).toMatchObject({ status: 200, etag, body });
    }
  });

  it("keeps errors out of the cache and untagged", async () => {
    for (const path of ["/api/providers/999999", "/api/providers/999999/availability?date=2030-01-07", "/api/providers/search?specialty=astrology", "/api/providers/abc"]) {
      const answer = await read(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.etag, path).toBeNull();
      expect(answer.cacheControl, path).toBe("no-store");
    }
  });

  it("serves the copy to a hard reload (Cache-Control: no-cache): only a write makes it stale", async () => {
    const { provider } = await insertProvider();
    const path = `/api/providers/${provider.id}`;
    await cached(path);
    expect((await read(path, { "Cache-Control": "no-cache", Pragma: "no-cache" })).cache).toBe("hit");
  });

  it("passes a request that says Cache-Control: no-store straight to the handler (the search benchmark times D1)", async () => {
    const { provider } = await insertProvider();
    const path = `/api/providers/${provider.id}`;
    await cached(path);
    const untouched = await read(path, { "Cache-Control": "no-store" });
    expect(untouched).toMatchObject({ status: 200, cache: null, etag: null, cacheControl: "no-store" });
  });
});

describe("answers that depend on who asks", () => {
  it("never shares a signed-in patient's availability: theirs is private, tagged, and not what others get", async () => {
    const { provider } = await insertProvider();
    const monday = upcoming(MONDAY);
    const path = `/api/providers/${provider.id}/availability?date=${monday}`;
    const { patient, cookie } = await signedInPatient();
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "11:00"), holdExpiresAt: Date.now() + 600_000 });

    const anonymous = await cached(path);
    expect(slotsTaken(anonymous.body)).toEqual(["11:00"]);
    expect(anonymous.vary).toBe("Cookie");

    const own = await read(path, { Cookie: cookie });
    expect(own).toMatchObject({ status: 200, cache: "bypass", cacheControl: "private, no-cache" });
    expect(own.cacheControl).not.toMatch(/public|s-maxage/);
    // Their own unpaid hold is free for them to pick again, never for anyone else.
    expect(slotsTaken(own.body)).toEqual([]);
    expect((await read(path, { Cookie: cookie, "If-None-Match": own.etag! })).status).toBe(304);
    expect(slotsTaken((await read(path)).body)).toEqual(["11:00"]);
  });

  it("keeps a copy of search per page size: data saver (Save-Data or the footer's cookie) gets its own", async () => {
    for (let i = 0; i < 12; i++) await insertProvider({}, { firstName: `Saver${i}`, lastName: "Test" });
    const path = "/api/providers/search?specialty=general";
    const full = await cached(path);
    expect(full.vary).toBe("Save-Data, Cookie");
    const pageSize = (answer: Read) => (JSON.parse(answer.body) as { pageSize: number }).pageSize;
    const saver = await read(path, { "Save-Data": "on" });
    expect(saver.cache).toBe("miss");
    expect(pageSize(saver)).toBeLessThan(pageSize(full));
    expect(saver.etag).not.toBe(full.etag);
    expect(await read(path, { Cookie: "gh_data_saver=1" })).toMatchObject({ cache: "hit", etag: saver.etag });
    expect(await read(path)).toMatchObject({ cache: "hit", etag: full.etag });
  });

  it("leaves signed-in routes alone: no ETag, no shared caching", async () => {
    const { cookie } = await signedInPatient();
    for (const path of ["/api/appointments/my", "/api/user"]) {
      const answer = await read(path, { Cookie: cookie });
      expect(answer.status, path).toBe(200);
      expect(answer.cache, path).toBeNull();
      expect(answer.etag, path).toBeNull();
      expect(answer.cacheControl, path).toBe("no-store");
    }
  });
});

describe("every write makes the cached copy stale at once", () => {
  it("shows a slot booked through the API as taken, in availability and in search, with new ETags", async () => {
    const { provider } = await insertProvider();
    const monday = upcoming(MONDAY);
    const availabilityPath = `/api/providers/${provider.id}/availability?date=${monday}`;
    const searchPath = `/api/providers/search?specialty=general&date=${monday}`;
    const availability = await cached(availabilityPath);
    const search = await cached(searchPath);
    const nextFree = (body: string) => (JSON.parse(body) as { providers: { id: number; nextFreeSlot: string | null }[] }).providers.find((p) => p.id === provider.id)?.nextFreeSlot;
    expect(slotsTaken(availability.body)).toEqual([]);
    expect(nextFree(search.body)).toBe(`${monday}T09:00:00.000Z`);

    const { cookie } = await signedInPatient();
    expect((await sendJson("/api/appointments", bookingBody(provider.id, monday, "09:00"), { cookie })).status).toBe(201);

    const freshAvailability = await read(availabilityPath, { "If-None-Match": availability.etag! });
    expect(freshAvailability).toMatchObject({ status: 200, cache: "miss" });
    expect(freshAvailability.etag).not.toBe(availability.etag);
    expect(slotsTaken(freshAvailability.body)).toEqual(["09:00"]);
    const freshSearch = await read(searchPath, { "If-None-Match": search.etag! });
    expect(freshSearch).toMatchObject({ status: 200, cache: "miss" });
    expect(freshSearch.etag).not.toBe(search.etag);
    expect(nextFree(freshSearch.body)).toBe(`${monday}T09:30:00.000Z`);
  });

  it("frees the slot in the cached availability when the patient cancels or reschedules", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    const path = `/api/providers/${provider.id}/availability?date=${monday}`;
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "09:00"), status: "confirmed", paymentStatus: "completed" });

    expect(slotsTaken((await cached(path)).body)).toEqual(["09:00"]);
    expect((await sendJson(`/api/appointments/${appointment.id}`, { appointmentDate: `${monday}T16:00:00.000Z` }, { method: "PUT", cookie })).status).toBe(200);
    expect(slotsTaken((await cached(path)).body)).toEqual(["16:00"]);
    expect((await sendJson(`/api/appointments/${appointment.id}`, { status: "cancelled" }, { method: "PUT", cookie })).status).toBe(200);
    expect(slotsTaken((await read(path)).body)).toEqual([]);
  });

  it("confirms a paid booking in the cached availability as soon as the payment is fulfilled", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "10:30"), holdExpiresAt: Date.now() + 15 * 60_000 });
    const reference = `apt_${appointment.id}_${Date.now()}`;
    const before = await cached(`/api/providers/${provider.id}/availability?date=${monday}`);

    expect((await sendJson("/api/payments/sandbox/charge", { reference, amountPesewas: 15000, channel: "mtn", phone: "024 123 4567", outcome: "success" }, { cookie })).status).toBe(200);
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).toBe(200);
    const after = await read(`/api/providers/${provider.id}/availability?date=${monday}`);
    expect(after.cache).toBe("miss");
    // Still taken (now for good): the answer's bytes may not change, but its copy was remade.
    expect(slotsTaken(after.body)).toEqual(["10:30"]);
    expect(slotsTaken(before.body)).toEqual(["10:30"]);
  });

  it("shows a new review on the cached profile, reviews and search at once", async () => {
    const { provider } = await insertProvider({ averageRating: 0, reviewCount: 0 });
    const { patient, cookie } = await signedInPatient({ firstName: "Yaw", lastName: "Boateng" });
    const visit = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "completed", paymentStatus: "completed" });
    const paths = [`/api/providers/${provider.id}`, `/api/providers/${provider.id}/reviews`, "/api/providers/search?specialty=general"];
    const before = await Promise.all(paths.map(async (path) => (await cached(path)).body));

    expect((await sendJson(`/api/appointments/${visit.id}/review`, { rating: 4.5, comment: "Thorough and kind." }, { cookie })).status).toBe(201);
    for (const [index, path] of paths.entries()) {
      const after = await read(path);
      expect(after.cache, path).toBe("miss");
      expect(after.body, path).not.toBe(before[index]);
    }
    expect((await read(`/api/providers/${provider.id}/reviews`)).body).toContain("Thorough and kind.");
  });

  it("shows the provider's own profile edit, an admin's edit and time off at once", async () => {
    const { provider, user } = await insertProvider();
    const providerCookie = await signIn(user.id);
    const admin = await insertUser({ role: "admin", email: "admin@example.com.gh" });
    const adminCookie = await signIn(admin.id);
    const profile = `/api/providers/${provider.id}`;
    const monday = upcoming(MONDAY);
    const availability = `/api/providers/${provider.id}/availability?date=${monday}`;

    await cached(profile);
    const selfEdit = selfEditBody({ workingHours: { monday: "9:00 AM - 5:00 PM", saturday: "Closed" } });
    expect((await sendJson("/api/providers/edit-profile", selfEdit, { method: "PATCH", cookie: providerCookie })).status).toBe(200);
    expect(JSON.parse((await read(profile)).body)).toMatchObject({ location: "Ridge Family Clinic" });

    await cached(profile);
    expect((await sendJson(`/api/admin/providers/${provider.id}`, { consultationFee: "180" }, { method: "PUT", cookie: adminCookie })).status).toBe(200);
    expect((await read(profile)).body).toContain("180");

    expect((await cached(availability)).body).toContain('"available":true');
    expect((await sendJson("/api/providers/time-off", { from: monday, to: monday, reason: "Conference" }, { cookie: providerCookie })).status).toBe(201);
    expect(JSON.parse((await read(availability)).body)).toMatchObject({ slots: [] });
  });

  it("drops a deleted provider from the cached profile and lists, and adds a new one to the lists", async () => {
    const { provider } = await insertProvider();
    const profile = `/api/providers/${provider.id}`;
    const specialties = await cached("/api/specialties");
    await cached(profile);

    const { provider: newcomer } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    const withNewcomer = await read("/api/specialties");
    expect(withNewcomer.body).not.toBe(specialties.body);
    expect((await read("/api/providers/search?specialty=general")).body).toContain(`"id":${newcomer.id}`);

    const admin = await insertUser({ role: "admin", email: "admin@example.com.gh" });
    const deleted = await api(`/api/admin/providers/${provider.id}`, { method: "DELETE", headers: { Cookie: await signIn(admin.id), Origin: "http://127.0.0.1" } });
    expect(deleted.status).toBeLessThan(300);
    expect((await read(profile)).status).toBe(404);
  });

  it("renews a generation in the same statement as the write, whichever code path writes", async () => {
    const { provider } = await insertProvider();
    const generation = async (scope: string) => (await db().select().from(cacheGenerations).where(eq(cacheGenerations.scope, scope)))[0]?.generation;
    const patient = await insertUser();
    const before = { lists: await generation("lists"), provider: await generation(`provider:${provider.id}`) };
    await db().insert(reviews).values({ providerId: provider.id, patientId: patient.id, patientName: "Esi A.", rating: 3 });
    const after = { lists: await generation("lists"), provider: await generation(`provider:${provider.id}`) };
    expect(after.lists).not.toBe(before.lists);
    expect(after.provider).not.toBe(before.provider);
    expect(after.provider).toMatch(/^[0-9a-f]{16}$/);
  });
});
