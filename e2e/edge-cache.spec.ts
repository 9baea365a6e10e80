/**
 * Reads served from the edge (docs/decisions/0004-edge-cache-generations.md), against the e2e server (wrangler dev, whose Cache API is
 * miniflare's real one): a repeated provider request costs a 304, and a slot booked through the API
 * shows as taken in the cached availability and search at once, never offered to the next visitor.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { latestCode } from "./support/outbox";
import { uniqueSuffix } from "./support/providers";

interface Listed {
  id: number;
  location: string;
  /** The specialty's id ("general"). */
  specialty: string;
}

interface Availability {
  slots: { time: string; startsAt: string; available: boolean }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new patient with a verified e-mail, signed in within its own request context. */
async function newPatient(request: APIRequestContext): Promise<void> {
  const email = `ama.${uniqueSuffix()}@example.com.gh`;
  expect((await request.post("/api/register", { data: { email, password: "Accra#Patient25", firstName: "Ama", lastName: "Owusu" } })).status()).toBe(201);
  expect((await request.post("/api/verify-email", { data: { email, code: await latestCode(request, email) } })).status()).toBe(200);
}

/** A featured provider and a weekday two weeks out with a free slot, so no other test's booking is in the way. */
async function providerWithFreeDay(request: APIRequestContext): Promise<{ provider: Listed; date: string; slot: Availability["slots"][number] }> {
  const featured = (await (await request.get("/api/providers/featured")).json()) as Listed[];
  for (const provider of [...featured].reverse()) {
    for (let day = 13; day >= 7; day--) {
      const date = new Date(Date.now() + day * DAY_MS).toISOString().slice(0, 10);
      const { slots } = (await (await request.get(`/api/providers/${provider.id}/availability?date=${date}`)).json()) as Availability;
      const slot = slots.find((candidate) => candidate.available);
      if (slot) return { provider, date, slot };
    }
  }
  throw new Error("No featured provider has a free slot in the second week");
}

test.describe("public reads from the edge", () => {
  test("a repeated provider request is answered 304 from the edge's copy", async ({ request }) => {
    const [provider] = (await (await request.get("/api/providers/featured")).json()) as Listed[];
    const path = `/api/providers/${provider!.id}`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers()["cache-control"]).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+, stale-while-revalidate=\d+$/);

    const repeat = await request.get(path, { headers: { "If-None-Match": etag! } });
    expect(repeat.status()).toBe(304);
    expect(repeat.headers()["x-edge-cache"]).toBe("hit");
    expect((await repeat.body()).byteLength).toBe(0);
  });

  test("booking a slot makes the cached availability and search fresh at once", async ({ request, playwright, baseURL }) => {
    const { provider, date, slot } = await providerWithFreeDay(request);
    const availabilityPath = `/api/providers/${provider.id}/availability?date=${date}`;
    const searchPath = `/api/providers/search?${new URLSearchParams({ specialty: provider.specialty, location: provider.location, date })}`;
    const nextFree = async (response: Awaited<ReturnType<APIRequestContext["get"]>>) =>
      ((await response.json()) as { providers: { id: number; nextFreeSlot: string | null }[] }).providers.find((listed) => listed.id === provider.id)?.nextFreeSlot;

    // Both answers are in the edge's cache before the booking.
    await request.get(searchPath);
    const cachedSearch = await request.get(searchPath);
    expect(cachedSearch.headers()["x-edge-cache"]).toBe("hit");
    expect(await nextFree(cachedSearch)).toBe(slot.startsAt);
    const cachedAvailability = await request.get(availabilityPath);
    expect(cachedAvailability.headers()["x-edge-cache"]).toBe("hit");

    const patient = await playwright.request.newContext({ baseURL });
    try {
      await newPatient(patient);
      const booked = await patient.post("/api/appointments", {
        data: { providerId: provider.id, appointmentDate: slot.startsAt, reason: "Check-up", patientName: "Ama Owusu", patientPhone: "024 123 4567", patientEmail: "ama@example.com.gh" },
      });
      expect(booked.status()).toBe(201);
    } finally {
      await patient.dispose();
    }

    // The next anonymous visitor, even one revalidating the old copy, sees the slot taken.
    const availability = await request.get(availabilityPath, { headers: { "If-None-Match": cachedAvailability.headers()["etag"]! } });
    expect(availability.status()).toBe(200);
    expect(availability.headers()["etag"]).not.toBe(cachedAvailability.headers()["etag"]);
    const { slots } = (await availability.json()) as Availability;
    expect(slots.find((candidate) => candidate.startsAt === slot.startsAt)).toMatchObject({ available: false });
    const search = await request.get(searchPath, { headers: { "If-None-Match": cachedSearch.headers()["etag"]! } });
    expect(search.status()).toBe(200);
    expect(await nextFree(search)).not.toBe(slot.startsAt);
  });
});
