import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, bookingBody, db, insertAppointment, insertProvider, insertUser, sendJson, signIn, signedInPatient, upcoming } from "../../../test/fixtures.ts";
import { appointments, providers, reviews, timeOff } from "../../db/schema.ts";

const MONDAY = 1;
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const book = (cookie: string, body: unknown) => sendJson("/api/appointments", body, { cookie });
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

describe("POST /api/appointments", () => {
  it("books a free slot with the provider's fee and a 10% commission, whatever fee the client sent", async () => {
    const { provider } = await insertProvider({ consultationFeePesewas: 25050 });
    const { patient, cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);

    const response = await book(cookie, bookingBody(provider.id, monday, "10:30", { fee: "0.01", paymentStatus: "completed" }));
    expect(response.status).toBe(201);
    const created = (await response.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ status: "pending", paymentStatus: "pending", fee: "250.50", platformCommission: "25.05", amountPesewas: 25050, appointmentDate: `${monday}T10:30:00.000Z` });

    const [row] = await db().select().from(appointments).where(eq(appointments.id, created.id as number));
    expect(row).toMatchObject({ patientId: patient.id, feePesewas: 25050, commissionPesewas: 2505, payoutPesewas: 22545, paymentStatus: "pending", patientPhone: "+233241234567" });
    // Held for 15 minutes while the patient pays.
    expect(row!.holdExpiresAt! - row!.createdAt).toBe(15 * 60_000);
  });

  it("books an audio or video visit the provider offers at that visit's fee, and refuses one they do not offer, writing nothing", async () => {
    const { provider } = await insertProvider({ consultationFeePesewas: 20000, offersAudio: true, audioFeePesewas: 12000, offersVideo: false });
    const { cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);

    const video = await book(cookie, bookingBody(provider.id, monday, "09:00", { visitType: "video" }));
    expect(video.status).toBe(400);
    expect(await errorOf(video)).toMatchObject({ code: "validation_failed", fields: { visitType: "This provider does not offer this kind of visit. Please choose another." } });
    const unknown = await book(cookie, bookingBody(provider.id, monday, "09:00", { visitType: "house-call" }));
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields).toHaveProperty("visitType");
    expect(await db().select().from(appointments)).toHaveLength(0);

    const audio = await book(cookie, bookingBody(provider.id, monday, "09:00", { visitType: "audio" }));
    expect(audio.status).toBe(201);
    expect(await audio.json()).toMatchObject({ visitType: "audio", fee: "120.00", platformCommission: "12.00", amountPesewas: 12000 });
    // Without a choice the visit is in person, at the in-person fee.
    const inPerson = await book(cookie, bookingBody(provider.id, monday, "10:00"));
    expect(await inPerson.json()).toMatchObject({ visitType: "in_person", fee: "200.00", amountPesewas: 20000 });
  });

  it("takes a new kind of visit and its fee when the patient books their own unpaid hold again", async () => {
    const { provider } = await insertProvider({ consultationFeePesewas: 20000, offersVideo: true, videoFeePesewas: 18000 });
    const { cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    const first = (await (await book(cookie, bookingBody(provider.id, monday, "11:00"))).json()) as { id: number };
    const again = await book(cookie, bookingBody(provider.id, monday, "11:00", { visitType: "video" }));
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ id: first.id, visitType: "video", fee: "180.00", amountPesewas: 18000 });
  });

  it("refuses Sundays, past times, times off the spec's list and times outside the provider's hours", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    const saturday = upcoming(6);
    const cases: [string, string][] = [
      [`${upcoming(0)}T10:00:00.000Z`, "Appointments cannot be booked on Sundays."],
      ["2024-01-08T10:00:00.000Z", "This time has already passed. Please choose a later time."],
      [`${monday}T10:15:00.000Z`, "Please choose one of the listed appointment times."],
      [`${monday}T12:00:00.000Z`, "Please choose one of the listed appointment times."],
      [`${monday}T10:00:30.000Z`, "Please choose one of the listed appointment times."],
      // Saturday hours are 9 AM – 1 PM: 14:00 is on the list but outside them.
      [`${saturday}T14:00:00.000Z`, "The provider does not see patients at this time."],
    ];
    for (const [appointmentDate, message] of cases) {
      const response = await book(cookie, { ...bookingBody(provider.id, monday, "10:00"), appointmentDate });
      expect(response.status, appointmentDate).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: "validation_failed", fields: { appointmentDate: message } });
    }
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("refuses a day the provider has taken off, and books the day after", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    const tuesday = new Date(at(monday, "00:00") + 86_400_000).toISOString().slice(0, 10);
    await db().insert(timeOff).values({ providerId: provider.id, startsOn: monday, endsOn: monday, reason: "Conference" });
    const response = await book(cookie, bookingBody(provider.id, monday, "10:30"));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "validation_failed",
      fields: { appointmentDate: "The provider is not seeing patients on this day. Please choose another date." },
    });
    expect(await db().select().from(appointments)).toHaveLength(0);
    expect((await book(cookie, bookingBody(provider.id, tuesday, "10:30"))).status).toBe(201);
  });

  it("answers 400 with per-field messages for missing or malformed details, and books nothing", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient();
    const response = await book(cookie, { providerId: provider.id, appointmentDate: "tomorrow", patientName: " ", patientPhone: "", patientEmail: "not-an-email" });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toMatchObject({
      appointmentDate: "Please select both date and time.",
      patientName: "Full name is required",
      patientPhone: "Phone number is required",
      patientEmail: "Please enter a valid email address",
    });
    const badPhone = await book(cookie, bookingBody(provider.id, upcoming(MONDAY), "09:00", { patientPhone: "12345" }));
    expect(badPhone.status).toBe(400);
    expect((await errorOf(badPhone)).fields).toEqual({ patientPhone: "Enter a Ghana phone number, e.g. +233 24 123 4567" });
    expect((await book(cookie, "{not json")).status).toBe(400);
    expect((await book(cookie, bookingBody(999_999, upcoming(MONDAY), "09:00"))).status).toBe(404);
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("lets only a signed-in patient with a verified e-mail book", async () => {
    const { provider } = await insertProvider();
    const body = bookingBody(provider.id, upcoming(MONDAY), "09:00");
    expect((await sendJson("/api/appointments", body)).status).toBe(401);
    const unverified = await insertUser({ emailVerified: false });
    expect((await book(await signIn(unverified.id), body)).status).toBe(403);
    const { user: otherProvider } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    expect((await book(await signIn(otherProvider.id), body)).status).toBe(403);
    const admin = await insertUser({ role: "admin" });
    expect((await book(await signIn(admin.id), body)).status).toBe(403);
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("sells a slot once: 50 patients booking it at the same moment get one 201 and 49 × 409", async () => {
    const { provider } = await insertProvider();
    const patients = await Promise.all(Array.from({ length: 50 }, () => signedInPatient()));
    const monday = upcoming(MONDAY);
    const statuses = await Promise.all(patients.map(({ cookie }) => book(cookie, bookingBody(provider.id, monday, "11:00")).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("answers 409 with the slot-taken message when another patient holds the slot", async () => {
    const { provider } = await insertProvider();
    const first = await signedInPatient();
    const second = await signedInPatient();
    const monday = upcoming(MONDAY);
    expect((await book(first.cookie, bookingBody(provider.id, monday, "09:30"))).status).toBe(201);
    const clash = await book(second.cookie, bookingBody(provider.id, monday, "09:30"));
    expect(clash.status).toBe(409);
    expect(await errorOf(clash)).toMatchObject({ code: "conflict", message: "This time slot has just been taken. Please choose another time." });
  });

  it("gives the patient their own unpaid booking back when they try the same slot again after closing the checkout", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    const first = (await (await book(cookie, bookingBody(provider.id, monday, "14:00"))).json()) as { id: number };
    const again = await book(cookie, bookingBody(provider.id, monday, "14:00", { reason: "Follow-up" }));
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).toBe(first.id);
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("frees a slot whose payment hold lapsed, even before the sweep runs", async () => {
    const { provider } = await insertProvider();
    const earlier = await insertUser();
    const monday = upcoming(MONDAY);
    const lapsed = await insertAppointment({ patientId: earlier.id, providerId: provider.id, startsAt: at(monday, "15:00"), holdExpiresAt: Date.now() - 1000 });
    const { cookie } = await signedInPatient();

    const response = await book(cookie, bookingBody(provider.id, monday, "15:00"));
    expect(response.status).toBe(201);
    const [old] = await db().select().from(appointments).where(eq(appointments.id, lapsed.id));
    expect(old).toMatchObject({ status: "cancelled", cancellationReason: "payment_hold_lapsed" });
  });

  it("will not book a patient into two appointments at the same time", async () => {
    const { provider: first } = await insertProvider();
    const { provider: second } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    const { cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    expect((await book(cookie, bookingBody(first.id, monday, "16:30"))).status).toBe(201);
    const clash = await book(cookie, bookingBody(second.id, monday, "16:30"));
    expect(clash.status).toBe(409);
    expect(await errorOf(clash)).toMatchObject({ message: "You already have an appointment at this time. Please choose another time." });
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("lets a patient hold at most 3 unpaid bookings at once, so nobody can block a provider's day", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    for (const time of ["09:00", "09:30", "10:00"]) expect((await book(cookie, bookingBody(provider.id, monday, time))).status).toBe(201);
    const fourth = await book(cookie, bookingBody(provider.id, monday, "10:30"));
    expect(fourth.status).toBe(429);
    expect(await errorOf(fourth)).toMatchObject({ code: "rate_limited" });
    // Trying one of its own held slots again still works, and a lapsed hold no longer counts.
    expect((await book(cookie, bookingBody(provider.id, monday, "09:30"))).status).toBe(201);
    await db().update(appointments).set({ holdExpiresAt: Date.now() - 1 }).where(eq(appointments.startsAt, at(monday, "09:00")));
    expect((await book(cookie, bookingBody(provider.id, monday, "10:30"))).status).toBe(201);
  });

  it("keeps a paid booking's slot after its hold time", async () => {
    const { provider } = await insertProvider();
    const earlier = await insertUser();
    const monday = upcoming(MONDAY);
    await insertAppointment({ patientId: earlier.id, providerId: provider.id, startsAt: at(monday, "15:30"), holdExpiresAt: Date.now() - 1000, paymentStatus: "completed" });
    const { cookie } = await signedInPatient();
    expect((await book(cookie, bookingBody(provider.id, monday, "15:30"))).status).toBe(409);
  });
});

describe("GET /api/appointments/my", () => {
  it("lists only the signed-in patient's appointments, latest first, with the provider's contact details", async () => {
    const { provider } = await insertProvider({ specialtyId: "cardiology", location: "Ridge Hospital", phone: "+233302123456", email: "kwame@ridge.com.gh" });
    const { patient, cookie } = await signedInPatient();
    const other = await insertUser();
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 7, 9), status: "completed", paymentStatus: "completed", transactionId: "apt_1_1" });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 8, 10, 30), status: "confirmed", paymentStatus: "completed", reason: "Chest pain" });
    await insertAppointment({ patientId: other.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 9, 9) });

    const response = await api("/api/appointments/my", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const list = (await response.json()) as Record<string, unknown>[];
    expect(list.map((a) => a.appointmentDate)).toEqual(["2030-01-08T10:30:00.000Z", "2030-01-07T09:00:00.000Z"]);
    expect(list[0]).toMatchObject({
      status: "confirmed",
      paymentStatus: "completed",
      fee: "150.00",
      reason: "Chest pain",
      reviewed: false,
      provider: { specialty: "cardiology", location: "Ridge Hospital", phone: "+233302123456", email: "kwame@ridge.com.gh", user: { firstName: "Kwame", lastName: "Mensah" } },
    });
    expect(list[1]).toMatchObject({ status: "completed", transactionId: "apt_1_1" });
  });

  it("shows an unpaid booking whose hold lapsed as cancelled", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    await insertAppointment({ patientId: patient.id, providerId: provider.id, holdExpiresAt: Date.now() - 1 });
    const [listed] = (await (await api("/api/appointments/my", { headers: { Cookie: cookie } })).json()) as Record<string, unknown>[];
    expect(listed).toMatchObject({ status: "cancelled", holdExpiresAt: null });
  });

  it("is for signed-in users only", async () => {
    expect((await api("/api/appointments/my")).status).toBe(401);
  });
});

