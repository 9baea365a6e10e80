/**
 * My Appointments as a patient reads it: a short booking code on every booking, the phone they booked
 * with remembered for the next booking, the upcoming and past lists paged on the server, and their own
 * review on a reviewed visit.
 */
import { eq } from "drizzle-orm";
import { MY_APPOINTMENTS_PAGE_SIZE } from "@gh/contracts/appointments/options";
import { describe, expect, it } from "vitest";
import { api, bookingBody, db, insertAppointment, insertProvider, sendJson, signedInPatient, upcoming } from "../../../test/fixtures.ts";
import { appointments } from "../../db/schema.ts";

const HOUR = 3_600_000;
const book = (cookie: string, body: unknown) => sendJson("/api/appointments", body, { cookie });
const list = async (cookie: string, path: string) => {
  const response = await api(`/api/appointments/my/${path}`, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { items: { id: number; bookingCode: string; appointmentDate: string; status: string; review: unknown }[]; total: number; page: number; pageSize: number };
};

describe("booking codes", () => {
  it("gives every booking a unique six-character code without look-alike characters, beside its internal id", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient();
    const monday = upcoming(1);
    const codes: string[] = [];
    for (const time of ["09:00", "09:30", "10:00"]) {
      const response = await book(cookie, bookingBody(provider.id, monday, time));
      expect(response.status).toBe(201);
      const created = (await response.json()) as { id: number; bookingCode: string };
      expect(created.bookingCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      const [row] = await db().select().from(appointments).where(eq(appointments.id, created.id));
      expect(row!.bookingCode).toBe(created.bookingCode);
      codes.push(created.bookingCode);
    }
    expect(new Set(codes).size).toBe(3);
    expect((await list(cookie, "upcoming")).items.map((item) => item.bookingCode)).toEqual(codes);
  });

  it("gives a booking written any other way its code too, and refuses a code already used", async () => {
    const { provider } = await insertProvider();
    const { patient } = await signedInPatient();
    const first = await insertAppointment({ patientId: patient.id, providerId: provider.id });
    const [stored] = await db().select().from(appointments).where(eq(appointments.id, first.id));
    expect(stored!.bookingCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    await expect(insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: first.startsAt + HOUR, bookingCode: stored!.bookingCode })).rejects.toThrow();
  });
});

describe("remembering the patient's phone", () => {
  it("keeps the phone a patient booked with for their next booking form", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient({ phone: null });
    expect((await book(cookie, bookingBody(provider.id, upcoming(1), "09:00", { patientPhone: "020 987 6543" }))).status).toBe(201);
    const user = (await (await api("/api/user", { headers: { Cookie: cookie } })).json()) as { phone: string | null; phoneVerified: boolean };
    expect(user).toMatchObject({ phone: "+233209876543", phoneVerified: false });
  });

  it("leaves a verified phone (where SMS go) as it is", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient({ phone: "+233241111111", phoneVerified: true });
    expect((await book(cookie, bookingBody(provider.id, upcoming(1), "09:00", { patientPhone: "020 987 6543" }))).status).toBe(201);
    const user = (await (await api("/api/user", { headers: { Cookie: cookie } })).json()) as { phone: string | null };
    expect(user.phone).toBe("+233241111111");
  });

  it("remembers nothing from a booking the server refused", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient({ phone: null });
    expect((await book(cookie, bookingBody(provider.id, upcoming(0), "09:00", { patientPhone: "020 987 6543" }))).status).toBe(400);
    const user = (await (await api("/api/user", { headers: { Cookie: cookie } })).json()) as { phone: string | null };
    expect(user.phone).toBeNull();
  });
});

