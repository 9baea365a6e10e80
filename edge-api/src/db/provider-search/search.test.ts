import type { SearchResults } from "@gh/contracts/search";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser } from "../../../test/fixtures.ts";
import { timeOff } from "../schema.ts";
import { featuredQuery } from "../providers.ts";
import { planSearch } from "./plan.ts";
import { searchProviders } from "./search.ts";
import { NEARBY_WALK_LIMIT, NEAREST_CANDIDATES, searchStatement } from "./statement.ts";
import { searchQuerySchema } from "@gh/contracts/search";

const TOWNS = {
  accra: { city: "Accra", region: "Greater Accra", latitude: 5.6037, longitude: -0.187 },
  tema: { city: "Tema", region: "Greater Accra", latitude: 5.6698, longitude: -0.0166 },
  kasoa: { city: "Kasoa", region: "Central", latitude: 5.534, longitude: -0.422 },
  kumasi: { city: "Kumasi", region: "Ashanti", latitude: 6.6885, longitude: -1.6244 },
};

/** Days ahead, always a Monday, so the fixtures' hours apply: "YYYY-MM-DD". */
function nextMonday(weeksAhead = 1): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7) + 7 * (weeksAhead - 1));
  return date.toISOString().slice(0, 10);
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function search(query: string) {
  const response = await api(`/api/providers/search?${query}`);
  return { response, body: (await response.json()) as SearchResults & { error?: { fields: Record<string, string> } } };
}
const names = (body: SearchResults) => body.providers.map((p) => p.user.firstName);

beforeEach(async () => {
  await insertProvider({ specialtyId: "cardiology", ...TOWNS.accra, consultationFeePesewas: 20000, yearsExperience: 10, averageRating: 4.8, reviewCount: 50 }, { firstName: "Akua", lastName: "Asante" });
  await insertProvider({ specialtyId: "cardiology", ...TOWNS.kumasi, consultationFeePesewas: 15000, yearsExperience: 20, averageRating: 4.0, reviewCount: 10 }, { firstName: "Bright", lastName: "Boateng" });
  await insertProvider({ specialtyId: "general", ...TOWNS.tema, consultationFeePesewas: 10000, yearsExperience: 5, averageRating: 5.0, reviewCount: 2 }, { firstName: "Comfort", lastName: "Clottey" });
  await insertProvider({ specialtyId: "dentist", ...TOWNS.accra, consultationFeePesewas: 30000, yearsExperience: 15, averageRating: 4.5, reviewCount: 20, isVerified: false }, { firstName: "Dzifa", lastName: "Dzivor" });
  await insertProvider(
    { specialtyId: "general", ...TOWNS.kasoa, location: "Kasoa Polyclinic", address: "Winneba Road, Kasoa", consultationFeePesewas: 12000, yearsExperience: 8, averageRating: 3.5, reviewCount: 4 },
    { firstName: "Edem", lastName: "Ekpe" },
  );
});

describe("GET /api/providers/search results", () => {
  it("carry each provider as its profile does, with the distance and next free slot besides (the account's userId included)", async () => {
    for (const query of ["specialty=cardiology", "location=Accra&sort=nearest", "lat=5.6037&lng=-0.187", "location=Accra&distance=25"]) {
      const { body } = await search(query);
      expect(body.providers.length, query).toBeGreaterThan(0);
      for (const { distanceKm: _distance, nextFreeSlot: _slot, ...provider } of body.providers) {
        expect(provider, query).toEqual(await (await api(`/api/providers/${provider.id}`)).json());
      }
    }
  });
});

describe("GET /api/providers/search filters", () => {
  it("by specialty id", async () => {
    const { body } = await search("specialty=cardiology");
    expect(names(body)).toEqual(["Akua", "Bright"]);
    expect(body.total).toBe(2);
  });

  it("by town, case-insensitively ('kumasi' finds Kumasi)", async () => {
    expect(names((await search("location=kumasi")).body)).toEqual(["Bright"]);
  });

  it("by region", async () => {
    expect(names((await search("location=Greater%20Accra&sort=price-low")).body)).toEqual(["Comfort", "Akua", "Dzifa"]);
  });

  it("by any text in the practice location or address", async () => {
    expect(names((await search("location=polyclinic")).body)).toEqual(["Edem"]);
    expect(names((await search("location=winneba%20road")).body)).toEqual(["Edem"]);
  });

  it("by specialty and town together", async () => {
    expect(names((await search("specialty=cardiology&location=Accra")).body)).toEqual(["Akua"]);
  });

  it("by distance from a town, each result with its distance", async () => {
    const within25 = (await search("location=Accra&distance=25&sort=price-low")).body;
    expect(names(within25)).toEqual(["Comfort", "Akua", "Dzifa"]);
    const tema = within25.providers.find((p) => p.user.firstName === "Comfort")!;
    expect(tema.distanceKm).toBeGreaterThan(18);
    expect(tema.distanceKm).toBeLessThan(21);
    expect(within25.place).toMatchObject({ name: "Accra", region: "Greater Accra" });

    expect(names((await search("location=Accra&distance=10&sort=price-low")).body)).toEqual(["Akua", "Dzifa"]);
    expect(names((await search("location=Accra&distance=50&sort=price-low")).body)).toEqual(["Comfort", "Edem", "Akua", "Dzifa"]);
  });

  it("by distance from the visitor's position", async () => {
    const { body } = await search("lat=6.69&lng=-1.62&distance=5");
    expect(names(body)).toEqual(["Bright"]);
    expect(body.providers[0]!.distanceKm).toBeLessThan(1);
  });

  it("by date: nobody on a Sunday, everyone with a free slot on a weekday", async () => {
    const monday = nextMonday();
    const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    expect((await search(`date=${sunday}`)).body.total).toBe(0);
    expect((await search(`date=${monday}`)).body.total).toBe(5);
  });

  it("by date: a provider whose every slot that day is held drops out; a lapsed hold frees a slot", async () => {
    const monday = nextMonday();
    const [akua] = (await search("location=Accra&specialty=cardiology")).body.providers;
    const patient = await insertUser();
    const slots = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"];
    for (const [index, slot] of slots.entries()) {
      await insertAppointment({
        patientId: patient.id,
        providerId: akua!.id,
        startsAt: Date.parse(`${monday}T${slot}:00Z`),
        status: "confirmed",
        // The last one is an unpaid booking whose hold ran out: it holds nothing.
        ...(index === slots.length - 1 ? { status: "pending", holdExpiresAt: Date.now() - 1000 } : {}),
      });
    }
    const withLapsedHold = (await search(`date=${monday}&specialty=cardiology`)).body;
    expect(names(withLapsedHold)).toContain("Akua");
    expect(withLapsedHold.providers.find((p) => p.user.firstName === "Akua")!.nextFreeSlot).toBe(`${monday}T16:30:00.000Z`);

    await env.DB.prepare("UPDATE appointments SET status = 'confirmed' WHERE starts_at = ?").bind(Date.parse(`${monday}T16:30:00Z`)).run();
    expect(names((await search(`date=${monday}&specialty=cardiology`)).body)).toEqual(["Bright"]);
  });

  it("by date: a provider on time off that day is not a hit, and is again the day after", async () => {
    const monday = nextMonday();
    const tuesday = dayAfter(monday);
    const [bright] = (await search("location=kumasi")).body.providers;
    await db().insert(timeOff).values({ providerId: bright!.id, startsOn: monday, endsOn: monday, reason: "Conference" });
    expect(names((await search(`date=${monday}&specialty=cardiology`)).body)).toEqual(["Akua"]);
    expect((await search(`date=${monday}`)).body.total).toBe(4);
    const nextDay = (await search(`date=${tuesday}&specialty=cardiology`)).body;
    expect(names(nextDay)).toEqual(["Akua", "Bright"]);
    expect(nextDay.providers.find((p) => p.user.firstName === "Bright")!.nextFreeSlot).toBe(`${tuesday}T09:00:00.000Z`);
  });

  it("gives each result its next free slot after the provider's days off", async () => {
    const monday = nextMonday();
    const [bright] = (await search("location=kumasi")).body.providers;
    // Off from today to Monday: the first free slot is Tuesday morning.
    await db().insert(timeOff).values({ providerId: bright!.id, startsOn: new Date().toISOString().slice(0, 10), endsOn: monday, reason: "Annual leave" });
    expect((await search("location=kumasi")).body.providers[0]!.nextFreeSlot).toBe(`${dayAfter(monday)}T09:00:00.000Z`);
    expect((await search(`location=kumasi&date=${dayAfter(monday)}`)).body.providers[0]!.nextFreeSlot).toBe(`${dayAfter(monday)}T09:00:00.000Z`);
  });

  it("gives each result its next free slot from the searched date", async () => {
    const monday = nextMonday();
    const { body } = await search(`date=${monday}&location=kumasi`);
    expect(body.providers[0]!.nextFreeSlot).toBe(`${monday}T09:00:00.000Z`);
  });
});

