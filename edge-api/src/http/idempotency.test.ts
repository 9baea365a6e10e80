import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, bookingBody, db, insertAppointment, insertProvider, sendJson, signedInPatient, upcoming } from "../../test/fixtures.ts";
import { appointments, idempotencyKeys, payments } from "../db/schema.ts";

const MONDAY = 1;
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

function postWithKey(path: string, body: unknown, cookie: string, key: string) {
  return api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", Cookie: cookie, "Idempotency-Key": key },
    body: JSON.stringify(body),
  });
}
const book = (cookie: string, body: unknown, key: string) => postWithKey("/api/appointments", body, cookie, key);
const bookingsOf = (patientId: number) => db().select().from(appointments).where(eq(appointments.patientId, patientId));

describe("Idempotency-Key on POST /api/appointments", () => {
  it("answers a retried booking with the first answer, marked as a replay, and books once", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const body = bookingBody(provider.id, upcoming(MONDAY), "10:30");

    const first = await book(cookie, body, "b7c1e0a2-retry-1");
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();

    const retry = await book(cookie, body, "b7c1e0a2-retry-1");
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.text()).toBe(firstBody);
    expect(await bookingsOf(patient.id)).toHaveLength(1);
  });

  it("refuses the same key with a different booking (422) and books nothing more", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    expect((await book(cookie, bookingBody(provider.id, monday, "10:30"), "key-1")).status).toBe(201);

    const other = await book(cookie, bookingBody(provider.id, monday, "11:00"), "key-1");
    expect(other.status).toBe(422);
    expect(await errorOf(other)).toMatchObject({ code: "conflict", message: expect.stringContaining("different request") });
    expect(await bookingsOf(patient.id)).toHaveLength(1);
  });

  it("keeps keys per user: another patient's same key never gets the first patient's answer", async () => {
    const { provider } = await insertProvider();
    const a = await signedInPatient();
    const b = await signedInPatient();
    const monday = upcoming(MONDAY);
    const first = await book(a.cookie, bookingBody(provider.id, monday, "10:30"), "shared-key");
    expect(first.status).toBe(201);

    // The same request from B runs as B's own: the slot is A's, so B is told it is taken.
    const sameRequest = await book(b.cookie, bookingBody(provider.id, monday, "10:30"), "shared-key");
    expect(sameRequest.status).toBe(409);
    expect(sameRequest.headers.get("Idempotent-Replayed")).toBeNull();
    const own = await book(b.cookie, bookingBody(provider.id, monday, "11:00"), "shared-key");
    expect(own.status).toBe(201);
    expect(await bookingsOf(b.patient.id)).toHaveLength(1);
  });

  it("refuses a key that is empty, too long or not visible ASCII (400) before booking", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const body = bookingBody(provider.id, upcoming(MONDAY), "10:30");
    for (const key of ["", "k".repeat(256), "two words", "caf\u00e9", "tab\there"]) {
      const response = await book(cookie, body, key);
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect((await errorOf(response)).code).toBe("bad_request");
    }
    expect(await bookingsOf(patient.id)).toEqual([]);
    expect((await book(cookie, body, "k".repeat(255))).status).toBe(201);
  });

  it("lets two identical requests racing with one key book once", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const body = bookingBody(provider.id, upcoming(MONDAY), "10:30");
    const answers = await Promise.all([book(cookie, body, "race"), book(cookie, body, "race"), book(cookie, body, "race")]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    // Exactly one of them really booked; any other 201 is the replay of that one.
    expect(answers.filter((answer) => answer.status === 201 && answer.headers.get("Idempotent-Replayed") === null)).toHaveLength(1);
    expect(await bookingsOf(patient.id)).toHaveLength(1);
  });

  it("tells a retry to wait (409, Retry-After) while the first is in flight, and takes over a claim abandoned for a minute", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const body = bookingBody(provider.id, upcoming(MONDAY), "10:30");
    const first = await book(cookie, body, "in-flight");
    await first.text();
    // As if the first request were still running: its claim has no answer yet.
    await db().update(idempotencyKeys).set({ responseStatus: null, responseBody: null, createdAt: Date.now() }).where(eq(idempotencyKeys.key, "in-flight"));
    const busy = await book(cookie, body, "in-flight");
    expect(busy.status).toBe(409);
    expect(busy.headers.get("Retry-After")).toBe("1");

    await db().update(idempotencyKeys).set({ createdAt: Date.now() - 2 * 60_000 }).where(eq(idempotencyKeys.key, "in-flight"));
    const takenOver = await book(cookie, body, "in-flight");
    expect(takenOver.status).toBe(201);
    expect(takenOver.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await bookingsOf(patient.id)).toHaveLength(1);
  });

  it("forgets a key after 24 hours: the same key then books anew", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    expect((await book(cookie, bookingBody(provider.id, monday, "10:30"), "daily")).status).toBe(201);
    const [row] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, patient.id));
    expect(row!.expiresAt - row!.createdAt).toBe(24 * 3_600_000);

    await db().update(idempotencyKeys).set({ expiresAt: Date.now() - 1 }).where(eq(idempotencyKeys.userId, patient.id));
    expect((await book(cookie, bookingBody(provider.id, monday, "11:00"), "daily")).status).toBe(201);
    expect(await bookingsOf(patient.id)).toHaveLength(2);
  });

  it("does not keep an error answer: once the slot frees, a retry with the same key books it", async () => {
    const { provider } = await insertProvider();
    const { patient: other } = await signedInPatient();
    const { patient, cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    const held = await insertAppointment({ patientId: other.id, providerId: provider.id, startsAt: Date.parse(`${monday}T10:30:00.000Z`), holdExpiresAt: Date.now() + 15 * 60_000 });

    expect((await book(cookie, bookingBody(provider.id, monday, "10:30"), "after-409")).status).toBe(409);
    await db().update(appointments).set({ status: "cancelled", cancellationReason: "cancelled_by_patient", holdExpiresAt: null }).where(eq(appointments.id, held.id));
    const retry = await book(cookie, bookingBody(provider.id, monday, "10:30"), "after-409");
    expect(retry.status).toBe(201);
    expect(await bookingsOf(patient.id)).toHaveLength(1);
  });

  it("books as before without the header", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    expect((await sendJson("/api/appointments", bookingBody(provider.id, upcoming(MONDAY), "10:30"), { cookie })).status).toBe(201);
    expect(await bookingsOf(patient.id)).toHaveLength(1);
    expect(await db().select().from(idempotencyKeys)).toEqual([]);
  });
});

