import { env } from "cloudflare:workers";
import { csvFileName, type RevenueReport } from "@gh/contracts/admin/options";
import { REVENUE_RECENT_BOOKINGS } from "@gh/contracts/constants";
import { splitFee } from "@gh/contracts/money";
import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, signIn } from "../../../test/fixtures.ts";
import { monthKey, revenueReport, revenueStatements } from "../../db/revenue.ts";

const DAY = 86_400_000;

async function adminCookie() {
  const admin = await insertUser({ role: "admin" });
  return signIn(admin.id);
}

/** The 10th of the month `back` months before now, at noon (Ghana is UTC). */
function midMonth(back: number, now = Date.now()): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 10, 12);
}

/** A booking paid at `paidAt` (updated_at is the payment time the revenue ledger files it under). */
async function paidBooking(providerId: number, patientId: number, feePesewas: number, paidAt: number, extra: Partial<Parameters<typeof insertAppointment>[0]> = {}) {
  return insertAppointment({
    providerId,
    patientId,
    feePesewas,
    ...splitFee(feePesewas),
    status: "completed",
    paymentStatus: "completed",
    startsAt: paidAt + 2 * DAY,
    createdAt: paidAt - 60_000,
    updatedAt: paidAt,
    ...extra,
  });
}

describe("GET /api/admin/revenue", () => {
  it("adds up the ledger, fills the twelve months oldest first with empty ones as zeros, and compares this month with the last", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const now = Date.now();
    const thisMonthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
    // Hand-computed fixture, fees in pesewas (commission is 10% rounded, payout the rest):
    await paidBooking(provider.id, patient.id, 50_000, midMonth(13)); //   a year ago: in the totals, not the months
    await paidBooking(provider.id, patient.id, 15_000, midMonth(11)); //   the oldest month shown: 150.00 / 15.00 / 135.00
    await paidBooking(provider.id, patient.id, 20_000, midMonth(2)); //    two months ago: 200.00 + 80.05
    await paidBooking(provider.id, patient.id, 8_005, midMonth(2) + DAY); // (commission 8.01, payout 72.04)
    await paidBooking(provider.id, patient.id, 10_000, midMonth(1)); //    last month: 2 × 100.00 = 200.00
    await paidBooking(provider.id, patient.id, 10_000, midMonth(1) + DAY);
    await paidBooking(provider.id, patient.id, 25_000, thisMonthStart + 1); // this month: 250.00, 25% up on last month
    // Unpaid checkouts are not revenue.
    await insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: now + 5 * DAY, status: "pending", paymentStatus: "pending", feePesewas: 90_000, commissionPesewas: 9_000, payoutPesewas: 81_000, updatedAt: now });

    const response = await api("/api/admin/revenue", { headers: { Cookie: await adminCookie() } });
    expect(response.status).toBe(200);
    const report = (await response.json()) as RevenueReport;
    // 500 + 150 + 200 + 80.05 + 200 + 250 = 1380.05; commission 50 + 15 + 20 + 8.01 + 20 + 25 = 138.01.
    expect(report).toMatchObject({
      totalRevenue: "1380.05",
      totalCommission: "138.01",
      totalPayouts: "1242.04",
      paidAppointments: 7,
      // 138.01 / 7 = 19.7157…
      averageCommission: "19.72",
      growth: { percent: 25, month: monthKey(now), previousMonth: monthKey(now, 1) },
    });
    expect(report.monthly.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthKey(now, 11 - i)));
    const byMonth = Object.fromEntries(report.monthly.map(({ month, ...figures }) => [month, figures]));
    const zero = { bookings: 0, revenue: "0.00", commission: "0.00", payouts: "0.00" };
    expect(byMonth[monthKey(now, 11)]).toEqual({ bookings: 1, revenue: "150.00", commission: "15.00", payouts: "135.00" });
    expect(byMonth[monthKey(now, 5)]).toEqual(zero);
    expect(byMonth[monthKey(now, 2)]).toEqual({ bookings: 2, revenue: "280.05", commission: "28.01", payouts: "252.04" });
    expect(byMonth[monthKey(now, 1)]).toEqual({ bookings: 2, revenue: "200.00", commission: "20.00", payouts: "180.00" });
    expect(byMonth[monthKey(now)]).toEqual({ bookings: 1, revenue: "250.00", commission: "25.00", payouts: "225.00" });
    expect(report.monthly.filter((month) => month.bookings > 0)).toHaveLength(4);
  });

  it("answers zeros, no bookings and no growth when nothing was ever paid", async () => {
    const response = await api("/api/admin/revenue", { headers: { Cookie: await adminCookie() } });
    const report = (await response.json()) as RevenueReport;
    expect(report).toMatchObject({ totalRevenue: "0.00", totalCommission: "0.00", totalPayouts: "0.00", averageCommission: "0.00", paidAppointments: 0, recent: [] });
    expect(report.growth.percent).toBeNull();
    expect(report.monthly).toHaveLength(12);
    expect(report.monthly.every((month) => month.bookings === 0 && month.revenue === "0.00")).toBe(true);
  });

  it("lists the ten latest paid bookings, newest first, with patient and provider names and the split fixed at booking", async () => {
    const { provider } = await insertProvider({ title: "Prof" }, { firstName: "Efua", lastName: "Asante" });
    const patient = await insertUser();
    const start = Date.UTC(2030, 0, 6, 9);
    const booked = [];
    for (let i = 0; i < 12; i++) {
      booked.push(await paidBooking(provider.id, patient.id, 15_000 + i * 100, start + i * DAY, { patientName: `Patient ${i}`, createdAt: start + i * DAY }));
    }
    // Newer, but never paid.
    await insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: start + 30 * DAY, createdAt: start + 30 * DAY });

    const report = (await (await api("/api/admin/revenue", { headers: { Cookie: await adminCookie() } })).json()) as RevenueReport;
    expect(report.recent).toHaveLength(REVENUE_RECENT_BOOKINGS);
    expect(report.recent.map((booking) => booking.id)).toEqual(booked.slice(2).reverse().map((appointment) => appointment.id));
    expect(report.recent[0]).toEqual({
      id: booked[11]!.id,
      patientName: "Patient 11",
      providerName: "Prof. Efua Asante",
      appointmentDate: new Date(start + 13 * DAY).toISOString(),
      bookedAt: new Date(start + 11 * DAY).toISOString(),
      fee: "161.00",
      platformCommission: "16.10",
      providerPayout: "144.90",
    });
  });
});

