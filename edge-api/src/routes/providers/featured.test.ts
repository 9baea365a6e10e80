import { providerSchema, type Provider } from "@gh/contracts/providers";
import { describe, expect, it } from "vitest";
import { api, insertProvider } from "../../../test/fixtures.ts";

async function featured(query = "") {
  const response = await api(`/api/providers/featured${query}`);
  return { response, body: (await response.json()) as unknown };
}

describe("GET /api/providers/featured", () => {
  it("returns verified providers in the spec's Provider shape, by the rating weighted by review count", async () => {
    await insertProvider({ averageRating: 4.2, reviewCount: 30 }, { firstName: "Kofi", lastName: "Boateng" });
    const { provider: top } = await insertProvider(
      { averageRating: 4.9, reviewCount: 12, consultationFeePesewas: 25050, specialtyId: "cardiology" },
      { firstName: "Akosua", lastName: "Asante" },
    );
    await insertProvider({ averageRating: 5, reviewCount: 50, isVerified: false }, { firstName: "Yaw", lastName: "Osei" });
    await insertProvider({ averageRating: 4.9, reviewCount: 3 }, { firstName: "Esi", lastName: "Quaye" });

    const { response, body } = await featured("?limit=50");
    expect(response.status).toBe(200);
    const list = body as Provider[];
    for (const provider of list) expect(() => providerSchema.parse(provider)).not.toThrow();

    // Weighted by review count: 4.2 from 30 reviews outranks 4.9 from 3.
    expect(list.map((p) => p.user.firstName)).toEqual(["Akosua", "Kofi", "Esi"]);
    expect(list[0]).toMatchObject({
      id: top.id,
      specialty: "cardiology",
      consultationFee: "250.50",
      isVerified: true,
      workingHours: { monday: "8:00 AM - 5:00 PM", tuesday: "8:00 AM - 5:00 PM", wednesday: "8:00 AM - 5:00 PM", thursday: "8:00 AM - 5:00 PM", friday: "8:00 AM - 5:00 PM", saturday: "9:00 AM - 1:00 PM", sunday: "Closed" },
      services: ["Consultation", "Check-ups"],
      languages: ["English", "Twi"],
    });
  });

  it("returns the home page's three cards when no limit is given, and at most the limit", async () => {
    for (let i = 0; i < 5; i++) await insertProvider({ averageRating: 4 + i / 10 });
    expect(((await featured()).body as Provider[]).length).toBe(3);
    expect(((await featured("?limit=4")).body as Provider[]).length).toBe(4);
  });

  it.each([["0"], ["51"], ["abc"], ["2.5"]])("refuses limit=%s with 400 and the field's message", async (limit) => {
    const { response, body } = await featured(`?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ error: { code: "validation_failed", fields: { limit: expect.any(String) } } });
  });

  it("degrades a corrupt JSON column to an empty value instead of failing the list", async () => {
    await insertProvider({ services: "not json", workingHours: "[1,2]" });
    const { response, body } = await featured();
    expect(response.status).toBe(200);
    expect((body as Provider[])[0]).toMatchObject({ services: [], workingHours: {} });
  });
});

describe("GET /api/providers/:id", () => {
  it("returns one provider, verified or pending", async () => {
    const { provider } = await insertProvider({ isVerified: false, bio: null }, { firstName: "Selorm", lastName: "Agbeko" });
    const response = await api(`/api/providers/${provider.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: provider.id, user: { firstName: "Selorm" }, isVerified: false, bio: null });
  });

  it("answers a JSON 404 for an unknown id and a 400 for a malformed one", async () => {
    const missing = await api("/api/providers/999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "Provider not found" } });
    const malformed = await api("/api/providers/abc");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: "validation_failed", fields: { id: expect.any(String) } } });
  });
});