describe("PUT /api/appointments/:id", () => {
  async function bookedAppointment(overrides: Partial<typeof appointments.$inferInsert> = {}) {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const monday = upcoming(MONDAY);
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: at(monday, "09:00"), status: "confirmed", paymentStatus: "completed", ...overrides });
    return { provider, patient, cookie, monday, appointment };
  }
  const update = (id: number, body: unknown, cookie?: string) => sendJson(`/api/appointments/${id}`, body, { method: "PUT", cookie });

  it("reschedules to a free slot, releases the old one, and waits for the provider's confirmation again", async () => {
    const { provider, cookie, monday, appointment } = await bookedAppointment();
    const response = await update(appointment.id, { appointmentDate: `${monday}T16:00:00.000Z` }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: appointment.id, appointmentDate: `${monday}T16:00:00.000Z`, status: "pending", paymentStatus: "completed" });
    // The old 09:00 slot is free again: another patient can take it.
    const { cookie: otherCookie } = await signedInPatient();
    expect((await book(otherCookie, bookingBody(provider.id, monday, "09:00"))).status).toBe(201);
  });

  it("refuses a taken, past, Sunday or off-list slot, and leaves the appointment as it was", async () => {
    const { provider, patient, cookie, monday, appointment } = await bookedAppointment();
    const someoneElse = await insertUser();
    await insertAppointment({ patientId: someoneElse.id, providerId: provider.id, startsAt: at(monday, "10:00"), status: "confirmed" });
    const taken = await update(appointment.id, { appointmentDate: `${monday}T10:00:00.000Z` }, cookie);
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ message: "This time slot has just been taken. Please choose another time." });
    for (const appointmentDate of ["2024-01-08T10:00:00.000Z", `${upcoming(0)}T10:00:00.000Z`, `${monday}T13:00:00.000Z`]) {
      expect((await update(appointment.id, { appointmentDate }, cookie)).status).toBe(400);
    }
    expect((await update(appointment.id, {}, cookie)).status).toBe(400);
    // Nor onto a time the patient is already booked with someone else.
    const { provider: elsewhere } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    await insertAppointment({ patientId: patient.id, providerId: elsewhere.id, startsAt: at(monday, "11:00"), status: "confirmed" });
    expect((await update(appointment.id, { appointmentDate: `${monday}T11:00:00.000Z` }, cookie)).status).toBe(409);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row).toMatchObject({ startsAt: appointment.startsAt, status: "confirmed" });
  });

  it("refuses to move a visit onto the provider's day off, and leaves it where it was", async () => {
    const { provider, cookie, monday, appointment } = await bookedAppointment();
    const wednesday = new Date(at(monday, "00:00") + 2 * 86_400_000).toISOString().slice(0, 10);
    await db().insert(timeOff).values({ providerId: provider.id, startsOn: wednesday, endsOn: wednesday });
    const response = await update(appointment.id, { appointmentDate: `${wednesday}T10:00:00.000Z` }, cookie);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ appointmentDate: "The provider is not seeing patients on this day. Please choose another date." });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row).toMatchObject({ startsAt: appointment.startsAt, status: "confirmed" });
  });

  it("cancels a pending or confirmed appointment and frees its slot", async () => {
    const { provider, cookie, monday, appointment } = await bookedAppointment();
    const response = await update(appointment.id, { status: "cancelled" }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "cancelled" });
    const { cookie: otherCookie } = await signedInPatient();
    expect((await book(otherCookie, bookingBody(provider.id, monday, "09:00"))).status).toBe(201);
  });

  it("will not change completed or cancelled appointments, nor set any status but cancelled", async () => {
    for (const status of ["completed", "cancelled"] as const) {
      const { cookie, monday, appointment } = await bookedAppointment({ status });
      expect((await update(appointment.id, { status: "cancelled" }, cookie)).status).toBe(409);
      expect((await update(appointment.id, { appointmentDate: `${monday}T11:30:00.000Z` }, cookie)).status).toBe(409);
    }
    const { cookie, appointment } = await bookedAppointment({ status: "pending" });
    expect((await update(appointment.id, { status: "confirmed" }, cookie)).status).toBe(400);
  });

  it("will not let another patient read, reschedule or cancel someone's appointment", async () => {
    const { monday, appointment } = await bookedAppointment();
    const { cookie: stranger } = await signedInPatient();
    expect((await update(appointment.id, { status: "cancelled" }, stranger)).status).toBe(404);
    expect((await update(appointment.id, { appointmentDate: `${monday}T11:30:00.000Z` }, stranger)).status).toBe(404);
    const strangersList = (await (await api("/api/appointments/my", { headers: { Cookie: stranger } })).json()) as unknown[];
    expect(strangersList).toEqual([]);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row).toMatchObject({ status: "confirmed", startsAt: appointment.startsAt });
  });
});

