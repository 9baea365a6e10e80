import { env } from "cloudflare:workers";
import { ADMIN_SORTS, ADMIN_TABLES, type AdminAppointment, type AdminPage, type AdminProvider, type AdminReview, type AdminStats, type AdminTable, type AdminUser } from "@gh/contracts/admin/options";
import { describe, expect, it } from "vitest";
import { api, insertAppointment, insertProvider, insertUser, signIn } from "../../../test/fixtures.ts";
import { adminListStatements, exportPageStatement, ftsMatch, STATS_SQL, type Statement } from "../../db/admin-tables.ts";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** This year in Ghana (UTC): the year a licence must be verified for. */
const YEAR = new Date().getUTCFullYear();

async function adminCookie() {
  const admin = await insertUser({ role: "admin", firstName: "Site", lastName: "Administrator", email: "admin@example.com.gh" });
  return { admin, cookie: await signIn(admin.id) };
}

async function getJson<T>(cookie: string, path: string, status = 200): Promise<T> {
  const response = await api(path, { headers: { Cookie: cookie } });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(status);
  return (await response.json()) as T;
}

const listOf = <Row>(cookie: string, table: AdminTable, query = "") => getJson<AdminPage<Row>>(cookie, `/api/admin/${table}${query ? `?${query}` : ""}`);

/** Every row of a table in one order, read a few rows a page, checking that the pages join up. */
async function everyPage<Row extends { id: number }>(cookie: string, table: AdminTable, query: string, pageSize = 3): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await listOf<Row>(cookie, table, `${query}&page=${page}&pageSize=${pageSize}`);
    expect(answer).toMatchObject({ page, pageSize });
    rows.push(...answer.items);
    if (answer.items.length < pageSize) {
      expect(rows.length).toBe(answer.total);
      return rows;
    }
  }
}

type Key = string | number;
/** Ascending by each key in turn; "desc" reverses every key, the id tie-breaker included (as the server does). */
function sortedIds<Row extends { id: number }>(rows: Row[], keys: (row: Row) => Key[], order: "asc" | "desc"): number[] {
  const direction = order === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [left, right] = [keys(a), keys(b)];
      for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) return (left[i]! < right[i]! ? -1 : 1) * direction;
      return 0;
    })
    .map((row) => row.id);
}

const at = (iso: string) => Date.parse(iso);

