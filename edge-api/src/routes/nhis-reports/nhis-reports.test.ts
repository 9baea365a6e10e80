import { APPOINTMENT_MESSAGES } from "@gh/contracts/appointments/options";
import type { MyAppointmentsPage } from "@gh/contracts/appointments";
import { NHIS_REPORTS_PAGE_SIZE, type NhisReport, type NhisReportPage } from "@gh/contracts/licences/options";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, insertAppointment, insertProvider, insertUser, sendJson, signedInPatient, signIn } from "../../../test/fixtures.ts";
import { nhisReportStatements } from "../../db/nhis-reports.ts";

const DAY = 86_400_000;
type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

const report = (cookie: string, body: unknown) => sendJson("/api/nhis-reports", body, { cookie });
const reportCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM nhis_reports").first<{ n: number }>())!.n;
const list = (cookie?: string, query = "") => api(`/api/nhis-reports${query}`, cookie ? { headers: { Cookie: cookie } } : undefined);

/** Ama's completed visit to Dr Kojo Ansah at an NHIS clinic in Kumasi, three days ago. */
async function completedVisit() {
  const { provider } = await insertProvider({ title: "Dr", acceptsNhis: true, city: "Kumasi", region: "Ashanti" }, { firstName: "Kojo", lastName: "Ansah" });
  const { patient, cookie } = await signedInPatient({ firstName: "Ama", lastName: "Owusu" });
  const visit = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "completed", paymentStatus: "completed", startsAt: Date.UTC(2026, 10, 20, 9, 30), patientName: "Ama Owusu" });
  return { provider, patient, cookie, visit };
}

async function adminCookie() {
  const admin = await insertUser({ role: "admin", firstName: "Yaw", lastName: "Admin" });
  return signIn(admin.id);
}

describe("POST /api/nhis-reports", () => {
  it("records the patient's report of a completed visit, which administrators then read and My Appointments marks as reported", async () => {
    const { provider, patient, cookie, visit } = await completedVisit();
    const response = await report(cookie, { appointmentId: visit.id, details: "  Charged GH₵ 80 for malaria tests my NHIS card covers.  " });
    expect(response.status).toBe(201);
    const created = (await response.json()) as NhisReport;
    expect(created).toEqual({
      id: expect.any(Number),
      appointmentId: visit.id,
      // Written by the appointment's insert trigger.
      bookingCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
      providerId: provider.id,
      providerName: "Dr. Kojo Ansah",
      patientId: patient.id,
      patientName: "Ama Owusu",
      details: "Charged GH₵ 80 for malaria tests my NHIS card covers.",
      visitAt: "2026-11-20T09:30:00.000Z",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const page = (await (await list(await adminCookie())).json()) as NhisReportPage;
    expect(page).toEqual({ items: [created], total: 1, page: 1, pageSize: NHIS_REPORTS_PAGE_SIZE });

    const past = (await (await api("/api/appointments/my/past", { headers: { Cookie: cookie } })).json()) as MyAppointmentsPage;
    expect(past.items.map((item) => [item.id, item.nhisReported])).toEqual([[visit.id, true]]);
  });

  it("says nhisReported: false on every visit not reported, in both of My Appointments' answers", async () => {
    const { patient, cookie, visit } = await completedVisit();
    const { provider: other } = await insertProvider();
    const reported = await insertAppointment({ patientId: patient.id, providerId: other.id, status: "completed", paymentStatus: "completed", startsAt: Date.now() - 7 * DAY });
    expect((await report(cookie, { appointmentId: reported.id, details: "Charged for a covered consultation." })).status).toBe(201);
    const all = (await (await api("/api/appointments/my", { headers: { Cookie: cookie } })).json()) as { id: number; nhisReported: boolean }[];
    expect(Object.fromEntries(all.map((item) => [item.id, item.nhisReported]))).toEqual({ [visit.id]: false, [reported.id]: true });
  });

  it("takes one report per visit: a second one, or two sent at once, leaves exactly one", async () => {
    const { cookie, visit } = await completedVisit();
    const body = { appointmentId: visit.id, details: "Charged for a covered consultation." };
    expect((await report(cookie, body)).status).toBe(201);
    const again = await report(cookie, body);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "conflict", message: APPOINTMENT_MESSAGES.nhisAlreadyReported } });

    const { cookie: otherCookie, visit: otherVisit } = await completedVisit();
    const raced = await Promise.all([0, 1].map(() => report(otherCookie, { appointmentId: otherVisit.id, details: "Charged twice over." })));
    expect(raced.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await reportCount()).toBe(2);
  });

  it("answers 409 for a visit that is not completed, writing nothing", async () => {
    const { provider, patient, cookie } = await completedVisit();
    for (const [index, status] of (["pending", "confirmed", "cancelled", "no-show"] as const).entries()) {
      const visit = await insertAppointment({ patientId: patient.id, providerId: provider.id, status, paymentStatus: "completed", startsAt: Date.now() + (index + 1) * DAY });
      const response = await report(cookie, { appointmentId: visit.id, details: "Charged for a covered consultation." });
      expect(response.status, status).toBe(409);
      expect(((await response.json()) as ErrorAnswer).error).toEqual({ code: "conflict", message: APPOINTMENT_MESSAGES.nhisNotCompleted });
    }
    expect(await reportCount()).toBe(0);
  });

  it("answers 404 for another patient's visit and for an unknown one, to every other account alike", async () => {
    const { visit, provider } = await completedVisit();
    const { cookie: otherPatient } = await signedInPatient({ firstName: "Kofi", lastName: "Boateng" });
    const { user: providerUser } = await insertProvider();
    const askers = [otherPatient, await signIn(providerUser.id), await signIn(provider.userId), await adminCookie()];
    for (const cookie of askers) {
      const response = await report(cookie, { appointmentId: visit.id, details: "Charged for a covered consultation." });
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorAnswer).error).toEqual({ code: "not_found", message: APPOINTMENT_MESSAGES.notFound });
    }
    expect((await report(otherPatient, { appointmentId: visit.id + 1000, details: "Charged." })).status).toBe(404);
    expect(await reportCount()).toBe(0);
  });

  it("refuses what it cannot take with 400 naming the field, and a visitor with 401, writing nothing", async () => {
    const { cookie, visit } = await completedVisit();
    const cases: [unknown, Record<string, string>][] = [
      [{ appointmentId: visit.id, details: "   " }, { details: "Say what you were charged for" }],
      [{ appointmentId: visit.id }, { details: "Say what you were charged for" }],
      [{ appointmentId: visit.id, details: "x".repeat(1001) }, { details: "Must be at most 1000 characters" }],
      [{ appointmentId: -3, details: "Charged." }, { appointmentId: "Appointment id must be positive" }],
      [{ appointmentId: "first", details: "Charged." }, { appointmentId: "Appointment id must be a number" }],
    ];
    for (const [body, fields] of cases) {
      const response = await report(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorAnswer).error).toMatchObject({ code: "validation_failed", fields });
    }
    expect((await report("", { appointmentId: visit.id, details: "Charged." })).status).toBe(401);
    expect(await reportCount()).toBe(0);
  });
});

