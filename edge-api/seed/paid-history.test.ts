import { env } from "cloudflare:workers";
import { splitFee } from "@gh/contracts/money";
import type { WorkingHours } from "@gh/contracts/providers";
import { slotsForWeekday, WEEKDAYS } from "@gh/contracts/schedule";
import { describe, expect, it } from "vitest";
import { db } from "../test/fixtures.ts";
import { monthKey, revenueReport } from "../src/db/revenue.ts";
import { DEMO_PROVIDER_ID, DEMO_USER_IDS, FIRST_PROVIDER_USER_ID, FIRST_REVIEWER_USER_ID } from "./accounts.ts";
import { buildSeed, seedStatements } from "./build.ts";
import { DAY_MS } from "./calendar.ts";

/** A Thursday in the middle of a month, mid-afternoon, as the day the seed runs. */
const NOW = Date.UTC(2026, 10, 19, 15, 30);

describe("the seeded paid history", async () => {
  const data = await buildSeed({ now: NOW });
  const history = data.appointments.filter((appointment) => appointment.patient_id !== DEMO_USER_IDS.patient);
  const providerById = new Map(data.providers.map((provider) => [provider.id, provider]));

  it("is about two hundred paid, completed visits by the reviewers, none for the demo accounts, all in the past", () => {
    expect(history.length).toBeGreaterThanOrEqual(150);
    expect(history.length).toBeLessThanOrEqual(250);
    for (const visit of history) {
      expect(visit).toMatchObject({ status: "completed", payment_status: "completed" });
      expect(visit.patient_id).toBeGreaterThanOrEqual(FIRST_REVIEWER_USER_ID);
      expect(visit.patient_id).toBeLessThan(FIRST_PROVIDER_USER_ID);
      expect(visit.provider_id).not.toBe(DEMO_PROVIDER_ID);
      expect(visit.starts_at).toBeLessThan(NOW);
      expect(visit.created_at).toBeLessThan(visit.updated_at);
      expect(visit.updated_at).toBeLessThan(visit.starts_at);
    }
    // The demo provider's calendar stays as the browser tests expect it.
    expect(data.appointments.filter((appointment) => appointment.provider_id === DEMO_PROVIDER_ID)).toHaveLength(1);
  });

  it("puts each visit on a real slot of its provider, Monday to Friday, never two on one slot, at the provider's fee", () => {
    const slots = new Set<string>();
    for (const visit of history) {
      const provider = providerById.get(visit.provider_id)!;
      const instant = new Date(visit.starts_at).toISOString();
      const weekday = WEEKDAYS[new Date(visit.starts_at).getUTCDay()]!;
      expect(["saturday", "sunday"]).not.toContain(weekday);
      expect(slotsForWeekday(JSON.parse(provider.working_hours) as WorkingHours, weekday)).toContain(instant.slice(11, 16));
      expect(provider.created_at).toBeLessThan(visit.updated_at);
      slots.add(`${visit.provider_id}:${visit.starts_at}`);
      expect(visit.fee_pesewas).toBe(provider.consultation_fee_pesewas);
      expect({ commissionPesewas: visit.commission_pesewas, payoutPesewas: visit.payout_pesewas }).toEqual(splitFee(visit.fee_pesewas));
    }
    expect(slots.size).toBe(history.length);
    // Every visit has its successful payment on the ledger.
    const paid = new Map(data.payments.map((payment) => [payment.appointment_id, payment]));
    for (const visit of history) expect(paid.get(visit.id)).toMatchObject({ status: "success", amount_pesewas: visit.fee_pesewas, paid_at: visit.updated_at });
  });

  it("is the same on every run of the same day, and follows the day it runs", async () => {
    expect((await buildSeed({ now: NOW })).appointments).toEqual(data.appointments);
    const later = (await buildSeed({ now: NOW + 40 * DAY_MS })).appointments.filter((appointment) => appointment.patient_id !== DEMO_USER_IDS.patient);
    expect(Math.max(...later.map((visit) => visit.updated_at))).toBeGreaterThan(NOW);
  });

  it("fills the revenue page's twelve months through the ledger triggers, growing over the year", async () => {
    await env.DB.batch(seedStatements(data).map((statement) => env.DB.prepare(statement)));
    const report = await revenueReport(db(), NOW);
    expect(report.paidAppointments).toBe(data.appointments.length);
    expect(report.monthly.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthKey(NOW, 11 - i)));
    // Every month had bookings; the demo patient's visit of October 2025 is older than the twelve months.
    expect(report.monthly.every((month) => month.bookings > 0)).toBe(true);
    expect(report.monthly.reduce((sum, month) => sum + month.bookings, 0)).toBe(history.length);
    const [first, last] = [report.monthly[0]!, report.monthly[10]!];
    expect(Number(last.revenue)).toBeGreaterThan(Number(first.revenue));
    expect(report.growth.percent).not.toBeNull();
    expect(report.recent).toHaveLength(10);
  });
});