describe("POST /api/appointments/:id/review", () => {
  const review = (id: number, body: unknown, cookie?: string) => sendJson(`/api/appointments/${id}/review`, body, { cookie });

  it("reviews a completed visit once and updates the provider's rating and count", async () => {
    const { provider } = await insertProvider({ averageRating: 0, reviewCount: 0 });
    const { patient, cookie } = await signedInPatient({ firstName: "Yaw", lastName: "Boateng" });
    const visit = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "completed", paymentStatus: "completed" });
    const other = await insertUser();
    await db().insert(reviews).values({ providerId: provider.id, patientId: other.id, patientName: "Esi A.", rating: 3, comment: "OK" });

    const response = await review(visit.id, { rating: 4.5, comment: "Thorough and kind." }, cookie);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ rating: 4.5, comment: "Thorough and kind.", patientName: "Yaw B." });
    const [updated] = await db().select().from(providers).where(eq(providers.id, provider.id));
    expect(updated).toMatchObject({ reviewCount: 2, averageRating: 3.8 });

    const again = await review(visit.id, { rating: 1, comment: "Changed my mind" }, cookie);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: "You have already reviewed this visit." });
    const listed = (await (await api("/api/appointments/my", { headers: { Cookie: cookie } })).json()) as { reviewed: boolean }[];
    expect(listed[0]!.reviewed).toBe(true);
  });

  it("refuses visits that are not completed, other patients' visits and ratings off the half-star scale", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const upcomingVisit = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "confirmed" });
    expect((await review(upcomingVisit.id, { rating: 5, comment: "" }, cookie)).status).toBe(409);

    const someoneElse = await insertUser();
    const theirs = await insertAppointment({ patientId: someoneElse.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 7, 9), status: "completed" });
    expect((await review(theirs.id, { rating: 5, comment: "" }, cookie)).status).toBe(404);

    const mine = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 7, 11), status: "completed" });
    for (const rating of [5.5, -0.5, 4.25, "5"]) {
      expect((await review(mine.id, { rating, comment: "" }, cookie)).status, String(rating)).toBe(400);
    }
    expect(await db().select().from(reviews)).toHaveLength(0);
  });
});

describe("appointment queries", () => {
  it("read through indexes, never a scan of the appointments table", async () => {
    const { env } = await import("cloudflare:workers");
    const { HELD_INSTANTS_SQL, patientAppointmentRows } = await import("../../db/appointments.ts");
    const list = patientAppointmentRows(db(), 1).toSQL();
    for (const { sql, params } of [{ sql: HELD_INSTANTS_SQL, params: [1, 0, 1, 0, 0] }, list]) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
      const details = results.map((row) => row.detail);
      expect(details.some((detail) => /^SCAN (a|appointments|"appointments")$/.test(detail)), details.join(" | ")).toBe(false);
      expect(details.join(" | ")).toMatch(/appointments_(provider|patient)_idx/);
    }
  });
});
