import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingBody, db, insertAppointment, insertProvider, sendJson, signedInPatient, upcoming } from "../../test/fixtures.ts";
import { createApp } from "../app.ts";
import { database } from "../db/client.ts";
import { appointments, payments } from "../db/schema.ts";
import { isStorageFailure } from "./storage-failure.ts";

const MONDAY = 1;
const NETWORK_LOST = "D1_ERROR: Network connection lost.";

/** A D1 binding that is down: every statement, batch and exec rejects as D1 does; sessions open but fail likewise. */
function unavailableD1(message = NETWORK_LOST): D1Database {
  const reject = () => Promise.reject(new Error(message));
  const statement = { bind: () => statement, run: reject, all: reject, first: reject, raw: reject };
  const session = { prepare: () => statement, batch: reject, getBookmark: () => null };
  return { prepare: () => statement, batch: reject, exec: reject, dump: reject, withSession: () => session } as unknown as D1Database;
}

/**
 * The real database, except that every batch gets a failing statement slipped into its middle: the
 * earlier statements of the batch run before it fails, so only D1's all-or-nothing batch keeps them out.
 */
function d1FailingMidBatch(): D1Database {
  const binding = env.DB;
  return {
    prepare: (query: string) => binding.prepare(query),
    exec: (query: string) => binding.exec(query),
    dump: () => binding.dump(),
    batch: (statements: D1PreparedStatement[]) => binding.batch([statements[0]!, binding.prepare("INSERT INTO no_such_table VALUES (1)"), ...statements.slice(1)]),
    withSession: () => {
      const session = binding.withSession("first-primary");
      return {
        prepare: (query: string) => session.prepare(query),
        batch: (statements: D1PreparedStatement[]) => session.batch([statements[0]!, session.prepare("INSERT INTO no_such_table VALUES (1)"), ...statements.slice(1)]),
        getBookmark: () => session.getBookmark(),
      };
    },
  } as unknown as D1Database;
}

function requestWith(DB: D1Database, path: string, init: RequestInit = {}) {
  return createApp().fetch(new Request(`http://127.0.0.1${path}`, init), { ...env, DB });
}

const jsonPost = (body: unknown, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ error: { code: "unavailable", message: expect.any(String), retryAfterSeconds: expect.any(Number) } });
}

describe("D1 unavailable", () => {
  it("answers 503 JSON with Retry-After on public reads, sign-in and booking, never an HTML 500", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient();
    const down = unavailableD1();
    await expectUnavailable(await requestWith(down, `/api/providers/${provider.id}`));
    await expectUnavailable(await requestWith(down, "/api/specialties"));
    await expectUnavailable(await requestWith(down, "/api/login", jsonPost({ email: "ama@example.com.gh", password: "a-long-password" })));
    await expectUnavailable(await requestWith(down, "/api/appointments", jsonPost(bookingBody(provider.id, upcoming(MONDAY), "10:30"), cookie)));
    expect(await db().select().from(appointments)).toEqual([]);
  });

  it("answers 503 when D1 refuses even to open a session, and for its other errors (overloaded, reset)", async () => {
    const noSession = { ...unavailableD1(), withSession: () => { throw new Error("D1_ERROR: D1 DB is overloaded. Requests queued for too long."); } } as unknown as D1Database;
    await expectUnavailable(await requestWith(noSession, "/api/specialties"));
    await expectUnavailable(await requestWith(unavailableD1("D1 DB storage operation exceeded timeout which caused object to be reset."), "/api/specialties"));
  });

  it("leaves genuine 4xx answers as they are", async () => {
    const down = unavailableD1();
    const invalid = await requestWith(down, "/api/login", jsonPost({ email: "not-an-email" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "validation_failed" } });
    expect((await requestWith(down, "/api/no-such-route")).status).toBe(404);
    const crossSite = await requestWith(down, "/api/login", { ...jsonPost({}), headers: { "Content-Type": "application/json", Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });
});

describe("a statement failing in the middle of a write", () => {
  it("books nothing and releases no lapsed hold when the booking's batch fails, and the retry then books", async () => {
    const { provider } = await insertProvider();
    const { patient: other } = await signedInPatient();
    const { patient, cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    // Someone else's hold on the slot lapsed: the booking's batch first releases it, then inserts.
    const lapsed = await insertAppointment({ patientId: other.id, providerId: provider.id, startsAt: Date.parse(`${monday}T10:30:00.000Z`), holdExpiresAt: Date.now() - 60_000 });

    await expectUnavailable(await requestWith(d1FailingMidBatch(), "/api/appointments", jsonPost(bookingBody(provider.id, monday, "10:30"), cookie)));
    expect(await db().select().from(appointments).where(eq(appointments.patientId, patient.id))).toEqual([]);
    const [untouched] = await db().select().from(appointments).where(eq(appointments.id, lapsed.id));
    expect(untouched).toMatchObject({ status: "pending", cancellationReason: null });

    const retried = await sendJson("/api/appointments", bookingBody(provider.id, monday, "10:30"), { cookie });
    expect(retried.status).toBe(201);
  });

  it("records no payment and leaves the booking unpaid when the verify's batch fails; verifying again pays it once", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, holdExpiresAt: Date.now() + 15 * 60_000 });
    const reference = `apt_${appointment.id}_${Date.now()}`;
    expect((await sendJson("/api/payments/sandbox/charge", { reference, amountPesewas: 15000, channel: "mtn", phone: "024 123 4567", outcome: "success" }, { cookie })).status).toBe(200);

    await expectUnavailable(await requestWith(d1FailingMidBatch(), "/api/payments/verify", jsonPost({ reference, appointmentId: appointment.id }, cookie)));
    expect(await db().select().from(payments)).toEqual([]);
    const [unpaid] = await db().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(unpaid).toMatchObject({ paymentStatus: "pending", transactionId: null });

    expect((await sendJson("/api/payments/verify", { reference, appointmentId: appointment.id }, { cookie })).status).toBe(200);
    expect(await db().select().from(payments)).toHaveLength(1);
  });
});

describe("isStorageFailure", () => {
  it("recognises D1's and KV's errors, also wrapped by drizzle, and nothing else", async () => {
    const local = await env.DB.prepare("SELECT * FROM no_such_table").all().catch((error: unknown) => error);
    expect(isStorageFailure(local)).toBe(true);
    const wrapped = await database(env).run("SELECT * FROM no_such_table" as never).catch((error: unknown) => error);
    expect(isStorageFailure(wrapped)).toBe(true);
    expect(isStorageFailure(new Error("Failed query: select 1", { cause: new Error(NETWORK_LOST) }))).toBe(true);
    expect(isStorageFailure(new Error("KV PUT failed: 503 Service Unavailable"))).toBe(true);
    expect(isStorageFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isStorageFailure(new Error("Paystack answered 500"))).toBe(false);
    expect(isStorageFailure(null)).toBe(false);
  });
});