describe("GET /api/admin/stats", () => {
  it("counts users, providers, reviews and appointments, and totals the paid bookings in cedis", async () => {
    const { cookie } = await adminCookie();
    const empty = await getJson<AdminStats>(cookie, "/api/admin/stats");
    expect(empty).toEqual({ users: 1, providers: 0, reviews: 0, appointments: 0, paidAppointments: 0, totalRevenue: "0.00", totalCommission: "0.00", totalPayouts: "0.00" });

    const { provider } = await insertProvider();
    const patient = await insertUser();
    await insertAppointment({ providerId: provider.id, patientId: patient.id, paymentStatus: "completed", startsAt: at("2030-01-07T09:00:00Z") });
    await insertAppointment({
      providerId: provider.id,
      patientId: patient.id,
      paymentStatus: "completed",
      startsAt: at("2030-01-07T10:00:00Z"),
      feePesewas: 25050,
      commissionPesewas: 2505,
      payoutPesewas: 22545,
    });
    // An unpaid checkout hold is not revenue.
    await insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: at("2030-01-07T11:00:00Z"), holdExpiresAt: Date.now() + 600_000 });
    await env.DB.prepare("INSERT INTO reviews (provider_id, patient_name, rating) VALUES (?, 'Ama Owusu', 5)").bind(provider.id).run();

    expect(await getJson<AdminStats>(cookie, "/api/admin/stats")).toEqual({
      users: 3,
      providers: 1,
      reviews: 1,
      appointments: 3,
      paidAppointments: 2,
      totalRevenue: "400.50",
      totalCommission: "40.05",
      totalPayouts: "360.45",
    });
  });

  it("is one statement that reads the kept counters and the monthly ledger, never the big tables", async () => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${STATS_SQL}`).all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join(" | ");
    expect(plan).not.toMatch(/\b(users|providers|reviews|appointments)\b/);
  });
});

describe("GET /api/admin/users", () => {
  async function people() {
    const { admin, cookie } = await adminCookie();
    const day = (d: number) => Date.UTC(2026, 0, d);
    const rows = [
      await insertUser({ firstName: "Ama", lastName: "Owusu", email: "ama.owusu@example.com.gh", createdAt: day(3) }),
      await insertUser({ firstName: "Ama", lastName: "Owusu", email: "a.owusu2@example.com.gh", createdAt: day(1) }),
      await insertUser({ firstName: "Kwabena", lastName: "Nyarko-Ofori", email: "kwabena@example.com.gh", createdAt: day(2) }),
      await insertUser({ firstName: "Ɔkyeame Adwoa", lastName: "Asantewaa", email: "adwoa@example.com.gh", createdAt: day(2) }),
      (await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" })).user,
      await insertUser({ firstName: "Efua", lastName: "Boateng", email: "efua@example.com.gh", createdAt: day(3) }),
      await insertUser({ firstName: "Yaw", lastName: "Darko", email: "yaw.darko@example.com.gh", role: "provider", createdAt: day(1) }),
    ];
    return { cookie, admin, rows };
  }

  it("answers a page of users with the tab's columns, newest id first by default, and the total", async () => {
    const { cookie, admin, rows } = await people();
    const first = await listOf<AdminUser>(cookie, "users", "pageSize=3");
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.items.map((user) => user.id)).toEqual([rows[6]!.id, rows[5]!.id, rows[4]!.id]);
    expect(first.items[1]).toEqual({ id: rows[5]!.id, firstName: "Efua", lastName: "Boateng", email: "efua@example.com.gh", role: "patient", createdAt: "2026-01-03T00:00:00.000Z" });
    const last = await listOf<AdminUser>(cookie, "users", "pageSize=3&page=3");
    expect(last.items.map((user) => user.id)).toEqual([rows[0]!.id, admin.id]);
    // Past the end: no rows, the same total.
    expect(await listOf<AdminUser>(cookie, "users", "pageSize=3&page=50")).toMatchObject({ items: [], total: 8 });
    expect((await listOf<AdminUser>(cookie, "users")).pageSize).toBe(20);
  });

  it("sorts by every column both ways, ties by id in the same direction, and pages join up", async () => {
    const { cookie } = await people();
    const everyone = (await listOf<AdminUser>(cookie, "users", "pageSize=100")).items;
    const keys: Record<(typeof ADMIN_SORTS.users)[number], (user: AdminUser) => Key[]> = {
      id: (user) => [user.id],
      name: (user) => [user.firstName, user.lastName, user.id],
      email: (user) => [user.email, user.id],
      role: (user) => [user.role, user.id],
      createdAt: (user) => [user.createdAt, user.id],
    };
    for (const sort of ADMIN_SORTS.users) {
      for (const order of ["asc", "desc"] as const) {
        const paged = await everyPage<AdminUser>(cookie, "users", `sort=${sort}&order=${order}`);
        expect(paged.map((user) => user.id), `${sort} ${order}`).toEqual(sortedIds(everyone, keys[sort], order));
      }
    }
  });

  it("searches names and e-mail addresses by word prefixes, counting the matches", async () => {
    const { cookie, rows } = await people();
    const ids = async (query: string) => {
      const answer = await listOf<AdminUser>(cookie, "users", query);
      expect(answer.total, query).toBe(answer.items.length);
      return answer.items.map((user) => user.id).sort((a, b) => a - b);
    };
    expect(await ids("search=ama")).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(await ids("search=Ama%20Ow")).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(await ids("search=nyarko-of")).toEqual([rows[2]!.id]);
    expect(await ids(`search=${encodeURIComponent("ɔkyeame")}`)).toEqual([rows[3]!.id]);
    expect(await ids("search=yaw.darko%40example")).toEqual([rows[6]!.id]);
    expect(await ids("search=efua%40")).toEqual([rows[5]!.id]);
    expect(await ids("search=nobody")).toEqual([]);
    // Quotes, stars and operators are text, not query syntax.
    expect(await ids(`search=${encodeURIComponent('"ama" OR *')}`)).toEqual([]);
    expect(await ids(`search=${encodeURIComponent('"ama')}`)).toEqual([rows[0]!.id, rows[1]!.id]);
    // Only punctuation: nothing to search by, so nothing is filtered out.
    expect((await listOf<AdminUser>(cookie, "users", "search=%2B%2B")).total).toBe(8);

    // Searched, sorted and paged: the order is the sort's, the total the matches'.
    const page = await listOf<AdminUser>(cookie, "users", "search=example&sort=email&order=asc&pageSize=2&page=2");
    expect(page.total).toBe(8);
    expect(page.items.map((user) => user.email)).toEqual(["adwoa@example.com.gh", "ama.owusu@example.com.gh"]);
    const byName = await everyPage<AdminUser>(cookie, "users", "search=ama&sort=name&order=desc", 1);
    expect(byName.map((user) => user.id)).toEqual([rows[1]!.id, rows[0]!.id]);
  });
});

describe("GET /api/admin/providers", () => {
  async function practices() {
    const { cookie } = await adminCookie();
    const day = (d: number) => Date.UTC(2026, 1, d);
    const made = [
      await insertProvider(
        { specialtyId: "cardiology", location: "Komfo Anokye Teaching Hospital", city: "Kumasi", region: "Ashanti", consultationFeePesewas: 30000, yearsExperience: 20, isVerified: true, createdAt: day(5), averageRating: 4.5, reviewCount: 2, regulator: "mdc", acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/20417" },
        { firstName: "Kwame", lastName: "Mensah" },
      ),
      // Never approved: pending verification.
      await insertProvider({ specialtyId: "dentist", location: "Ridge Hospital", consultationFeePesewas: 15000, yearsExperience: 8, isVerified: false, licenceVerifiedFor: null, createdAt: day(1), averageRating: 0, reviewCount: 0, title: "none" }, { firstName: "Abena", lastName: "Osei" }),
      await insertProvider({ specialtyId: "general", location: "Ridge Hospital", consultationFeePesewas: 15000, yearsExperience: 8, isVerified: true, createdAt: day(5), acceptsNhis: true }, { firstName: "Kwame", lastName: "Mensah" }),
      // Approved for last year only: renewal pending.
      await insertProvider({ specialtyId: "pediatrics", location: "Tamale Teaching Hospital", city: "Tamale", region: "Northern", consultationFeePesewas: 25050, yearsExperience: 3, isVerified: false, licenceVerifiedFor: YEAR - 1, createdAt: day(3) }, { firstName: "Ɔkyeame Adwoa", lastName: "Asantewaa" }),
      await insertProvider({ specialtyId: "cardiology", location: "Korle Bu Teaching Hospital", consultationFeePesewas: 50000, yearsExperience: 31, isVerified: true, createdAt: day(2) }, { firstName: "Kwabena", lastName: "Nyarko-Ofori" }),
    ];
    return { cookie, made };
  }

  it("answers the tab's and the cards' fields: names, fee in cedis, licence standing, NHIS, rating, reviews and appointment count", async () => {
    const { cookie, made } = await practices();
    const patient = await insertUser();
    for (const hour of [8, 9, 10]) await insertAppointment({ providerId: made[0]!.provider.id, patientId: patient.id, startsAt: Date.UTC(2030, 0, 7, hour) });
    const page = await listOf<AdminProvider>(cookie, "providers", "sort=id&order=asc");
    expect(page.total).toBe(5);
    expect(page.items[0]).toEqual({
      id: made[0]!.provider.id,
      title: "Dr",
      firstName: "Kwame",
      lastName: "Mensah",
      email: made[0]!.provider.email,
      specialty: "cardiology",
      location: "Komfo Anokye Teaching Hospital",
      city: "Kumasi",
      region: "Ashanti",
      yearsExperience: 20,
      consultationFee: "300.00",
      isVerified: true,
      licenceVerifiedFor: YEAR,
      licenceStanding: "verified",
      regulator: "mdc",
      acceptsNhis: true,
      nhiaAccreditationNumber: "NHIA/HF/20417",
      bio: "General practitioner in Accra.",
      appointmentCount: 3,
      averageRating: 4.5,
      reviewCount: 2,
      createdAt: "2026-02-05T00:00:00.000Z",
    });
    expect(page.items.map((p) => [p.appointmentCount, p.isVerified, p.licenceStanding, p.licenceVerifiedFor, p.acceptsNhis, p.consultationFee])).toEqual([
      [3, true, "verified", YEAR, true, "300.00"],
      [0, false, "pending_verification", null, false, "150.00"],
      [0, true, "verified", YEAR, true, "150.00"],
      [0, false, "renewal_pending", YEAR - 1, false, "250.50"],
      [0, true, "verified", YEAR, false, "500.00"],
    ]);
  });

  it("says a badge the 1 January run has not cleared yet is not verified: the licence must be this year's", async () => {
    const { cookie } = await adminCookie();
    const { provider } = await insertProvider({ isVerified: true, licenceVerifiedFor: YEAR - 1 });
    const [lapsed] = (await listOf<AdminProvider>(cookie, "providers", "sort=id")).items;
    expect(lapsed).toMatchObject({ id: provider.id, isVerified: false, licenceStanding: "renewal_pending", licenceVerifiedFor: YEAR - 1 });
  });

  it("sorts by every column both ways, ties by id in the same direction", async () => {
    const { cookie } = await practices();
    const all = (await listOf<AdminProvider>(cookie, "providers", "pageSize=100")).items;
    // Providers' user accounts were made in provider order, so the name sort's tie-break (the account id) follows the provider id.
    const keys: Record<(typeof ADMIN_SORTS.providers)[number], (p: AdminProvider) => Key[]> = {
      id: (p) => [p.id],
      name: (p) => [p.firstName, p.lastName, p.id],
      specialty: (p) => [p.specialty, p.id],
      location: (p) => [p.location, p.id],
      fee: (p) => [Number(p.consultationFee), p.id],
      experience: (p) => [p.yearsExperience, p.id],
      verified: (p) => [Number(p.isVerified), p.id],
      createdAt: (p) => [p.createdAt, p.id],
    };
    for (const sort of ADMIN_SORTS.providers) {
      for (const order of ["asc", "desc"] as const) {
        const paged = await everyPage<AdminProvider>(cookie, "providers", `sort=${sort}&order=${order}`, 2);
        expect(paged.map((p) => p.id), `${sort} ${order}`).toEqual(sortedIds(all, keys[sort], order));
      }
    }
  });

  it("searches name, e-mail, specialty and location through the full-text index, sorted as asked", async () => {
    const { cookie, made } = await practices();
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    const search = async (text: string, extra = "") => {
      const answer = await listOf<AdminProvider>(cookie, "providers", `search=${encodeURIComponent(text)}${extra}`);
      expect(answer.total, text).toBe(answer.items.length);
      return answer;
    };
    const [kumasiKwame, abena, ridgeKwame, adwoa, kwabena] = made.map((m) => m.provider.id);
    expect(ids((await search("kwame", "&sort=id&order=asc")).items)).toEqual([kumasiKwame, ridgeKwame]);
    expect(ids((await search("cardio", "&sort=fee&order=desc")).items)).toEqual([kwabena, kumasiKwame]);
    expect(ids((await search("Cardiology")).items)).toEqual([kwabena, kumasiKwame]);
    expect(ids((await search("kumasi")).items)).toEqual([kumasiKwame]);
    expect(ids((await search("ashanti")).items)).toEqual([kumasiKwame]);
    expect(ids((await search("ridge hosp", "&sort=name&order=asc")).items)).toEqual([abena, ridgeKwame]);
    expect(ids((await search("kwame ridge")).items)).toEqual([ridgeKwame]);
    expect(ids((await search("ɔkyeame")).items)).toEqual([adwoa]);
    expect(ids((await search(made[3]!.provider.email)).items)).toEqual([adwoa]);
    expect((await search("neurology")).items).toEqual([]);

    const paged = await listOf<AdminProvider>(cookie, "providers", "search=teaching&sort=experience&order=asc&pageSize=2&page=2");
    expect(paged.total).toBe(3);
    expect(ids(paged.items)).toEqual([kwabena]);
    expect(paged.items[0]).toMatchObject({ firstName: "Kwabena", lastName: "Nyarko-Ofori", appointmentCount: 0, consultationFee: "500.00" });
  });

  it("keeps the search in step with edits and deletions (triggers)", async () => {
    const { cookie, made } = await practices();
    await env.DB.prepare("UPDATE providers SET city = 'Cape Coast' WHERE id = ?").bind(made[1]!.provider.id).run();
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(made[2]!.user.id).run();
    expect((await listOf<AdminProvider>(cookie, "providers", "search=cape")).items.map((p) => p.id)).toEqual([made[1]!.provider.id]);
    expect((await listOf<AdminProvider>(cookie, "providers", "search=ridge")).items.map((p) => p.id)).toEqual([made[1]!.provider.id]);
    expect((await listOf<AdminProvider>(cookie, "providers")).total).toBe(4);
  });
});

describe("GET /api/admin/reviews and /api/admin/appointments", () => {
  async function activity() {
    const { cookie } = await adminCookie();
    const zed = await insertProvider({}, { firstName: "Zainab", lastName: "Abubakar" });
    const akos = await insertProvider({ title: "Prof" }, { firstName: "Akosua", lastName: "Frimpong" });
    const patient = await insertUser({ firstName: "Kofi", lastName: "Annan" });
    const review = (providerId: number, rating: number, createdAt: number, comment: string) =>
      env.DB.prepare("INSERT INTO reviews (provider_id, patient_name, rating, comment, created_at) VALUES (?, 'Esi Quaye', ?, ?, ?)").bind(providerId, rating, comment, createdAt).run();
    await review(zed.provider.id, 4.5, Date.UTC(2026, 2, 3), "Very kind");
    await review(akos.provider.id, 3, Date.UTC(2026, 2, 1), "Long wait");
    await review(zed.provider.id, 3, Date.UTC(2026, 2, 1), "Okay");
    await review(akos.provider.id, 5, Date.UTC(2026, 2, 4), "Excellent, thorough");
    const visit = (providerId: number, startsAt: string, status: "pending" | "confirmed" | "completed" | "cancelled", patientName: string) =>
      insertAppointment({ providerId, patientId: patient.id, startsAt: at(startsAt), status, patientName, paymentStatus: "completed" });
    await visit(zed.provider.id, "2030-01-08T09:00:00Z", "confirmed", "Kofi Annan");
    await visit(akos.provider.id, "2030-01-07T09:00:00Z", "completed", "Adjoa Mensah");
    await visit(zed.provider.id, "2030-01-07T09:00:00Z", "cancelled", "Kofi Annan");
    await visit(akos.provider.id, "2030-01-09T09:00:00Z", "confirmed", "Yaa Asantewaa");
    return { cookie, zed, akos, patient };
  }

  it("shows reviews with their provider's name and appointments with patient, provider and the money split", async () => {
    const { cookie, zed, akos, patient } = await activity();
    const reviews = await listOf<AdminReview>(cookie, "reviews", "sort=id&order=asc");
    expect(reviews.total).toBe(4);
    expect(reviews.items[3]).toEqual({
      id: expect.any(Number),
      providerId: akos.provider.id,
      providerName: "Prof. Akosua Frimpong",
      patientName: "Esi Quaye",
      rating: 5,
      comment: "Excellent, thorough",
      createdAt: "2026-03-04T00:00:00.000Z",
    });
    const appointments = await listOf<AdminAppointment>(cookie, "appointments", "sort=id&order=asc");
    expect(appointments.total).toBe(4);
    expect(appointments.items[0]).toEqual({
      id: expect.any(Number),
      bookingCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
      patientId: patient.id,
      patientName: "Kofi Annan",
      providerId: zed.provider.id,
      providerName: "Dr. Zainab Abubakar",
      appointmentDate: "2030-01-08T09:00:00.000Z",
      status: "confirmed",
      paymentStatus: "completed",
      fee: "150.00",
      platformCommission: "15.00",
      providerPayout: "135.00",
      refundStatus: null,
    });
  });

  it("sorts reviews and appointments by every column both ways (provider by name, then date)", async () => {
    const { cookie, zed } = await activity();
    const providerKey = (providerId: number) => (providerId === zed.provider.id ? ["Zainab", "Abubakar"] : ["Akosua", "Frimpong"]);
    const reviews = (await listOf<AdminReview>(cookie, "reviews", "pageSize=100")).items;
    const reviewKeys: Record<(typeof ADMIN_SORTS.reviews)[number], (r: AdminReview) => Key[]> = {
      id: (r) => [r.id],
      provider: (r) => [...providerKey(r.providerId), r.createdAt, r.id],
      rating: (r) => [r.rating, r.id],
      date: (r) => [r.createdAt, r.id],
    };
    const appointments = (await listOf<AdminAppointment>(cookie, "appointments", "pageSize=100")).items;
    const appointmentKeys: Record<(typeof ADMIN_SORTS.appointments)[number], (a: AdminAppointment) => Key[]> = {
      id: (a) => [a.id],
      patient: (a) => [a.patientName, a.id],
      provider: (a) => [...providerKey(a.providerId), a.appointmentDate, a.id],
      date: (a) => [a.appointmentDate, a.id],
      status: (a) => [a.status, a.appointmentDate, a.id],
    };
    for (const order of ["asc", "desc"] as const) {
      for (const sort of ADMIN_SORTS.reviews) {
        const paged = await everyPage<AdminReview>(cookie, "reviews", `sort=${sort}&order=${order}`, 3);
        expect(paged.map((r) => r.id), `reviews ${sort} ${order}`).toEqual(sortedIds(reviews, reviewKeys[sort], order));
      }
      for (const sort of ADMIN_SORTS.appointments) {
        const paged = await everyPage<AdminAppointment>(cookie, "appointments", `sort=${sort}&order=${order}`, 3);
        expect(paged.map((a) => a.id), `appointments ${sort} ${order}`).toEqual(sortedIds(appointments, appointmentKeys[sort], order));
      }
    }
  });

  it("answers 'No appointments found' material: an empty page with total 0", async () => {
    const { cookie } = await adminCookie();
    expect(await listOf<AdminAppointment>(cookie, "appointments")).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });
});

describe("bad list queries", () => {
  it("refuses out-of-range paging, unknown sorts and orders with a message per field", async () => {
    const { cookie } = await adminCookie();
    const refused = await getJson<ErrorBody>(cookie, "/api/admin/users?page=0&pageSize=101&sort=password&order=up", 400);
    expect(refused.error).toMatchObject({
      code: "validation_failed",
      fields: { page: "Page must be 1 or more", pageSize: "Page size must be at most 100", sort: expect.stringContaining("name, email"), order: "Order must be asc or desc" },
    });
    expect((await getJson<ErrorBody>(cookie, "/api/admin/providers?page=two&pageSize=2.5", 400)).error.fields).toMatchObject({
      page: "Page must be a whole number",
      pageSize: "Page size must be a whole number",
    });
    // A sort that exists on another table is still refused here.
    expect((await getJson<ErrorBody>(cookie, "/api/admin/reviews?sort=email", 400)).error.fields).toHaveProperty("sort");
    expect((await getJson<ErrorBody>(cookie, `/api/admin/users?search=${"a".repeat(101)}`, 400)).error.fields).toHaveProperty("search");
  });

  it("refuses a search on the tables that have none", async () => {
    const { cookie } = await adminCookie();
    for (const table of ["reviews", "appointments"]) {
      const refused = await getJson<ErrorBody>(cookie, `/api/admin/${table}?search=kofi`, 400);
      expect(refused.error).toMatchObject({ code: "validation_failed", fields: { search: `The ${table} table cannot be searched` } });
    }
    // Empty values are the defaults, as a form sends them.
    expect((await listOf<AdminReview>(cookie, "reviews", "search=&sort=&order=")).total).toBe(0);
  });
});

describe("admin table queries", () => {
  /** The plan's lines for a statement, as D1's SQLite would run it. */
  async function plan(statement: Statement) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
    return results.map((row) => row.detail);
  }
  const FTS = /^SCAN (user|provider)_search VIRTUAL TABLE INDEX/;

  it("every page and total reads through an index or the full-text index, in the order asked (each table, sort, order and search)", async () => {
    const cases: { table: AdminTable; sort: string; order: "asc" | "desc"; match?: string }[] = [];
    for (const table of ADMIN_TABLES) {
      for (const sort of ADMIN_SORTS[table]) {
        for (const order of ["asc", "desc"] as const) {
          cases.push({ table, sort, order });
          if (table === "users" || table === "providers") cases.push({ table, sort, order, match: ftsMatch("kwa accra")! });
        }
      }
    }
    for (const { table, sort, order, match } of cases) {
      const statements = adminListStatements(table, { page: 3, pageSize: 20, sort, order, match });
      for (const statement of statements) {
        const details = await plan(statement);
        const context = `${table} ${sort} ${order} ${match ?? ""}\n${statement.sql}\n${details.join(" | ")}`;
        const reads = details.filter((detail) => /^(SCAN|SEARCH) /.test(detail));
        expect(reads.length, context).toBeGreaterThan(0);
        for (const read of reads) {
          if (FTS.test(read)) continue;
          // The id sort finds the page's ids by walking the table's own b-tree (keyed by the rowid) in order, stopping
          // at the page: SQLite calls that "SCAN ids".
          if (sort === "id" && !match && read === "SCAN ids") continue;
          expect(read, context).toMatch(/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|USING ROWID SEARCH/);
        }
        // Without search the page comes off the index already in order. With search, the matches (and then the one
        // page's rows) are ordered in a temporary b-tree: bounded by what matched, acceptable on the FTS path only.
        if (!match) expect(details.join(" | "), context).not.toMatch(/TEMP B-TREE/);
        else expect(details.some((detail) => FTS.test(detail)), context).toBe(true);
      }
    }
  });

  it("totals come from the kept row counts without search and from the full-text index with it", async () => {
    const [, total] = adminListStatements("providers", { page: 1, pageSize: 20, sort: "id", order: "desc" });
    expect(await plan(total)).toEqual([expect.stringMatching(/^SEARCH row_counts USING INDEX/)]);
    const [, matches] = adminListStatements("providers", { page: 1, pageSize: 20, sort: "id", order: "desc", match: ftsMatch("kwa")! });
    expect(await plan(matches)).toEqual([expect.stringMatching(FTS)]);
  });

  it("CSV exports read keyset pages by primary key", async () => {
    for (const table of ADMIN_TABLES) {
      const details = await plan(exportPageStatement(table, 1000));
      expect(details[0], table).toMatch(/^SEARCH \w+ USING INTEGER PRIMARY KEY \(rowid>\?\)$/);
      for (const read of details.filter((detail) => /^(SCAN|SEARCH) /.test(detail))) expect(read, table).toMatch(/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/);
      expect(details.join(" | ")).not.toMatch(/TEMP B-TREE/);
    }
  });
});