describe("revenue growth", () => {
  /** Revenue in two months of 2030 and the report as of 15 March 2030. */
  async function growthFor(february: number[], march: number[]) {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    let day = 0;
    for (const fee of february) await paidBooking(provider.id, patient.id, fee, Date.UTC(2030, 1, 3 + day++, 10));
    for (const fee of march) await paidBooking(provider.id, patient.id, fee, Date.UTC(2030, 2, 3 + day++, 10));
    return (await revenueReport(db(), Date.UTC(2030, 2, 15, 12))).growth;
  }

  it("is this month against last month in percent, one decimal, up or down", async () => {
    // (300 − 350) / 350 = −14.2857…%
    expect(await growthFor([20_000, 15_000], [30_000])).toEqual({ percent: -14.3, month: "2030-03", previousMonth: "2030-02" });
  });

  it("rises above 100%, rounding a half up", async () => {
    expect((await growthFor([10_000], [12_345, 20_000])).percent).toBe(223.5);
  });

  it("is null when last month took nothing, however much this month did", async () => {
    expect(await growthFor([], [30_000])).toEqual({ percent: null, month: "2030-03", previousMonth: "2030-02" });
  });

  it("reads January against the December before it", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    await paidBooking(provider.id, patient.id, 10_000, Date.UTC(2030, 11, 20));
    await paidBooking(provider.id, patient.id, 10_000, Date.UTC(2031, 0, 5));
    const report = await revenueReport(db(), Date.UTC(2031, 0, 10));
    expect(report.growth).toEqual({ percent: 0, month: "2031-01", previousMonth: "2030-12" });
    expect(report.monthly[0]!.month).toBe("2030-02");
  });
});

describe("GET /api/admin/revenue.csv", () => {
  it("downloads the twelve months and their total as the Export Report", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    await paidBooking(provider.id, patient.id, 50_000, midMonth(13));
    await paidBooking(provider.id, patient.id, 15_000, midMonth(11));
    await paidBooking(provider.id, patient.id, 8_005, midMonth(3));
    await paidBooking(provider.id, patient.id, 20_000, midMonth(3) + DAY);
    const now = Date.now();

    const response = await api("/api/admin/revenue.csv", { headers: { Cookie: await adminCookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${csvFileName("revenue")}"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1)).toEqual([
      "Month,Paid bookings,Revenue (GHS),Commission (GHS),Provider payouts (GHS),Refunds (GHS),Net revenue (GHS)",
      ...Array.from({ length: 12 }, (_, i) => {
        const month = monthKey(now, 11 - i);
        if (month === monthKey(now, 11)) return `${month},1,150.00,15.00,135.00,0.00,150.00`;
        if (month === monthKey(now, 3)) return `${month},2,280.05,28.01,252.04,0.00,280.05`;
        return `${month},0,0.00,0.00,0.00,0.00,0.00`;
      }),
      // The year-old booking is outside the twelve months and outside their total.
      "Total (last 12 months),3,430.05,43.01,387.04,0.00,430.05",
    ]);
  });
});

describe("revenue queries", () => {
  it("read the ledger by its key and the latest paid bookings straight off appointments_paid_recent_idx", async () => {
    const plans: string[] = [];
    for (const statement of revenueStatements(db(), Date.now())) {
      const { sql, params } = statement.toSQL();
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
      const details = results.map((row) => row.detail).join(" | ");
      plans.push(details);
      expect(details, sql).not.toMatch(/TEMP B-TREE/);
      if (sql.includes('from "appointments"')) {
        expect(details, sql).toMatch(/SEARCH appointments USING INDEX appointments_paid_recent_idx \(payment_status=\?\)/);
        expect(details, sql).toMatch(/SEARCH providers USING INTEGER PRIMARY KEY/);
        expect(details, sql).toMatch(/SEARCH users USING INTEGER PRIMARY KEY/);
      }
    }
    expect(plans.filter((plan) => plan.includes("appointments_paid_recent_idx"))).toHaveLength(1);
    // The months shown are a range on the ledger's key.
    expect(plans.some((plan) => /SEARCH revenue_months USING .*INDEX .*\(month>\?\)/.test(plan)), plans.join("\n")).toBe(true);
  });
});
