import { env } from "cloudflare:workers";
import { LICENCE_QUEUE_PAGE_SIZE, licenceStanding, takesBookings, type Regulator } from "@gh/contracts/licences/options";
import { describe, expect, it } from "vitest";
import { DEMO_PROVIDER_ID, DEMO_USER_IDS } from "./accounts.ts";
import { buildSeed, DEMO_PROVIDER_NHIA_NUMBER, seedStatements } from "./build.ts";
import { scaleStatements } from "./scale.ts";

/** A Thursday in November, as the day the seed runs. */
const NOW = Date.UTC(2026, 10, 19, 15, 30);
const YEAR = 2026;
const REGULATOR_BY_PREFIX: Record<string, Regulator> = { MDC: "mdc", PC: "pharmacy", AHPC: "ahpc" };

describe("the seeded licence checks", async () => {
  const data = await buildSeed({ now: NOW });
  const licencesOf = (providerId: number) => data.licences.filter((licence) => licence.provider_id === providerId);
  const has = (providerId: number, status: string) => licencesOf(providerId).some((licence) => licence.status === status);

  it("cover every state: most verified for the year it runs, some waiting, some rejected, some expired", () => {
    const standings = data.providers.map((provider) => licenceStanding(provider.licence_verified_for, YEAR));
    const count = (predicate: (index: number) => boolean) => data.providers.filter((_, index) => predicate(index)).length;
    const verified = count((i) => standings[i] === "verified");
    expect(verified / data.providers.length).toBeGreaterThan(0.75);
    expect(verified / data.providers.length).toBeLessThan(0.9);
    // Waiting for their first check (no bookings), and refused with no approval yet.
    expect(count((i) => standings[i] === "pending_verification" && has(data.providers[i]!.id, "pending"))).toBeGreaterThanOrEqual(5);
    expect(count((i) => standings[i] === "pending_verification" && !has(data.providers[i]!.id, "pending") && has(data.providers[i]!.id, "rejected"))).toBeGreaterThanOrEqual(2);
    // Approved for last year only ("Licence renewal pending"): with nothing sent, a renewal waiting, a renewal refused.
    const lapsed = data.providers.filter((_, i) => standings[i] === "renewal_pending");
    expect(lapsed.every((provider) => provider.licence_verified_for === YEAR - 1)).toBe(true);
    expect(lapsed.filter((provider) => licencesOf(provider.id).length === 1).length).toBeGreaterThanOrEqual(3);
    expect(lapsed.filter((provider) => has(provider.id, "pending")).length).toBeGreaterThanOrEqual(1);
    expect(lapsed.filter((provider) => has(provider.id, "rejected")).length).toBeGreaterThanOrEqual(1);
    // The badge is exactly "approved for this year".
    for (const [i, provider] of data.providers.entries()) expect(provider.is_verified).toBe(standings[i] === "verified");
  });

  it("keep the demo provider verified for the year, bookable and accepting NHIS", () => {
    const demo = data.providers.find((provider) => provider.id === DEMO_PROVIDER_ID)!;
    expect(demo).toMatchObject({ licence_verified_for: YEAR, is_verified: true, regulator: "mdc", accepts_nhis: true, nhia_accreditation_number: DEMO_PROVIDER_NHIA_NUMBER });
    expect(licencesOf(DEMO_PROVIDER_ID)).toEqual([expect.objectContaining({ status: "approved", valid_for_year: YEAR, registration_number: demo.license_number })]);
  });

  it("give each provider rows that agree with their standing, decided by the demo administrator, none after the day the seed runs", () => {
    for (const provider of data.providers) {
      const rows = licencesOf(provider.id);
      expect(rows.length).toBeGreaterThan(0);
      const approvedYears = rows.filter((row) => row.status === "approved").map((row) => row.valid_for_year);
      expect(provider.licence_verified_for).toBe(approvedYears.length ? Math.max(...(approvedYears as number[])) : null);
      for (const row of rows) {
        expect(row).toMatchObject({ regulator: provider.regulator, registration_number: provider.license_number });
        expect(row.uploaded_at).toBeGreaterThanOrEqual(provider.created_at);
        expect(row.uploaded_at).toBeLessThan(NOW);
        if (row.status === "pending") {
          expect(row).toMatchObject({ valid_for_year: null, rejection_reason: null, decided_by: null, decided_at: null });
        } else {
          expect(row.decided_by).toBe(DEMO_USER_IDS.admin);
          expect(row.decided_at!).toBeGreaterThan(row.uploaded_at);
          expect(row.decided_at!).toBeLessThan(NOW);
          expect(row.rejection_reason === null).toBe(row.status === "approved");
        }
      }
    }
    // The administrator's first page of the queue shows them all, with room for new uploads.
    const waiting = data.licences.filter((row) => row.status === "pending").length;
    expect(waiting).toBeGreaterThanOrEqual(5);
    expect(waiting).toBeLessThanOrEqual(LICENCE_QUEUE_PAGE_SIZE - 5);
  });

  it("have a document for every row: a real PDF or PNG of the row's type and size, under a key of its own", () => {
    expect(data.licenceObjects.map((object) => object.key)).toEqual(data.licences.map((row) => row.r2_key));
    expect(new Set(data.licences.map((row) => row.r2_key)).size).toBe(data.licences.length);
    for (const [i, row] of data.licences.entries()) {
      const object = data.licenceObjects[i]!;
      expect(row.r2_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(object.contentType).toBe(row.content_type);
      expect(object.bytes.length).toBe(row.size_bytes);
      if (row.content_type === "application/pdf") {
        const text = new TextDecoder().decode(object.bytes);
        expect(text.startsWith("%PDF-")).toBe(true);
        expect(text).toContain(`registered under number ${row.registration_number}`);
        expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
      } else {
        expect([...object.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      }
      expect(row.size_bytes).toBeLessThan(20_000);
    }
    expect(data.licences.some((row) => row.content_type === "image/png")).toBe(true);
  });

  it("give every provider the council of their registration number, and about a third NHIS", () => {
    for (const provider of data.providers) expect(provider.regulator).toBe(REGULATOR_BY_PREFIX[provider.license_number.split("/")[0]!]);
    const nhis = data.providers.filter((provider) => provider.accepts_nhis);
    expect(nhis.length / data.providers.length).toBeGreaterThan(0.25);
    expect(nhis.length / data.providers.length).toBeLessThan(0.42);
    expect(nhis.some((provider) => provider.nhia_accreditation_number === null)).toBe(true);
    for (const provider of nhis) expect(provider.nhia_accreditation_number ?? "NHIA/HF/10000").toMatch(/^NHIA\/HF\/\d{5}$/);
    expect(data.providers.filter((provider) => !provider.accepts_nhis).every((provider) => provider.nhia_accreditation_number === null)).toBe(true);
  });

  // Each rebuilds the seed (hashing the demo passwords), which takes seconds on a busy machine.
  it("are the same on every run of the same day, documents included", { timeout: 20_000 }, async () => {
    const again = await buildSeed({ now: NOW });
    expect(again.licences).toEqual(data.licences);
    expect(again.providers).toEqual(data.providers);
    const digests = (objects: typeof data.licenceObjects) =>
      Promise.all(objects.map(async (object) => `${object.key} ${new Uint8Array(await crypto.subtle.digest("SHA-256", object.bytes)).join(",")}`));
    expect(await digests(again.licenceObjects)).toEqual(await digests(data.licenceObjects));
  });

  it("from 1 December, have reminded the verified to renew for next year", { timeout: 20_000 }, async () => {
    const december = await buildSeed({ now: Date.UTC(2026, 11, 3, 9) });
    for (const provider of december.providers) {
      expect(provider.renewal_reminder_sent_for).toBe(provider.is_verified ? YEAR + 1 : provider.licence_verified_for === YEAR - 1 ? YEAR : null);
    }
    expect(data.providers.filter((provider) => provider.is_verified).every((provider) => provider.renewal_reminder_sent_for === null)).toBe(true);
  });

  it("keep bookable the providers the browser tests book from a search", async () => {
    await env.DB.batch(seedStatements(data).map((statement) => env.DB.prepare(statement)));
    // e2e/booking-keyboard.spec.ts: in each of its specialties, the first provider listed (relevance order) who works Monday to Friday only.
    for (const specialty of ["orthopedics", "gynecology", "psychiatry", "eye-care", "dermatology"]) {
      const { results } = await env.DB.prepare(
        "SELECT id, working_hours, licence_verified_for FROM providers WHERE specialty_id = ? ORDER BY is_verified DESC, rating_score DESC, id DESC",
      ).bind(specialty).all<{ id: number; working_hours: string; licence_verified_for: number | null }>();
      const first = results.find((row) => {
        const hours = JSON.parse(row.working_hours) as Record<string, string>;
        return hours.saturday === "Closed" && ["monday", "tuesday", "wednesday", "thursday", "friday"].every((day) => hours[day] && hours[day] !== "Closed");
      });
      if (first) expect(takesBookings(first.licence_verified_for), `${specialty}: provider ${first.id}`).toBe(true);
    }
    // e2e/booking*.spec.ts book the first result of these searches: a verified provider is listed first.
    for (const [specialty, town] of [["cardiology", "Kumasi"], ["pediatrics", "Accra"], ["neurology", "Accra"], ["general", "Accra"], ["oncology", "Kumasi"]] as const) {
      const verified = data.providers.filter((provider) => provider.specialty_id === specialty && provider.city === town && provider.is_verified);
      expect(verified.length, `${specialty} in ${town}`).toBeGreaterThan(0);
    }
    // e2e/booking-confirmation.spec.ts books the first two dentists listed.
    expect(data.providers.filter((provider) => provider.specialty_id === "dentist" && provider.is_verified).length).toBeGreaterThanOrEqual(2);
  });
});

describe("the scale run's providers", () => {
  it("have the demo seed's spread of licence standings and NHIS, for the year it runs", { timeout: 30_000 }, async () => {
    const statements: string[] = [];
    for await (const statement of scaleStatements(3000, undefined, NOW)) statements.push(statement);
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
    const spread = await env.DB.prepare(
      `SELECT count(*) AS providers, sum(licence_verified_for = ${YEAR}) AS verified, sum(is_verified) AS badges,
              sum(licence_verified_for IS NULL) AS unchecked, sum(licence_verified_for = ${YEAR - 1}) AS lapsed,
              sum(accepts_nhis) AS nhis, count(regulator) AS with_regulator FROM providers`,
    ).first<{ providers: number; verified: number; badges: number; unchecked: number; lapsed: number; nhis: number; with_regulator: number }>();
    expect(spread!.providers).toBe(3000);
    expect(spread!.badges).toBe(spread!.verified);
    expect(spread!.verified / 3000).toBeGreaterThan(0.75);
    expect(spread!.unchecked / 3000).toBeGreaterThan(0.05);
    expect(spread!.lapsed / 3000).toBeGreaterThan(0.05);
    expect(spread!.nhis / 3000).toBeGreaterThan(0.28);
    expect(spread!.nhis / 3000).toBeLessThan(0.4);
    expect(spread!.with_regulator).toBe(3000);
  });
});