describe("GET /api/providers/search practice facts", () => {
  beforeEach(async () => {
    await insertProvider({ specialtyId: "pharmacy", ...TOWNS.accra, open24Hours: true }, { firstName: "Ama", lastName: "Ansah" });
    await insertProvider({ specialtyId: "pharmacy", ...TOWNS.kumasi, open24Hours: true, acceptsWalkIns: true }, { firstName: "Kojo", lastName: "Kyei" });
    await insertProvider({ specialtyId: "pharmacy", ...TOWNS.accra }, { firstName: "Yaa", lastName: "Yeboah" });
    await insertProvider({ specialtyId: "general", ...TOWNS.accra, acceptsWalkIns: true }, { firstName: "Fiifi", lastName: "Forson" });
    await insertProvider({ specialtyId: "emergency", ...TOWNS.kumasi, open24Hours: true, acceptsWalkIns: true }, { firstName: "Esi", lastName: "Essien" });
  });
  const sorted = (body: SearchResults) => names(body).sort();

  it("open24Hours: only providers open around the clock, each saying so", async () => {
    const { body } = await search("open24Hours=true");
    expect(sorted(body)).toEqual(["Ama", "Esi", "Kojo"]);
    expect(body.total).toBe(3);
    expect(body.providers.every((p) => p.open24Hours)).toBe(true);
    expect(sorted((await search("open24Hours=1")).body)).toEqual(["Ama", "Esi", "Kojo"]);
  });

  it("24/7 Pharmacies: a specialty with open24Hours, also within a town or a distance", async () => {
    expect(sorted((await search("specialty=pharmacy&open24Hours=true")).body)).toEqual(["Ama", "Kojo"]);
    expect(names((await search("specialty=pharmacy&open24Hours=true&location=Accra")).body)).toEqual(["Ama"]);
    expect(names((await search("specialty=pharmacy&open24Hours=true&location=Ashanti")).body)).toEqual(["Kojo"]);
    expect(names((await search("open24Hours=true&location=Accra&distance=10")).body)).toEqual(["Ama"]);
  });

  it("walkIns: only providers who see patients without an appointment, alone or with other filters", async () => {
    const all = (await search("walkIns=true")).body;
    expect(sorted(all)).toEqual(["Esi", "Fiifi", "Kojo"]);
    expect(all.providers.every((p) => p.acceptsWalkIns)).toBe(true);
    expect(names((await search("walkIns=1&location=Accra")).body)).toEqual(["Fiifi"]);
    expect(names((await search("walkIns=true&specialty=general")).body)).toEqual(["Fiifi"]);
    expect(sorted((await search("walkIns=true&open24Hours=true")).body)).toEqual(["Esi", "Kojo"]);
    expect(sorted((await search(`walkIns=true&date=${nextMonday()}&location=Kumasi`)).body)).toEqual(["Esi", "Kojo"]);
  });

  it("remote: only providers who see patients by audio or video call, with the fee of each", async () => {
    await insertProvider({ specialtyId: "psychiatry", ...TOWNS.accra, consultationFeePesewas: 25000, offersAudio: true, audioFeePesewas: 15000 }, { firstName: "Yaa", lastName: "Yeboah" });
    await insertProvider({ specialtyId: "cardiology", ...TOWNS.kumasi, consultationFeePesewas: 30000, offersVideo: true }, { firstName: "Zakari", lastName: "Zakaria" });
    const all = (await search("remote=true")).body;
    expect(sorted(all)).toEqual(["Yaa", "Zakari"]);
    expect(all.providers.find((p) => p.user.firstName === "Yaa")?.remoteVisits).toEqual({ audio: "150.00", video: null });
    expect(all.providers.find((p) => p.user.firstName === "Zakari")?.remoteVisits).toEqual({ audio: null, video: "300.00" });
    expect(names((await search("remote=true&location=Accra")).body)).toEqual(["Yaa"]);
    expect(names((await search("remote=true&specialty=cardiology")).body)).toEqual(["Zakari"]);
    expect((await search("remote=false")).body.total).toBe((await search("")).body.total);
    const bad = await search("remote=perhaps");
    expect(bad.response.status).toBe(400);
    expect(bad.body.error?.fields).toHaveProperty("remote");
  });

  it("a flag that is off, or empty, filters nothing", async () => {
    expect((await search("")).body.total).toBe(10);
    expect((await search("open24Hours=false&walkIns=0")).body.total).toBe(10);
    expect((await search("open24Hours=&walkIns=")).body.total).toBe(10);
  });

  it("every provider the API returns carries both facts", async () => {
    const { body } = await search("location=Accra");
    expect(body.providers.find((p) => p.user.firstName === "Ama")).toMatchObject({ open24Hours: true, acceptsWalkIns: false });
    expect(body.providers.find((p) => p.user.firstName === "Akua")).toMatchObject({ open24Hours: false, acceptsWalkIns: false });
    const esi = (await search("specialty=emergency")).body.providers[0]!;
    expect(await (await api(`/api/providers/${esi.id}`)).json()).toMatchObject({ open24Hours: true, acceptsWalkIns: true });
  });

  it("a real place with no walk-in practice is still recognised", async () => {
    const { body } = await search("location=polyclinic&walkIns=true");
    expect(body).toMatchObject({ total: 0, placeRecognised: true, placeSuggestions: [] });
  });
});