describe("Idempotency-Key on POST /api/payments/verify", () => {
  async function paidSandboxCharge() {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, holdExpiresAt: Date.now() + 15 * 60_000 });
    const reference = `apt_${appointment.id}_${Date.now()}`;
    expect((await sendJson("/api/payments/sandbox/charge", { reference, amountPesewas: 15000, channel: "mtn", phone: "024 123 4567", outcome: "success" }, { cookie })).status).toBe(200);
    return { cookie, appointment, reference };
  }

  it("answers a retried verify with the first answer and records one payment", async () => {
    const { cookie, appointment, reference } = await paidSandboxCharge();
    const verify = () => postWithKey("/api/payments/verify", { reference, appointmentId: appointment.id }, cookie, "verify-1");
    const first = await verify();
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    const retry = await verify();
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(firstBody);
    expect(await db().select().from(payments).where(eq(payments.appointmentId, appointment.id))).toHaveLength(1);
  });

  it("refuses the key with another reference or on another route (422)", async () => {
    const { cookie, appointment, reference } = await paidSandboxCharge();
    expect((await postWithKey("/api/payments/verify", { reference, appointmentId: appointment.id }, cookie, "verify-2")).status).toBe(200);
    const otherReference = await postWithKey("/api/payments/verify", { reference: `${reference}9`, appointmentId: appointment.id }, cookie, "verify-2");
    expect(otherReference.status).toBe(422);
    const otherRoute = await postWithKey("/api/appointments", bookingBody(appointment.providerId, upcoming(MONDAY), "10:30"), cookie, "verify-2");
    expect(otherRoute.status).toBe(422);
  });
});
