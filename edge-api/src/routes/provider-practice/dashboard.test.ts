import { env } from "cloudflare:workers";
import { PROVIDER_MESSAGES, type ProviderDashboard } from "@gh/contracts/providers/options";
import { DEFAULT_WORKING_HOURS } from "@gh/contracts/schedule/working-hours";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, signIn } from "../../../test/fixtures.ts";
import { dashboardStatements, statsClock } from "../../db/provider-practice.ts";

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const dashboard = async (cookie: string, query = "") => {
  const response = await api(`/api/providers/dashboard${query}`, { headers: { Cookie: cookie } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ProviderDashboard;
};
const at = (iso: string) => Date.parse(iso);

/** A signed-in provider and a patient who books with them. */
async function practice(overrides: Parameters<typeof insertProvider>[0] = {}) {
  const { provider, user } = await insertProvider(overrides);
  const patient = await insertUser({ firstName: "Ama", lastName: "Owusu" });
  return { provider, user, patient, cookie: await signIn(user.id) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/providers/dashboard: who may see it", () => {
  it("answers 401 to a visitor, 403 to a patient and 404 'Provider Profile Not Found' to a provider without a profile", async () => {
    expect((await api("/api/providers/dashboard")).status).toBe(401);
    const patient = await insertUser();
    expect((await api("/api/providers/dashboard", { headers: { Cookie: await signIn(patient.id) } })).status).toBe(403);
    const unregistered = await insertUser({ role: "provider" });
    const response = await api("/api/providers/dashboard", { headers: { Cookie: await signIn(unregistered.id) } });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: "not_found", message: PROVIDER_MESSAGES.profileNotFound });
  });

  it("refuses a malformed filter with per-field messages", async () => {
    const { cookie } = await practice();
    const response = await api("/api/providers/dashboard?page=0&status=lost&from=2030-02-30", { headers: { Cookie: cookie } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toMatchObject({ page: "Page must be 1 or more", status: expect.any(String), from: "That date does not exist" });
    const backwards = await api("/api/providers/dashboard?from=2030-03-10&to=2030-03-01", { headers: { Cookie: cookie } });
    expect((await errorOf(backwards)).fields).toEqual({ to: "The end date must be on or after the start date" });
  });
});

describe("GET /api/providers/dashboard: what the provider sees", () => {
  it("shows their public profile, their latest five reviews and whether they still have the default hours", async () => {
    const { provider, cookie } = await practice();
    for (let day = 1; day <= 7; day++) {
      await env.DB.prepare("INSERT INTO reviews (provider_id, patient_name, rating, comment, created_at) VALUES (?, ?, 4, ?, ?)")
        .bind(provider.id, `Patient ${day}`, `Visit ${day}`, Date.UTC(2030, 0, day))
        .run();
    }
    const answer = await dashboard(cookie);
    expect(answer.provider).toEqual(await (await api(`/api/providers/${provider.id}`)).json());
    expect(answer.reviews.map((review) => review.comment)).toEqual(["Visit 7", "Visit 6", "Visit 5", "Visit 4", "Visit 3"]);
    expect(answer.reviews[0]).toMatchObject({ patientName: "Patient 7", rating: 4, createdAt: "2030-01-07T00:00:00.000Z" });
    expect(answer.usingDefaultHours).toBe(false);
    expect(answer.appointments).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });

    const { cookie: newcomer } = await practice({ workingHours: JSON.stringify(DEFAULT_WORKING_HOURS) });
    expect((await dashboard(newcomer)).usingDefaultHours).toBe(true);
  });

  it("lists paid appointments only, newest slot first, ten a page, as the provider needs them", async () => {
    const { provider, patient, cookie } = await practice();
    for (let day = 1; day <= 12; day++) {
      await insertAppointment({
        providerId: provider.id,
        patientId: patient.id,
        startsAt: Date.UTC(2030, 2, day, 9, 30),
        status: "confirmed",
        paymentStatus: "completed",
        reason: `Visit ${day}`,
        notes: day === 12 ? "Bring previous lab results" : null,
      });
    }
    // A checkout in progress is a 15-minute hold, not a patient to expect.
    await insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: Date.UTC(2030, 2, 20, 9, 30), paymentStatus: "pending", holdExpiresAt: Date.now() + 600_000 });

    const first = await dashboard(cookie);
    expect(first.appointments).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.appointments.items.map((a) => a.reason)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((day) => `Visit ${day}`));
    expect(first.appointments.items[0]).toEqual({
      id: expect.any(Number),
      bookingCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
      patientName: "Ama Owusu",
      patientEmail: "ama@example.com.gh",
      patientPhone: "+233241234567",
      bookedBy: "web",
      date: "2030-03-12",
      time: "09:30",
      appointmentDate: "2030-03-12T09:30:00.000Z",
      fee: "150.00",
      payout: "135.00",
      reason: "Visit 12",
      notes: "Bring previous lab results",
      status: "confirmed",
      paymentStatus: "completed",
      cancellationReason: null,
      visitType: "in_person",
      visitNote: null,
    });
    const second = await dashboard(cookie, "?page=2");
    expect(second.appointments.items.map((a) => a.reason)).toEqual(["Visit 2", "Visit 1"]);
    expect((await dashboard(cookie, "?page=3")).appointments).toMatchObject({ items: [], total: 12, page: 3 });
  });

  it("filters by status and by a Ghana date range whose last day counts whole", async () => {
    const { provider, patient, cookie } = await practice();
    const visit = (iso: string, status: "pending" | "confirmed" | "completed" | "cancelled" | "no-show") =>
      insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: at(iso), status, paymentStatus: "completed", reason: iso });
    await visit("2030-03-01T09:00:00Z", "completed");
    await visit("2030-03-04T16:30:00Z", "cancelled");
    await visit("2030-03-05T09:00:00Z", "confirmed");
    await visit("2030-03-05T16:30:00Z", "completed");
    await visit("2030-03-06T09:00:00Z", "no-show");

    const completed = await dashboard(cookie, "?status=completed");
    expect(completed.appointments.items.map((a) => a.reason)).toEqual(["2030-03-05T16:30:00Z", "2030-03-01T09:00:00Z"]);
    expect(completed.appointments.total).toBe(2);

    const range = await dashboard(cookie, "?from=2030-03-04&to=2030-03-05");
    expect(range.appointments.items.map((a) => a.reason)).toEqual(["2030-03-05T16:30:00Z", "2030-03-05T09:00:00Z", "2030-03-04T16:30:00Z"]);

    const both = await dashboard(cookie, "?status=completed&from=2030-03-02&to=2030-03-31&page=1");
    expect(both.appointments.items.map((a) => a.reason)).toEqual(["2030-03-05T16:30:00Z"]);
    expect((await dashboard(cookie, "?status=&from=&to=")).appointments.total).toBe(5);
  });

  it("counts today's, upcoming, awaiting confirmation, completed this month and this month's earnings", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at("2030-03-15T12:00:00Z"));
    const { provider, patient, cookie } = await practice({ averageRating: 4.3, reviewCount: 7 });
    const visit = (iso: string, status: "pending" | "confirmed" | "completed" | "cancelled" | "no-show", extra: Parameters<typeof insertAppointment>[0] | object = {}) =>
      insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: at(iso), status, paymentStatus: "completed", ...extra });

    await visit("2030-03-15T09:00:00Z", "completed"); // today, completed this month: payout 135.00
    await visit("2030-03-15T14:00:00Z", "confirmed"); // today, upcoming
    await visit("2030-03-15T15:00:00Z", "cancelled"); // cancelled: not today's work
    await visit("2030-03-20T10:00:00Z", "pending"); // upcoming, awaiting confirmation
    await visit("2030-03-05T10:00:00Z", "pending"); // awaiting confirmation, no longer upcoming
    await visit("2030-03-02T10:00:00Z", "completed", { feePesewas: 25050, commissionPesewas: 2505, payoutPesewas: 22545 }); // completed this month
    await visit("2030-03-10T10:00:00Z", "no-show");
    await visit("2030-02-27T10:00:00Z", "completed"); // last month
    await visit("2030-04-01T00:00:00Z", "completed"); // next month (already marked, still not this month's)
    // Unpaid: a live checkout hold counts for nothing.
    await visit("2030-03-16T10:00:00Z", "pending", { paymentStatus: "pending", holdExpiresAt: at("2030-03-15T12:10:00Z") });

    const { stats } = await dashboard(cookie);
    expect(stats).toEqual({
      todayAppointments: 2,
      upcomingAppointments: 2,
      pendingConfirmations: 2,
      completedThisMonth: 2,
      earningsThisMonth: "360.45",
      averageRating: 4.3,
      reviewCount: 7,
    });
  });
});

describe("dashboard queries", () => {
  it("every statement reads through an index, with or without filters", async () => {
    const filters = [
      { page: 1 },
      { page: 3, status: "confirmed" as const },
      { page: 1, from: at("2030-03-01T00:00:00Z"), to: at("2030-04-01T00:00:00Z") },
      { page: 2, status: "pending" as const, from: at("2030-03-01T00:00:00Z"), to: at("2030-04-01T00:00:00Z") },
    ];
    for (const filter of filters) {
      for (const statement of dashboardStatements(db(), 1, filter, statsClock(Date.now()))) {
        const { sql, params } = statement.toSQL();
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
        const details = results.map((row) => row.detail);
        const reads = details.filter((detail) => /^(SCAN|SEARCH) /.test(detail));
        expect(reads.length, sql).toBeGreaterThan(0);
        // A bare "SCAN appointments" reads every appointment; each read must walk an index or the primary key.
        for (const read of reads) expect(read, `${sql}\n${details.join(" | ")}`).toMatch(/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/);
        // And the page comes off the index in order, never sorted afterwards.
        expect(details.join(" | "), sql).not.toMatch(/TEMP B-TREE/);
      }
    }
  });
});