describe("GET /api/providers/search: Accepts NHIS and Verified providers only", () => {
  const year = new Date().getUTCFullYear();
  const monday = nextMonday();
  beforeEach(async () => {
    // Beside the five above (none of them NHIS; Dzifa unverified): NHIS practices in every licence standing.
    await insertProvider(
      { specialtyId: "cardiology", ...TOWNS.accra, consultationFeePesewas: 18000, yearsExperience: 12, averageRating: 4.6, reviewCount: 30, acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/00101", regulator: "mdc" },
      { firstName: "Nana", lastName: "Nkansah" },
    );
    await insertProvider({ specialtyId: "general", ...TOWNS.kumasi, consultationFeePesewas: 9000, yearsExperience: 25, averageRating: 4.2, reviewCount: 8, acceptsNhis: true, acceptsWalkIns: true }, { firstName: "Ofori", lastName: "Owusu" });
    // Pending verification: never approved.
    await insertProvider(
      { specialtyId: "dentist", ...TOWNS.tema, location: "Tema Dental Centre", consultationFeePesewas: 25000, yearsExperience: 3, averageRating: 4.9, reviewCount: 3, acceptsNhis: true, isVerified: false, licenceVerifiedFor: null },
      { firstName: "Pokua", lastName: "Poku" },
    );
    // Last year's licence, and a badge the 1 January run has not cleared yet: not verified now.
    await insertProvider(
      { specialtyId: "general", ...TOWNS.accra, consultationFeePesewas: 11000, yearsExperience: 7, averageRating: 3.9, reviewCount: 2, acceptsNhis: true, offersVideo: true, licenceVerifiedFor: year - 1 },
      { firstName: "Quaye", lastName: "Quarshie" },
    );
  });
  const sorted = (body: SearchResults) => names(body).sort();

  it("nhis: only the practices that accept NHIS, each saying so with its accreditation number", async () => {
    const { body } = await search("nhis=true");
    expect(names(body)).toEqual(["Nana", "Ofori", "Quaye", "Pokua"]);
    expect(body.total).toBe(4);
    expect(body.providers.every((p) => p.acceptsNhis)).toBe(true);
    expect(body.providers.find((p) => p.user.firstName === "Nana")).toMatchObject({ nhiaAccreditationNumber: "NHIA/HF/00101", regulator: "mdc" });
    expect(sorted((await search("nhis=1")).body)).toEqual(["Nana", "Ofori", "Pokua", "Quaye"]);
  });

  it("verified: only providers whose licence is verified for this year, as each answer's isVerified says", async () => {
    const { body } = await search("verified=true");
    expect(sorted(body)).toEqual(["Akua", "Bright", "Comfort", "Edem", "Nana", "Ofori"]);
    expect(body.providers.every((p) => p.isVerified && p.licenceVerifiedFor === year)).toBe(true);
    // Quaye's badge is stored but the licence is last year's: no badge in any answer, and not a verified hit.
    const quaye = (await search("nhis=true&location=Accra")).body.providers.find((p) => p.user.firstName === "Quaye")!;
    expect(quaye).toMatchObject({ isVerified: false, licenceVerifiedFor: year - 1 });
    expect(await (await api(`/api/providers/${quaye.id}`)).json()).toMatchObject({ isVerified: false, licenceVerifiedFor: year - 1 });
    const pokua = (await search("nhis=true&specialty=dentist")).body.providers[0]!;
    expect(pokua).toMatchObject({ isVerified: false, licenceVerifiedFor: null });
  });

  it("both together, and each with a specialty, a town, a region, a distance, a date and the other filters", async () => {
    expect(sorted((await search("nhis=true&verified=true")).body)).toEqual(["Nana", "Ofori"]);
    expect(sorted((await search("nhis=true&specialty=general")).body)).toEqual(["Ofori", "Quaye"]);
    expect(names((await search("verified=true&specialty=cardiology")).body)).toEqual(["Akua", "Nana", "Bright"]);
    expect(sorted((await search("nhis=true&location=Accra")).body)).toEqual(["Nana", "Quaye"]);
    expect(sorted((await search("verified=true&location=accra")).body)).toEqual(["Akua", "Nana"]);
    expect(sorted((await search("nhis=true&location=Greater%20Accra")).body)).toEqual(["Nana", "Pokua", "Quaye"]);
    expect(sorted((await search("verified=true&location=Ashanti")).body)).toEqual(["Bright", "Ofori"]);
    const near = (await search("nhis=true&location=Accra&distance=25")).body;
    expect(names(near)).toEqual(["Nana", "Quaye", "Pokua"]);
    expect(near.providers.map((p) => p.distanceKm! < 25)).toEqual([true, true, true]);
    expect(sorted((await search("verified=true&location=Accra&distance=25")).body)).toEqual(["Akua", "Comfort", "Nana"]);
    expect(sorted((await search("nhis=true&verified=true&lat=6.69&lng=-1.62&distance=10")).body)).toEqual(["Ofori"]);
    expect(sorted((await search(`nhis=true&date=${monday}`)).body)).toEqual(["Nana", "Ofori", "Pokua", "Quaye"]);
    expect(sorted((await search(`verified=true&nhis=true&date=${monday}&specialty=cardiology`)).body)).toEqual(["Nana"]);
    expect(names((await search("nhis=true&walkIns=true")).body)).toEqual(["Ofori"]);
    expect(names((await search("nhis=true&remote=true")).body)).toEqual(["Quaye"]);
    expect((await search("verified=true&remote=true")).body.total).toBe(0);
  });

  it("keeps every sort order", async () => {
    const fees = (body: SearchResults) => body.providers.map((p) => Number(p.consultationFee));
    expect(fees((await search("nhis=true&sort=price-low")).body)).toEqual([90, 110, 180, 250]);
    expect(fees((await search("nhis=true&sort=price-high")).body)).toEqual([250, 180, 110, 90]);
    expect(names((await search("nhis=true&sort=rating")).body)).toEqual(["Pokua", "Nana", "Ofori", "Quaye"]);
    expect(names((await search("nhis=true&sort=experience")).body)).toEqual(["Ofori", "Nana", "Quaye", "Pokua"]);
    expect(fees((await search("verified=true&sort=price-low")).body)).toEqual([90, 100, 120, 150, 180, 200]);
    expect(names((await search("verified=true&sort=rating")).body)).toEqual(["Comfort", "Akua", "Nana", "Ofori", "Bright", "Edem"]);
    expect(names((await search("verified=true&sort=experience")).body)).toEqual(["Ofori", "Bright", "Nana", "Akua", "Edem", "Comfort"]);
    expect(names((await search("nhis=true&verified=true&sort=price-high")).body)).toEqual(["Nana", "Ofori"]);
    // With a place, relevance is nearest first.
    expect(names((await search("nhis=true&lat=5.6037&lng=-0.187&sort=nearest")).body)).toEqual(["Nana", "Quaye", "Pokua", "Ofori"]);
  });

  it("a flag that is off or empty filters nothing, and anything but yes or no is a 400 naming it", async () => {
    const all = (await search("")).body.total;
    expect(all).toBe(9);
    expect((await search("nhis=false&verified=0")).body.total).toBe(all);
    expect((await search("nhis=&verified=")).body.total).toBe(all);
    for (const [query, field] of [["nhis=perhaps", "nhis"], ["verified=yes&nhis=true", "verified"]] as const) {
      const bad = await search(query);
      expect(bad.response.status).toBe(400);
      expect(Object.keys(bad.body.error?.fields ?? {})).toEqual([field]);
    }
  });

  it("still recognises a real place with no NHIS or verified practice", async () => {
    // Kasoa Polyclinic takes no NHIS; the Tema Dental Centre's only dentist is not verified yet.
    for (const query of ["location=polyclinic&nhis=true", "location=dental%20centre&verified=true"]) {
      expect((await search(query)).body, query).toMatchObject({ total: 0, placeRecognised: true, placeSuggestions: [] });
    }
  });

  it("a search without them, as the USSD desk makes it, keeps practices without NHIS and those whose licence awaits renewal", async () => {
    const query = searchQuerySchema.parse({ location: "Accra", specialty: "general" });
    expect(query).toMatchObject({ nhis: false, verified: false });
    const { providers } = await searchProviders(env.DB, { ...query, page: 1 }, Date.now(), 5);
    expect(providers.map((p) => p.user.firstName)).toEqual(["Quaye"]);
  });
});

describe("GET /api/providers/featured", () => {
  it("lists only providers verified for this year: a badge the 1 January run has not cleared yet is not featured", async () => {
    await insertProvider({ averageRating: 5, reviewCount: 99, licenceVerifiedFor: new Date().getUTCFullYear() - 1 }, { firstName: "Lapsed", lastName: "Licence" });
    const featured = (await (await api("/api/providers/featured?limit=10")).json()) as SearchResults["providers"];
    expect(featured.map((p) => p.user.firstName).sort()).toEqual(["Akua", "Bright", "Comfort", "Edem"]);
    expect(featured.every((p) => p.isVerified)).toBe(true);
  });

  it("walks providers_relevance_idx's verified entries in order, checking the licence's year on the way", async () => {
    const { sql, params } = featuredQuery(db(), 6, Date.now()).toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
    const details = results.map((row) => row.detail).join(" | ");
    expect(details).toMatch(/SEARCH providers USING INDEX providers_relevance_idx \(is_verified=\?\)/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });
});

describe("GET /api/providers/search sorting", () => {
  const fees = (body: SearchResults) => body.providers.map((p) => Number(p.consultationFee));

  it("relevance: verified first, then the rating weighted by review count", async () => {
    expect(names((await search("")).body)).toEqual(["Akua", "Comfort", "Bright", "Edem", "Dzifa"]);
  });

  it("Highest Rated: by average rating", async () => {
    expect(names((await search("sort=rating")).body)).toEqual(["Comfort", "Akua", "Dzifa", "Bright", "Edem"]);
  });

  it("Price: Low to High and High to Low", async () => {
    expect(fees((await search("sort=price-low")).body)).toEqual([100, 120, 150, 200, 300]);
    expect(fees((await search("sort=price-high")).body)).toEqual([300, 200, 150, 120, 100]);
  });

  it("Most Experience", async () => {
    expect((await search("sort=experience")).body.providers.map((p) => p.yearsExperience)).toEqual([20, 15, 10, 8, 5]);
  });
});

describe("GET /api/providers/search nearest first, when the search has a place", () => {
  const distances = (body: SearchResults) => body.providers.map((p) => p.distanceKm!);
  const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

  beforeEach(async () => {
    // The best rated are the farthest from Tamale, so relevance alone would list them first.
    await insertProvider({ city: "Bolgatanga", region: "Upper East", latitude: 10.7856, longitude: -0.8514, averageRating: 5, reviewCount: 90 }, { firstName: "Bolga", lastName: "Best" });
    await insertProvider({ city: "Techiman", region: "Bono East", latitude: 7.5909, longitude: -1.939, averageRating: 4.9, reviewCount: 80 }, { firstName: "Techi", lastName: "Man" });
    await insertProvider({ city: "Yendi", region: "Northern", latitude: 9.4427, longitude: -0.0099, averageRating: 3, reviewCount: 1 }, { firstName: "Yendi", lastName: "Near" });
    await insertProvider({ city: "Tamale", region: "Northern", latitude: 9.41, longitude: -0.85, averageRating: 2, reviewCount: 1, isVerified: false }, { firstName: "Tamale", lastName: "Nearest" });
  });

  it("from the visitor's position: the nearest first, each with its distance", async () => {
    const { body } = await search("lat=9.4008&lng=-0.8393");
    expect(names(body).slice(0, 4)).toEqual(["Tamale", "Yendi", "Bolga", "Techi"]);
    expect(ascending(distances(body)), distances(body).join(", ")).toBe(true);
    expect(body.total).toBe(9);
    expect(distances(body)[0]).toBeLessThan(2);
  });

  it("from a typed town, within it, and with a distance", async () => {
    await insertProvider({ latitude: 5.65, longitude: -0.25, averageRating: 5, reviewCount: 99 }, { firstName: "Farther", lastName: "Accra" });
    const inTown = (await search("location=Accra")).body;
    expect(names(inTown)).toEqual(["Akua", "Dzifa", "Farther"]);
    expect(ascending(distances(inTown))).toBe(true);
    const within = (await search("location=Accra&distance=25")).body;
    expect(names(within)).toEqual(["Akua", "Dzifa", "Farther", "Comfort"]);
    expect(ascending(distances(within))).toBe(true);
  });

  it("'Nearest first' orders the same way; other orders still apply; without a place it is relevance", async () => {
    expect(names((await search("lat=9.4008&lng=-0.8393&sort=nearest")).body).slice(0, 2)).toEqual(["Tamale", "Yendi"]);
    expect(names((await search("lat=9.4008&lng=-0.8393&sort=rating")).body)[0]).toBe("Bolga");
    const { response, body } = await search("specialty=cardiology&sort=nearest");
    expect(response.status).toBe(200);
    expect(names(body)).toEqual(["Akua", "Bright"]);
  });

  it("pages one distance order, each provider once", async () => {
    for (let i = 0; i < 25; i++) {
      await insertProvider({ city: "Tamale", region: "Northern", latitude: 9.4 + (i % 7) * 0.03, longitude: -0.84 - (i % 5) * 0.04, averageRating: 5 - (i % 4) }, { firstName: `North${i}`, lastName: "Tamale" });
    }
    const [first, second] = [(await search("lat=9.4008&lng=-0.8393")).body, (await search("lat=9.4008&lng=-0.8393&page=2")).body];
    const all = [...distances(first), ...distances(second)];
    expect(all).toHaveLength(34);
    expect(ascending(all), all.join(", ")).toBe(true);
    expect(new Set([...first.providers, ...second.providers].map((p) => p.id)).size).toBe(34);
  });
});

describe("GET /api/providers/search paging", () => {
  it("pages 20 at a time with the total on every page", async () => {
    for (let i = 0; i < 20; i++) await insertProvider({ specialtyId: "pharmacy", ...TOWNS.tema }, { firstName: `Pharmacist${i}`, lastName: "Tetteh" });
    const first = (await search("specialty=pharmacy")).body;
    const second = (await search("specialty=pharmacy&page=2")).body;
    expect([first.providers.length, second.providers.length]).toEqual([20, 0]);
    const beyond = (await search("specialty=pharmacy&page=5")).body;
    expect(beyond).toMatchObject({ total: 20, providers: [] });
    const all = (await search("page=2")).body;
    expect(all).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    expect(all.providers).toHaveLength(5);
    const firstIds = new Set((await search("")).body.providers.map((p) => p.id));
    expect(all.providers.every((p) => !firstIds.has(p.id))).toBe(true);
  });
});

describe("GET /api/providers/search bad values", () => {
  it.each([
    ["specialty=brain-surgery", "specialty"],
    ["sort=cheapest", "sort"],
    ["distance=7&location=Accra", "distance"],
    ["date=2026-13-01", "date"],
    ["date=2020-01-06", "date"],
    ["page=0", "page"],
    ["lat=5.6", "lat"],
    ["distance=10", "distance"],
    ["location=Atlantis&distance=10", "location"],
    ["open24Hours=maybe", "open24Hours"],
    ["walkIns=yes&specialty=general", "walkIns"],
  ])("%s answers 400 naming %s", async (query, field) => {
    const { response, body } = await search(query);
    expect(response.status).toBe(400);
    expect(body.error).toMatchObject({ code: "validation_failed", message: expect.any(String) });
    expect(body.error!.fields[field]).toEqual(expect.any(String));
  });

  it("ignores empty parameters, as the search form sends none", async () => {
    const { response, body } = await search("specialty=&location=&date=&distance=");
    expect(response.status).toBe(200);
    expect(body.total).toBe(5);
  });
});

describe("search query plans", () => {
  const plans = [
    "",
    "specialty=cardiology",
    "location=Kumasi",
    "location=Ashanti",
    "location=Ashanti&sort=experience",
    "location=Kumasi&sort=price-low",
    "location=Accra&distance=25",
    "location=Accra&distance=50&sort=price-low",
    "specialty=general&location=Tamale&distance=10",
    "open24Hours=true&location=Accra&distance=10",
    "sort=price-low",
    "sort=price-high",
    "sort=experience",
    "sort=rating",
    "specialty=dentist&sort=price-low",
    `date=${nextMonday()}`,
    `specialty=general&date=${nextMonday()}`,
    "specialty=pharmacy&open24Hours=true",
    "specialty=pharmacy&open24Hours=true&location=Kumasi",
    "open24Hours=true",
    "walkIns=true",
    "walkIns=true&location=Accra",
    "walkIns=true&specialty=general&sort=price-low",
    "open24Hours=true&walkIns=true",
    "lat=9.4&lng=-0.84",
    "specialty=pharmacy&open24Hours=true&lat=9.4&lng=-0.84",
    "sort=nearest&location=Kumasi",
    "location=Ashanti&lat=6.69&lng=-1.62",
  ];

  it.each(plans)("reads providers through an index for '%s'", async (query) => {
    const parsed = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const plan = planSearch(parsed);
    // A date with no other filter is the one exception for the total: counting who has a free slot
    // that day may look at every provider open that weekday, capped at 1,001.
    const dateOnly = parsed.date !== undefined && !parsed.specialty && !parsed.location;
    for (const statement of [searchStatement(plan, 1, Date.now(), Date.now())]) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
      const details = results.map((row) => row.detail);
      // A bare "SCAN p" reads the whole providers table; "SCAN p USING ... INDEX" walks an index.
      const fullScans = details.filter((detail) => /^SCAN p$/.test(detail));
      expect(fullScans.length, details.join(" | ")).toBeLessThanOrEqual(dateOnly ? 1 : 0);
      // Time off (the date filter's NOT EXISTS, the next free slot's days off) is read by provider
      // through its index, never by scanning the table.
      expect(details.filter((detail) => /^SCAN (t|time_off)$/.test(detail)), details.join(" | ")).toEqual([]);
      const readsTimeOff = statement.sql.includes("FROM time_off");
      if (readsTimeOff) expect(details.join(" | ")).toMatch(/SEARCH t USING (COVERING )?INDEX time_off_provider_idx \(provider_id=\? AND ends_on>\?\)/);
    }
  });
});

describe("practice-fact search plans", () => {
  it.each([
    ["specialty=pharmacy&open24Hours=true", "providers_open_24_hours_idx"],
    // Any walk-in index will do for the count: each holds only the walk-in providers.
    ["walkIns=true", "providers_walk_ins_*"],
    ["walkIns=true&location=Accra", "providers_walk_ins_city_idx"],
    ["walkIns=true&location=Ashanti", "providers_walk_ins_region_idx"],
    ["remote=true", "providers_remote_*"],
    ["remote=true&location=Accra", "providers_remote_city_idx"],
    ["remote=true&location=Ashanti", "providers_remote_region_idx"],
  ])("'%s' counts and pages from %s, which holds only the providers with the fact", async (query, index) => {
    const plan = planSearch(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    const statement = searchStatement(plan, 1, Date.now(), Date.now());
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
    const details = results.map((row) => row.detail);
    // Both the capped count and the page read the partial index, in relevance order (no sort step);
    // with a town, the page's candidates come that way and only they (never more than
    // NEAREST_CANDIDATES) are sorted, nearest first.
    expect(details.filter((detail) => detail.includes(`INDEX ${index.replace("*", "")}`)), details.join(" | ")).toHaveLength(2);
    expect(details.filter((detail) => /TEMP B-TREE FOR ORDER BY/.test(detail)), details.join(" | ")).toHaveLength(plan.nearest ? 1 : 0);
    if (plan.nearest) expect(statement.sql).toContain(`LIMIT ${NEAREST_CANDIDATES}) near ORDER BY`);
  });
});

describe("NHIS and verified search plans", () => {
  /** The statement's plan, one line per step. */
  async function planOf(query: string): Promise<string[]> {
    const plan = planSearch(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    const statement = searchStatement(plan, 1, Date.now(), Date.now());
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
    return results.map((row) => row.detail);
  }
  const sorts = (details: string[]) => details.filter((detail) => /TEMP B-TREE FOR ORDER BY/.test(detail)).length;

  const FLAGS = ["nhis=true", "verified=true", "nhis=true&verified=true"];
  const WITH = [
    "",
    "&specialty=cardiology",
    "&location=Kumasi",
    "&location=Ashanti",
    "&location=Accra&distance=25",
    "&specialty=general&location=Tamale&distance=10",
    "&lat=9.4&lng=-0.84",
    `&date=${nextMonday()}`,
    `&specialty=general&date=${nextMonday()}`,
    "&walkIns=true",
    "&remote=true&location=Accra",
    "&specialty=pharmacy&open24Hours=true",
  ];
  const SORTS = ["", "&sort=rating", "&sort=price-low", "&sort=price-high", "&sort=experience", "&sort=nearest"];

  it.each(FLAGS)("'%s', alone and with every other filter and sort, reads providers through an index and sorts nothing the same search without it does not", async (flag) => {
    for (const other of WITH) {
      for (const sort of SORTS) {
        const details = await planOf(`${flag}${other}${sort}`);
        const without = await planOf(`${other.slice(1)}${sort}`);
        const query = `${flag}${other}${sort}: ${details.join(" | ")}`;
        // A bare "SCAN p" reads the whole providers table; "SCAN p USING ... INDEX" walks an index.
        expect(details.filter((detail) => /^SCAN p$/.test(detail)), query).toEqual([]);
        expect(sorts(details), query).toBeLessThanOrEqual(sorts(without));
      }
    }
  });

  it.each([
    // The partial indexes hold only the NHIS practices, in relevance order: the count and the page read them.
    ["nhis=true", /INDEX providers_nhis_(region_|city_|specialty_|cell_relevance_)?idx/, 2],
    ["nhis=true&specialty=cardiology", /INDEX providers_nhis_specialty_idx \(specialty_id=\?\)/, 2],
    ["nhis=true&location=Kumasi", /INDEX providers_nhis_city_idx \(<expr>=\?\)/, 2],
    ["nhis=true&location=Ashanti", /INDEX providers_nhis_region_idx \(<expr>=\?\)/, 2],
    ["nhis=true&verified=true", /INDEX providers_nhis_idx \(is_verified=\?\)/, 2],
    // The relevance indexes lead with is_verified: the page is their verified entries, in order.
    ["verified=true", /SEARCH p USING INDEX providers_relevance_idx \(is_verified=\?\)/, 1],
    ["verified=true&specialty=cardiology", /INDEX providers_specialty_relevance_idx \(specialty_id=\? AND is_verified=\?\)/, 2],
    ["verified=true&location=Ashanti", /INDEX providers_region_idx \(<expr>=\? AND is_verified=\?\)/, 2],
    ["verified=true&location=Kumasi", /INDEX providers_city_idx \(<expr>=\? AND is_verified=\?\)/, 2],
    // Another sort walks its own index and checks the flags on the way (most providers are verified; a third take NHIS).
    ["verified=true&sort=price-low", /SCAN p USING INDEX providers_fee_idx/, 1],
    ["verified=true&sort=rating", /SCAN p USING INDEX providers_rating_idx/, 1],
    ["nhis=true&sort=experience", /SCAN p USING INDEX providers_experience_idx/, 1],
    ["nhis=true&verified=true&sort=price-high", /SCAN p USING INDEX providers_fee_idx/, 1],
  ])("'%s' reads %s", async (query, index, times) => {
    const details = await planOf(query);
    expect(details.filter((detail) => index.test(detail)).length, details.join(" | ")).toBeGreaterThanOrEqual(times);
    const nearest = /location=Kumasi/.test(query);
    expect(sorts(details), details.join(" | ")).toBe(nearest ? 1 : 0);
  });
});

describe("distance search plans", () => {
  it.each([["location=Accra&distance=25&sort=rating", "providers_cell_relevance_idx"]])("'%s' counts and pages only the map squares around the place, through %s", async (query, index) => {
    const plan = planSearch(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    const statement = searchStatement(plan, 1, Date.now(), Date.now());
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
    const details = results.map((row) => row.detail);
    // The capped count (square by square, nearest first) and the fallback's best page rows per
    // square (geo_cell = one square, in relevance order) both seek the cell index: a quiet town
    // costs only its neighbours.
    expect(details.filter((detail) => detail.includes(`INDEX ${index} (`) && detail.includes("geo_cell=?")), details.join(" | ")).toHaveLength(2);
    expect(details.join(" | ")).toMatch(/SCAN cell VIRTUAL TABLE[^|]*\| SEARCH p USING INDEX providers_(specialty_)?cell_relevance_idx \((specialty_id=\? AND )?geo_cell=\?\)/);
    // The walk for a busy place reads the relevance index in order (no sort), and never more than
    // NEARBY_WALK_LIMIT of its entries, so it can never become a walk through every provider.
    expect(details.filter((detail) => /^(SCAN|SEARCH) p USING INDEX providers_(specialty_)?rating_idx/.test(detail)), details.join(" | ")).toHaveLength(1);
    expect(statement.sql).toContain(`LIMIT ${NEARBY_WALK_LIMIT}) walk WHERE`);
    expect(details.filter((detail) => /^SCAN p$/.test(detail)), details.join(" | ")).toEqual([]);
  });
});

describe("a specialty in a town or region", () => {
  it.each([
    ["specialty=general&location=Kumasi", "providers_specialty_city_idx (specialty_id=? AND <expr>=?)", 2],
    ["specialty=general&location=Ashanti", "providers_specialty_region_idx (specialty_id=? AND <expr>=?)", 2],
    // Another sort pages off the town's index in that order (no sort); the count still seeks both.
    ["specialty=cardiology&location=Accra&sort=rating", "providers_specialty_city_idx (specialty_id=? AND <expr>=?)", 1],
  ])("'%s' counts (and in relevance order pages) only that specialty's providers there, through %s", async (query, index, uses) => {
    const plan = planSearch(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    const statement = searchStatement(plan, 1, Date.now(), Date.now());
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
    const details = results.map((row) => row.detail);
    expect(details.filter((detail) => detail.includes(`INDEX ${index}`)), details.join(" | ")).toHaveLength(uses);
    expect(details.filter((detail) => /^SCAN p$/.test(detail)), details.join(" | ")).toEqual([]);
  });
});

describe("'Accepts NHIS' near a place", () => {
  it.each(["nhis=true&location=Accra&distance=25", "nhis=true&location=Accra&distance=25&sort=rating", "nhis=true&lat=5.6&lng=-0.19", "nhis=true&verified=true&location=Tamale&distance=10"])(
    "'%s' counts the map squares' NHIS practices alone, through providers_nhis_cell_relevance_idx",
    async (query) => {
      const plan = planSearch(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
      const statement = searchStatement(plan, 1, Date.now(), Date.now());
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
      const details = results.map((row) => row.detail);
      expect(details.join(" | ")).toMatch(/SCAN cell VIRTUAL TABLE[^|]*\| SEARCH p USING INDEX providers_nhis_cell_relevance_idx \(geo_cell=\?/);
      expect(details.filter((detail) => /INDEX providers_cell_relevance_idx/.test(detail)), details.join(" | ")).toEqual([]);
      expect(details.filter((detail) => /^SCAN p$/.test(detail)), details.join(" | ")).toEqual([]);
    },
  );
});

describe("nearest-first search plans", () => {
  it.each([
    ["specialty=general&location=Tamale&distance=10", "providers_specialty_cell_relevance_idx (specialty_id=? AND geo_cell=?)"],
    ["location=Accra&distance=25&sort=nearest", "providers_cell_relevance_idx (geo_cell=?)"],
    ["lat=9.4&lng=-0.84", "providers_cell_relevance_idx (geo_cell=?)"],
    ["specialty=general&lat=9.4&lng=-0.84", "providers_specialty_cell_relevance_idx (specialty_id=? AND geo_cell=?)"],
    ["location=Kumasi", "providers_city_idx (<expr>=?)"],
  ])("'%s' picks its candidates through %s and sorts only them", async (query, index) => {
    const plan = planSearch(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    expect(plan.nearest).not.toBeNull();
    const statement = searchStatement(plan, 1, Date.now(), Date.now());
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
    const details = results.map((row) => row.detail);
    // The candidates (at most NEAREST_CANDIDATES) come through the index, square by square outwards
    // or in the town's relevance order; the one sort is theirs, never the whole table's.
    expect(details.filter((detail) => detail.includes(`INDEX ${index}`)).length, details.join(" | ")).toBeGreaterThanOrEqual(1);
    expect(details.filter((detail) => /^SCAN p$/.test(detail)), details.join(" | ")).toEqual([]);
    expect(details.filter((detail) => /TEMP B-TREE FOR ORDER BY/.test(detail)), details.join(" | ")).toHaveLength(1);
    expect(statement.sql).toContain(`LIMIT ${NEAREST_CANDIDATES}) near ORDER BY`);
  });
});

describe("GET /api/providers/search by distance across map squares", () => {
  it("pages a radius spanning several squares in one order, each provider once, as the town search does", async () => {
    // Around Accra (5.60, -0.19) on all four sides of the 0.1° lines at 5.6 and -0.2.
    const corners = [
      [5.58, -0.21],
      [5.62, -0.15],
      [5.59, -0.19],
      [5.61, -0.21],
    ] as const;
    for (let i = 0; i < 24; i++) {
      const [latitude, longitude] = corners[i % 4]!;
      await insertProvider(
        { latitude, longitude, averageRating: 3 + (i % 5) * 0.5, reviewCount: i, consultationFeePesewas: 5000 + ((i * 37) % 11) * 1000, isVerified: i % 3 !== 0 },
        { firstName: `Near${i}`, lastName: "Accra" },
      );
    }
    // Every provider within 10 km of Accra is in the town itself (Tema and Kasoa are farther), so the
    // two searches must agree page by page.
    for (const sort of ["relevance", "price-low", "rating"]) {
      const byDistance = [1, 2].map(async (page) => (await search(`location=Accra&distance=10&sort=${sort}&page=${page}`)).body);
      const inTown = [1, 2].map(async (page) => (await search(`location=Accra&sort=${sort}&page=${page}`)).body);
      const [near1, near2, town1, town2] = await Promise.all([...byDistance, ...inTown]);
      expect(near1!.total).toBe(26);
      const ids = (body: SearchResults) => body.providers.map((provider) => provider.id);
      expect([...ids(near1!), ...ids(near2!)], sort).toEqual([...ids(town1!), ...ids(town2!)]);
      expect(new Set([...ids(near1!), ...ids(near2!)]).size).toBe(26);
    }
  });
});

describe("search by distance: the walk and its fallback agree", () => {
  it("gives the same providers, order, totals and pages whether the sort order's walk fills the page or the map squares do", async () => {
    // 30 providers around Accra in several squares, with ties in every sort key, plus the fixtures.
    for (let i = 0; i < 30; i++) {
      await insertProvider(
        {
          latitude: 5.55 + (i % 6) * 0.02,
          longitude: -0.25 + (i % 5) * 0.03,
          averageRating: 3 + (i % 4) * 0.5,
          reviewCount: i % 3,
          consultationFeePesewas: 5000 + (i % 7) * 1000,
          yearsExperience: i % 9,
          isVerified: i % 4 !== 0,
        },
        { firstName: `Radius${i}`, lastName: "Accra" },
      );
    }
    const now = Date.now();
    for (const sort of ["relevance", "rating", "price-low", "price-high", "experience"]) {
      const pages = async (walkLimit: number) => {
        const answers = [];
        for (const page of [1, 2, 3]) {
          const query = searchQuerySchema.parse({ location: "Accra", distance: "10", sort, page: String(page) });
          const { providers, total, totalCapped } = await searchProviders(env.DB, query, now, 20, walkLimit);
          answers.push({ ids: providers.map((provider) => provider.id), distances: providers.map((provider) => provider.distanceKm), total, totalCapped });
        }
        return answers;
      };
      // A walk of 3 entries never fills a page here, so every page comes from the squares.
      const [walked, bySquare] = [await pages(NEARBY_WALK_LIMIT), await pages(3)];
      expect(walked, sort).toEqual(bySquare);
      // The 30, and Akua and Dzifa in Accra itself (Tema and Kasoa are farther than 10 km).
      expect(walked[0]!.total).toBe(32);
      expect(walked.map((page) => page.ids.length)).toEqual([20, 12, 0]);
      expect(new Set(walked.flatMap((page) => page.ids)).size).toBe(32);
    }
  });
});

describe("search by date keeps up with time off and bookings as they change", () => {
  it("drops a provider on the day their time off is added, moved onto it, or their day fills up, and brings them back when it is removed", async () => {
    const monday = nextMonday();
    const cardiologists = async (date = monday) => names((await search(`date=${date}&specialty=cardiology`)).body);
    const [bright] = (await search("location=kumasi")).body.providers;

    // A block two weeks on says nothing about Monday; moved onto Monday it does; removed, it does not.
    const [block] = await db().insert(timeOff).values({ providerId: bright!.id, startsOn: nextMonday(3), endsOn: nextMonday(3), reason: "Leave" }).returning();
    expect(await cardiologists()).toEqual(["Akua", "Bright"]);
    expect(await cardiologists(nextMonday(3))).toEqual(["Akua"]);
    await env.DB.prepare("UPDATE time_off SET starts_on = ?, ends_on = ? WHERE id = ?").bind(monday, monday, block!.id).run();
    expect(await cardiologists()).toEqual(["Akua"]);
    expect(await cardiologists(nextMonday(3))).toEqual(["Akua", "Bright"]);
    await env.DB.prepare("DELETE FROM time_off WHERE id = ?").bind(block!.id).run();
    expect(await cardiologists()).toEqual(["Akua", "Bright"]);

    // Bookings made for a later week, then moved onto Monday until every slot is held.
    const patient = await insertUser();
    const slots = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"];
    for (const slot of slots) await insertAppointment({ patientId: patient.id, providerId: bright!.id, startsAt: Date.parse(`${nextMonday(2)}T${slot}:00Z`), status: "confirmed" });
    expect(await cardiologists()).toEqual(["Akua", "Bright"]);
    expect(await cardiologists(nextMonday(2))).toEqual(["Akua"]);
    await env.DB.prepare("UPDATE appointments SET starts_at = starts_at - ? WHERE provider_id = ?").bind(7 * 86_400_000, bright!.id).run();
    expect(await cardiologists()).toEqual(["Akua"]);
    expect(await cardiologists(nextMonday(2))).toEqual(["Akua", "Bright"]);
    // A cancellation frees a slot again.
    await env.DB.prepare("UPDATE appointments SET status = 'cancelled' WHERE provider_id = ? AND starts_at = ?").bind(bright!.id, Date.parse(`${monday}T16:30:00Z`)).run();
    expect(await cardiologists()).toEqual(["Akua", "Bright"]);
  });
});

describe("date search plans", () => {
  it("reads a provider's time off and bookings only when the row's hints say they may reach the date", async () => {
    const plan = planSearch(searchQuerySchema.parse({ date: nextMonday(), specialty: "general" }));
    const statement = searchStatement(plan, 1, Date.now(), Date.now());
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
    const details = results.map((row) => row.detail);
    // The count and the page both seek a specialty index (the page its relevance order); the
    // look-ups stay behind the hints (short-circuit OR), through their own indexes.
    expect(details.filter((detail) => /^SEARCH p USING (COVERING )?INDEX providers_specialty_\w*idx \(specialty_id=\?\)/.test(detail)), details.join(" | ")).toHaveLength(2);
    expect(details.join(" | ")).toContain("SEARCH p USING INDEX providers_specialty_relevance_idx (specialty_id=?)");
    expect(plan.filters.where).toMatch(/\(p\.booked_until IS NULL OR p\.booked_until < \? OR p\.slots_monday > \(SELECT count\(\*\) FROM appointments/);
    expect(plan.filters.where).toMatch(/\(p\.time_off_until IS NULL OR p\.time_off_until < \? OR NOT EXISTS \(SELECT 1 FROM time_off t/);
    expect(details.filter((detail) => /^SCAN (a|t|appointments|time_off)$/.test(detail)), details.join(" | ")).toEqual([]);
  });
});

describe("GET /api/providers/:id/reviews", () => {
  it("pages a provider's reviews newest first, 10 at a time", async () => {
    const { provider } = await insertProvider({}, { firstName: "Rita", lastName: "Reviewed" });
    for (let i = 0; i < 12; i++) {
      await env.DB.prepare("INSERT INTO reviews (provider_id, patient_name, rating, comment, created_at) VALUES (?, ?, 4.5, ?, ?)")
        .bind(provider.id, `Patient ${i}`, `Visit ${i}`, Date.UTC(2026, 0, 1 + i))
        .run();
    }
    const first = (await (await api(`/api/providers/${provider.id}/reviews`)).json()) as { reviews: { comment: string }[]; total: number };
    expect(first.total).toBe(12);
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0]!.comment).toBe("Visit 11");
    const second = (await (await api(`/api/providers/${provider.id}/reviews?page=2`)).json()) as { reviews: { comment: string }[] };
    expect(second.reviews.map((r) => r.comment)).toEqual(["Visit 1", "Visit 0"]);
  });

  it("answers 404 for an unknown provider and 400 for a bad page", async () => {
    expect((await api("/api/providers/999999/reviews")).status).toBe(404);
    const { provider } = await insertProvider();
    expect((await api(`/api/providers/${provider.id}/reviews?page=-1`)).status).toBe(400);
  });
});

describe("GET /api/providers/by-user/:id", () => {
  it("finds a provider by their user id, and 404s for a user without a profile", async () => {
    const { provider, user } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
    expect(await (await api(`/api/providers/by-user/${user.id}`)).json()).toMatchObject({ id: provider.id });
    const patient = await insertUser();
    expect((await api(`/api/providers/by-user/${patient.id}`)).status).toBe(404);
  });
});

describe("broad searches", () => {
  it("count up to 1,000 and then say there are more", async () => {
    // 1,000 more providers in Tema, written in one statement for speed.
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
         INSERT INTO users (email, password_hash, first_name, last_name, role) SELECT 'bulk' || i || '@example.com.gh', '!', 'Bulk', 'Provider' || i, 'provider' FROM n`,
      ),
      env.DB.prepare(
        `INSERT INTO providers (user_id, specialty_id, license_number, years_experience, education, consultation_fee_pesewas, location, city, region, address, phone, email, is_verified)
         SELECT id, 'pharmacy', 'PC/' || id, 3, 'PharmD', 9000, 'Tema Pharmacy', 'Tema', 'Greater Accra', 'Tema', '+233241234567', email, 1 FROM users WHERE email LIKE 'bulk%'`,
      ),
    ]);
    const { body } = await search("location=Tema");
    expect(body).toMatchObject({ total: 1000, totalCapped: true });
    expect(body.providers).toHaveLength(20);
    expect((await search("location=kumasi")).body).toMatchObject({ total: 1, totalCapped: false });
  });
});

describe("GET /api/providers/search with a place it does not recognise", () => {
  it("says a misspelt town was not recognised and suggests the gazetteer's nearest names", async () => {
    const { response, body } = await search("location=Kumassi");
    expect(response.status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.placeRecognised).toBe(false);
    expect(body.placeSuggestions[0]).toBe("Kumasi");
  });

  it("says so even when a specialty is chosen too, and suggests nothing for a place far from every name", async () => {
    const misspelt = (await search("location=Acra&specialty=cardiology")).body;
    expect(misspelt.placeRecognised).toBe(false);
    expect(misspelt.placeSuggestions[0]).toBe("Accra");
    const unknown = (await search("location=Atlantis")).body;
    expect(unknown.placeRecognised).toBe(false);
    expect(unknown.placeSuggestions).toEqual([]);
  });

  it("recognises real towns, regions and any provider's own place text, even with no result", async () => {
    for (const location of ["Kumasi", "Ashanti", "Tamale", "polyclinic"]) {
      const { body } = await search(`location=${location}`);
      expect({ location, recognised: body.placeRecognised, suggestions: body.placeSuggestions }).toEqual({ location, recognised: true, suggestions: [] });
    }
    // A real place with no dentist there is still a real place.
    const noDentist = (await search("location=polyclinic&specialty=dentist")).body;
    expect(noDentist.total).toBe(0);
    expect(noDentist.placeRecognised).toBe(true);
  });

  it("with a distance, the 400 for an unknown place names the nearest town", async () => {
    const { response, body } = await search("location=Kumassi&distance=25");
    expect(response.status).toBe(400);
    expect(body.error!.fields.location).toBe("We could not find that place. Did you mean Kumasi?");
  });

  it("keeps to one statement with every value bound", async () => {
    const plan = planSearch(searchQuerySchema.parse({ location: "Kumassi", specialty: "cardiology" }));
    const statement = searchStatement(plan, 1, Date.now(), Date.now());
    expect(statement.sql.split("?").length - 1).toBe(statement.params.length);
    const response = await api("/api/providers/search?location=Kumassi&specialty=cardiology");
    expect(response.status).toBe(200);
  });
});