describe("GET /api/nhis-reports", () => {
  it("pages the reports newest first for administrators, and to no one else", async () => {
    const { patient, cookie, provider } = await completedVisit();
    for (let i = 0; i < NHIS_REPORTS_PAGE_SIZE + 2; i++) {
      const visit = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "completed", paymentStatus: "completed", startsAt: Date.now() - (i + 2) * DAY });
      expect((await report(cookie, { appointmentId: visit.id, details: `Report ${i}` })).status).toBe(201);
    }
    // Two reports in the same millisecond still come newest first, by id.
    await env.DB.prepare("UPDATE nhis_reports SET created_at = 1790000000000 WHERE details IN ('Report 20', 'Report 21')").run();
    await env.DB.prepare("UPDATE nhis_reports SET created_at = 1790000000000 + id WHERE details NOT IN ('Report 20', 'Report 21')").run();

    const admin = await adminCookie();
    const first = (await (await list(admin)).json()) as NhisReportPage;
    expect(first.total).toBe(22);
    expect(first.items).toHaveLength(NHIS_REPORTS_PAGE_SIZE);
    expect(first.items.slice(0, 2).map((item) => item.details)).toEqual(["Report 19", "Report 18"]);
    const second = (await (await list(admin, "?page=2")).json()) as NhisReportPage;
    expect(second).toMatchObject({ total: 22, page: 2 });
    expect(second.items.map((item) => item.details)).toEqual(["Report 21", "Report 20"]);

    expect((await list()).status).toBe(401);
    expect((await list(cookie)).status).toBe(403);
    expect((await list(await signIn(provider.userId))).status).toBe(403);
    const bad = await list(admin, "?page=0");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorAnswer).error.fields).toHaveProperty("page");
  });

  it("reads its page off nhis_reports_created_idx in order, and each row's visit and provider by key", async () => {
    const { page } = nhisReportStatements(3);
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).bind(...page.params).all<{ detail: string }>();
    const details = results.map((row) => row.detail);
    expect(details[0], details.join(" | ")).toMatch(/^SCAN r USING (COVERING )?INDEX nhis_reports_created_idx/);
    expect(details.slice(1).every((detail) => /^SEARCH (a|p|u) USING INTEGER PRIMARY KEY \(rowid=\?\)$/.test(detail)), details.join(" | ")).toBe(true);
  });
});