describe("GET /api/appointments/my/:view", () => {
  it("lists upcoming visits soonest first and past ones newest first, with cancelled visits after the ones that took place", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const now = Date.now();
    const slot = (offsetDays: number) => Math.floor((now + offsetDays * 24 * HOUR) / HOUR) * HOUR;
    const add = (offsetDays: number, status: "confirmed" | "completed" | "cancelled" | "no-show") =>
      insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: slot(offsetDays), status, paymentStatus: "completed" });
    const nextWeek = await add(7, "confirmed");
    const cancelledAhead = await add(3, "cancelled");
    const tomorrow = await add(1, "confirmed");
    const lastMonth = await add(-30, "completed");
    const lastWeek = await add(-7, "no-show");
    const cancelledBefore = await add(-2, "cancelled");
    // An unpaid hold that lapsed reads as cancelled.
    const lapsed = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: slot(2), holdExpiresAt: now - 1 });

    const ahead = await list(cookie, "upcoming");
    expect(ahead.items.map((item) => item.id)).toEqual([tomorrow.id, nextWeek.id]);
    expect(ahead).toMatchObject({ total: 2, page: 1, pageSize: MY_APPOINTMENTS_PAGE_SIZE });
    const past = await list(cookie, "past");
    expect(past.items.map((item) => item.id)).toEqual([lastWeek.id, lastMonth.id, cancelledAhead.id, lapsed.id, cancelledBefore.id]);
    expect(past.items.slice(2).map((item) => item.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
  });

  it("pages on the server, a page at a time, and shows only the patient's own", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const { patient: other } = await signedInPatient();
    const first = Date.UTC(2031, 0, 6, 9);
    for (let index = 0; index < MY_APPOINTMENTS_PAGE_SIZE + 2; index++) {
      await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: first + index * 24 * HOUR, status: "confirmed", paymentStatus: "completed" });
    }
    await insertAppointment({ patientId: other.id, providerId: provider.id, startsAt: first - 24 * HOUR, status: "confirmed", paymentStatus: "completed" });

    const pageOne = await list(cookie, "upcoming");
    const pageTwo = await list(cookie, "upcoming?page=2");
    expect(pageOne.items).toHaveLength(MY_APPOINTMENTS_PAGE_SIZE);
    expect(pageOne.items[0]!.appointmentDate).toBe(new Date(first).toISOString());
    expect(pageTwo).toMatchObject({ total: MY_APPOINTMENTS_PAGE_SIZE + 2, page: 2 });
    expect(pageTwo.items.map((item) => item.appointmentDate)).toEqual([
      new Date(first + MY_APPOINTMENTS_PAGE_SIZE * 24 * HOUR).toISOString(),
      new Date(first + (MY_APPOINTMENTS_PAGE_SIZE + 1) * 24 * HOUR).toISOString(),
    ]);
  });

  it("answers 400 for an unknown list or page, and 401 when signed out", async () => {
    const { cookie } = await signedInPatient();
    const unknown = await api("/api/appointments/my/everything", { headers: { Cookie: cookie } });
    expect(unknown.status).toBe(400);
    const badPage = await api("/api/appointments/my/past?page=0", { headers: { Cookie: cookie } });
    expect(badPage.status).toBe(400);
    expect(((await badPage.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ page: "Page must be 1 or more" });
    expect((await api("/api/appointments/my/upcoming")).status).toBe(401);
  });
});

describe("the patient's own review", () => {
  it("is on the reviewed visit in My Appointments, and a rating of no stars is refused", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const visit = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2025, 0, 6, 9), status: "completed", paymentStatus: "completed" });
    const review = (body: unknown) => sendJson(`/api/appointments/${visit.id}/review`, body, { cookie });

    const none = await review({ rating: 0, comment: "" });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ rating: "Choose from 1 to 5 stars" });
    expect((await list(cookie, "past")).items[0]!.review).toBeNull();

    expect((await review({ rating: 4, comment: "Kind and thorough" })).status).toBe(201);
    expect((await list(cookie, "past")).items[0]!.review).toEqual({ rating: 4, comment: "Kind and thorough" });
  });
});
