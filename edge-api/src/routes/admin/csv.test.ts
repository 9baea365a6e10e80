import { env } from "cloudflare:workers";
import { ADMIN_TABLES } from "@gh/contracts/admin/options";
import Papa from "papaparse";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, insertAppointment, insertProvider, insertUser, signIn } from "../../../test/fixtures.ts";
import { exportPages } from "../../db/admin-tables.ts";

const BOM = "\uFEFF";

async function adminCookie() {
  const admin = await insertUser({ role: "admin", firstName: "Site", lastName: "Administrator", email: "admin@example.com.gh", createdAt: Date.UTC(2026, 0, 1) });
  return { admin, cookie: await signIn(admin.id) };
}

/** The download as the browser saves it: status, headers and the raw text (BOM included). */
async function download(cookie: string, table: string) {
  const response = await api(`/api/admin/${table}.csv`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes) };
}

/** The file's rows as a spreadsheet reads them (RFC 4180). */
function rowsOf(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.slice(BOM.length), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/admin/{table}.csv", () => {
  it("downloads the whole table as {table}_{date}.csv: UTF-8 with a BOM, a header row, every row in keyset pages", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2026-11-22T23:30:00Z"));
    const { cookie } = await adminCookie();
    // 1,200 more users in one statement: more than one keyset page of the export.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
       INSERT INTO users (email, password_hash, first_name, last_name, role, created_at)
       SELECT 'patient' || i || '@example.com.gh', '!', 'Patient', 'Number ' || i, 'patient', 1767225600000 + i * 1000 FROM n`,
    ).run();

    const { response, bytes, text } = await download(cookie, "users");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="users_2026-11-22.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split("\r\n")[0]).toBe("ID,Name,Email,Role,Created,Phone,Email Verified");

    const [header, ...rows] = rowsOf(text);
    expect(header).toHaveLength(7);
    expect(rows).toHaveLength(1201);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(1201);
    expect(rows[0]).toEqual([ids[0]!.toString(), "Site Administrator", "admin@example.com.gh", "admin", "2026-01-01T00:00:00.000Z", "", "Yes"]);
    expect(rows.at(-1)).toEqual([ids.at(-1)!.toString(), "Patient Number 1200", "patient1200@example.com.gh", "patient", "2026-01-01T00:20:00.000Z", "", "No"]);
  });

  it("reads the table a page at a time, never all of it at once", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
       INSERT INTO users (email, password_hash, first_name, last_name) SELECT 'u' || i || '@example.com.gh', '!', 'Ama', 'Owusu' FROM n`,
    ).run();
    const sizes: number[] = [];
    for await (const page of exportPages(env.DB, "users", 500)) sizes.push(page.length);
    expect(sizes).toEqual([500, 500, 200]);
    const exact: number[] = [];
    for await (const page of exportPages(env.DB, "users", 600)) exact.push(page.length);
    expect(exact).toEqual([600, 600]);
  });

  it("quotes commas, double quotes and line breaks (RFC 4180), keeps Ghanaian names intact and defuses formulas", async () => {
    const { cookie } = await adminCookie();
    await insertUser({ firstName: "Ɔkyeame Adwoa", lastName: "Asantewaa", email: "adwoa@example.com.gh" });
    await insertUser({ firstName: "Kwabena", lastName: "Nyarko-Ofori, Jr.", email: "kwabena@example.com.gh" });
    await insertUser({ firstName: "=cmd()", lastName: "Owusu", email: "cmd@example.com.gh" });
    const { provider } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
    const review = (comment: string) => env.DB.prepare("INSERT INTO reviews (provider_id, patient_name, rating, comment, created_at) VALUES (?, 'Esi Quaye', 4.5, ?, ?)").bind(provider.id, comment, Date.UTC(2026, 2, 1)).run();
    await review('Good, "very" kind\nwould return');
    await review('=HYPERLINK("http://evil.example")\nsecond line');
    await review("@SUM(A1:A2)");
    await review("-2+3");
    await review("Plain thanks");

    const users = await download(cookie, "users");
    expect(users.text).toContain('"Kwabena Nyarko-Ofori, Jr."');
    expect(users.text).toContain(",Ɔkyeame Adwoa Asantewaa,");
    expect(users.text).toContain(`"'=cmd() Owusu"`);
    const names = rowsOf(users.text).map((row) => row[1]);
    expect(names).toEqual(expect.arrayContaining(["Ɔkyeame Adwoa Asantewaa", "Kwabena Nyarko-Ofori, Jr.", "'=cmd() Owusu"]));

    const reviews = await download(cookie, "reviews");
    expect(reviews.text).toContain('"Good, ""very"" kind\nwould return"');
    const comments = rowsOf(reviews.text).slice(1).map((row) => row[3]);
    expect(comments).toEqual(['Good, "very" kind\nwould return', `'=HYPERLINK("http://evil.example")\nsecond line`, "'@SUM(A1:A2)", "'-2+3", "Plain thanks"]);
    // No cell of the file starts a formula.
    for (const row of rowsOf(reviews.text)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("exports providers with their name, contact, place, fee in cedis, licence standing, NHIS, rating, reviews and appointments", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2026-11-22T08:00:00Z"));
    const { cookie } = await adminCookie();
    const { provider } = await insertProvider(
      { specialtyId: "cardiology", consultationFeePesewas: 25050, isVerified: false, licenceVerifiedFor: null, regulator: "mdc", acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/20417", averageRating: 4.5, reviewCount: 2, createdAt: Date.UTC(2026, 1, 3) },
      { firstName: "Ɔkyeame Adwoa", lastName: "Asantewaa" },
    );
    const { provider: newcomer } = await insertProvider({ averageRating: 0, reviewCount: 0, title: "none" }, { firstName: "Kwabena", lastName: "Nyarko-Ofori" });
    const { provider: lapsed } = await insertProvider({ isVerified: false, licenceVerifiedFor: 2025, regulator: "pharmacy" }, { firstName: "Esi", lastName: "Mensah" });
    const patient = await insertUser();
    await insertAppointment({ providerId: provider.id, patientId: patient.id, paymentStatus: "completed", feePesewas: 25050, commissionPesewas: 2505, payoutPesewas: 22545, createdAt: Date.UTC(2026, 10, 20, 9) });

    const { response, text } = await download(cookie, "providers");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="providers_2026-11-22.csv"');
    const [header, first, second, third, ...rest] = rowsOf(text);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      "ID", "Name", "Email", "Specialty", "Location", "City", "Region", "Fee (GHS)", "Experience (years)", "Licence", "Accepts NHIS",
      "Rating", "Reviews", "Appointments", "Phone", "Regulator", "License Number", "NHIA Accreditation Number", "Joined",
    ]);
    expect(first).toEqual([
      String(provider.id),
      "Dr. Ɔkyeame Adwoa Asantewaa",
      provider.email,
      "Cardiology",
      "Korle Bu Teaching Hospital",
      "Accra",
      "Greater Accra",
      "250.50",
      "10",
      "Pending Verification",
      "Yes",
      "4.5",
      "2",
      "1",
      "'+233241234567",
      "Medical and Dental Council",
      provider.licenseNumber,
      "NHIA/HF/20417",
      "2026-02-03T00:00:00.000Z",
    ]);
    expect(second).toMatchObject({ 0: String(newcomer.id), 1: "Kwabena Nyarko-Ofori", 7: "150.00", 9: "Verified for 2026", 10: "No", 11: "", 12: "0", 13: "0", 15: "", 17: "" });
    expect(third).toMatchObject({ 0: String(lapsed.id), 9: "Licence renewal pending", 10: "No", 15: "Pharmacy Council" });

    const appointments = rowsOf((await download(cookie, "appointments")).text);
    expect(appointments[0]).toEqual(["ID", "Patient", "Provider", "Date", "Status", "Payment", "Fee (GHS)", "Commission (GHS)", "Provider Payout (GHS)", "Patient ID", "Provider ID", "Booked", "Booking code"]);
    expect(appointments[1]).toEqual([
      expect.any(String),
      "Ama Owusu",
      "Dr. Ɔkyeame Adwoa Asantewaa",
      "2030-01-07T10:30:00.000Z",
      "pending",
      "completed",
      "250.50",
      "25.05",
      "225.45",
      String(patient.id),
      String(provider.id),
      "2026-11-20T09:00:00.000Z",
      expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
    ]);
  });

  it("names each table's file and answers just the header for an empty table", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2026-11-22T12:00:00Z"));
    const { cookie } = await adminCookie();
    for (const table of ADMIN_TABLES) {
      const { response, text } = await download(cookie, table);
      expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${table}_2026-11-22.csv"`);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      if (table !== "users") expect(rowsOf(text)).toHaveLength(1);
    }
  });
});
