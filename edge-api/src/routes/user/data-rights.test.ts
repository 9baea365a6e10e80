/**
 * The patient's data rights (docs/product-rules.md#data-rights): export everything held, erase the account
 * (a wrong password changes nothing), change the password and sign out everywhere.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../auth/password.ts";
import { createSession } from "../../auth/session.ts";
import { appointments, idempotencyKeys, nhisReports, outbox, payments, reviews, sessions, users } from "../../db/schema.ts";
import { insertLicence } from "../../licences/testing/licence-fixtures.ts";
import { api, db, insertAppointment, insertProvider, insertUser, sendJson, sessionCookieFrom, signIn } from "../../../test/fixtures.ts";

const PASSWORD = "Akwaaba#2030";
const DAY = 86_400_000;

async function patientWithHistory() {
  const patient = await insertUser({ email: "ama@example.com.gh", firstName: "Ama", lastName: "Owusu", phone: "+233241234567", phoneVerified: true, passwordHash: await hashPassword(PASSWORD) });
  const { provider } = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
  const visit = await insertAppointment({
    patientId: patient.id,
    providerId: provider.id,
    startsAt: Date.now() - 10 * DAY,
    status: "completed",
    paymentStatus: "completed",
    transactionId: "apt_1_history",
    reason: "Recurring headaches",
    patientName: "Ama Owusu",
    patientEmail: patient.email,
    patientPhone: "+233241234567",
  });
  await db().insert(payments).values({ appointmentId: visit.id, providerId: provider.id, patientId: patient.id, reference: "apt_1_history", gateway: "sandbox", amountPesewas: 15000, status: "success", channel: "mtn", paidAt: Date.now() - 11 * DAY });
  await db().insert(reviews).values({ providerId: provider.id, patientId: patient.id, appointmentId: visit.id, patientName: "Ama O.", rating: 5, comment: "Kind and thorough." });
  await db().insert(outbox).values({ channel: "email", recipient: patient.email, subject: "Your appointment is confirmed", body: "Hello Ama Owusu" });
  await db().insert(nhisReports).values({ appointmentId: visit.id, patientId: patient.id, providerId: provider.id, details: "Charged GH₵80 for an NHIS-covered malaria test" });
  await db().insert(idempotencyKeys).values({ userId: patient.id, key: "retry-1", fingerprint: "f", responseStatus: 201, responseBody: "{}", createdAt: Date.now(), expiresAt: Date.now() + DAY });
  const cookie = await signIn(patient.id);
  return { patient, provider, visit, cookie };
}

const deleteAccount = (cookie: string | undefined, body: unknown) => sendJson("/api/user", body, { method: "DELETE", cookie });
/** A second browser (a phone, or a thief's copy) signed in to the same account. */
const anotherBrowser = async (userId: number) => `gh_session=${await createSession(db(), userId)}`;
const whoAmI = async (cookie: string) => (await api("/api/user", { headers: { Cookie: cookie } })).status;

/** Every row that names the patient or that the erasure touches, to show a refused request changed nothing. */
async function snapshot() {
  const d = db();
  return JSON.stringify(await Promise.all([d.select().from(users), d.select().from(appointments), d.select().from(reviews), d.select().from(payments), d.select().from(sessions), d.select().from(outbox), d.select().from(idempotencyKeys)]));
}

describe("GET /api/user/export", () => {
  it("downloads everything held about the patient as a JSON file that no cache keeps", async () => {
    const { patient, provider, cookie } = await patientWithHistory();
    const response = await api("/api/user/export", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="ghanahealth-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const held = (await response.json()) as Record<string, unknown[]> & { account: Record<string, unknown> };
    expect(held.account).toMatchObject({ id: patient.id, email: "ama@example.com.gh", firstName: "Ama", lastName: "Owusu", phone: "+233241234567" });
    expect(held.account).not.toHaveProperty("passwordHash");
    expect(held.appointments).toEqual([expect.objectContaining({ reason: "Recurring headaches", status: "completed", feePesewas: 15000, provider: expect.objectContaining({ name: "Dr Kwame Mensah" }) })]);
    expect(held.payments).toEqual([expect.objectContaining({ reference: "apt_1_history", amountPesewas: 15000, status: "success", channel: "mtn" })]);
    expect(held.reviews).toEqual([expect.objectContaining({ rating: 5, comment: "Kind and thorough.", shownAs: "Ama O." })]);
    expect(held.signIns).toEqual([expect.objectContaining({ thisBrowser: true })]);
    expect(held.messagesSent).toEqual([expect.objectContaining({ subject: "Your appointment is confirmed" })]);
    expect(held.retriedRequests).toEqual([expect.objectContaining({ key: "retry-1" })]);
    expect(held.nhisReports).toEqual([expect.objectContaining({ details: "Charged GH₵80 for an NHIS-covered malaria test", providerId: provider.id })]);
    expect(held.licences).toEqual([]);
    // Never a session token or its hash.
    expect(JSON.stringify(held)).not.toMatch(/[0-9a-f]{64}/);
  });

  it("holds only the asker's own data", async () => {
    await patientWithHistory();
    const other = await insertUser({ email: "kofi@example.com.gh" });
    const held = (await (await api("/api/user/export", { headers: { Cookie: await signIn(other.id) } })).json()) as Record<string, unknown[]>;
    expect({ appointments: held.appointments, payments: held.payments, reviews: held.reviews, messagesSent: held.messagesSent, nhisReports: held.nhisReports }).toEqual({
      appointments: [],
      payments: [],
      reviews: [],
      messagesSent: [],
      nhisReports: [],
    });
  });

  it("gives a provider their practice record, without the date-search hints the database keeps on it, and their licence uploads", async () => {
    const { provider } = await patientWithHistory();
    const approved = await insertLicence(provider.id, { status: "approved", validForYear: 2026, uploadedAt: Date.UTC(2026, 0, 5) });
    const waiting = await insertLicence(provider.id, { registrationNumber: "MDC/RN/20418", uploadedAt: Date.UTC(2026, 11, 2) });
    const held = (await (await api("/api/user/export", { headers: { Cookie: await signIn(provider.userId) } })).json()) as { providerProfile: Record<string, unknown>; licences: Record<string, unknown>[] };
    expect(held.providerProfile).toMatchObject({ id: provider.id, licenseNumber: provider.licenseNumber, consultationFeePesewas: 15000 });
    expect(held.providerProfile).not.toHaveProperty("bookedUntil");
    expect(held.providerProfile).not.toHaveProperty("timeOffUntil");
    // Newest first, each document at its address (never its storage key).
    expect(held.licences).toEqual([
      expect.objectContaining({ id: waiting.id, registrationNumber: "MDC/RN/20418", status: "pending", documentUrl: `/api/licences/${waiting.id}/document` }),
      expect.objectContaining({ id: approved.id, status: "approved", validForYear: 2026 }),
    ]);
    expect(JSON.stringify(held)).not.toContain(approved.r2Key);
  });

  it("answers 401 to a visitor", async () => {
    expect((await api("/api/user/export")).status).toBe(401);
  });
});

describe("DELETE /api/user", () => {
  it("refuses a wrong or missing password and changes nothing", async () => {
    const { cookie } = await patientWithHistory();
    const before = await snapshot();
    const wrong = await deleteAccount(cookie, { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { fields: { password: "Your password is not correct." } } });
    expect((await deleteAccount(cookie, {})).status).toBe(400);
    expect((await deleteAccount(cookie, "not json")).status).toBe(400);
    expect(await snapshot()).toBe(before);
    expect(await whoAmI(cookie)).toBe(200);
  });

  it("erases the patient, keeps the visit and payment anonymised, the review without the name, and ends every session", async () => {
    const { patient, provider, visit, cookie } = await patientWithHistory();
    const phone = await anotherBrowser(patient.id);
    const response = await deleteAccount(cookie, { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("gh_session=;"))).toBe(true);

    const [stub] = await db().select().from(users).where(eq(users.id, patient.id));
    expect(stub).toMatchObject({ firstName: "Former", lastName: "patient", phone: null, phoneVerified: false, profileImageUrl: null });
    expect(stub!.email).not.toContain("@");
    expect(JSON.stringify(stub)).not.toMatch(/Ama|Owusu|ama@|241234567/);

    const [kept] = await db().select().from(appointments).where(eq(appointments.id, visit.id));
    expect(kept).toMatchObject({ patientName: "Former patient", patientEmail: "", patientPhone: "", reason: null, feePesewas: 15000, commissionPesewas: 1500, payoutPesewas: 13500, transactionId: "apt_1_history", status: "completed" });
    expect(await db().select().from(payments)).toEqual([expect.objectContaining({ reference: "apt_1_history", amountPesewas: 15000, status: "success" })]);

    // A report of an NHIS charge stays for administrators' review: it is about the provider's conduct.
    expect(await db().select().from(nhisReports)).toEqual([expect.objectContaining({ appointmentId: visit.id, providerId: provider.id, patientId: patient.id })]);

    // The public review stays, signed "Former patient".
    const page = (await (await api(`/api/providers/${provider.id}/reviews`)).json()) as { reviews?: { patientName: string; comment: string }[] } | { patientName: string; comment: string }[];
    const shown = Array.isArray(page) ? page : page.reviews!;
    expect(shown).toEqual([expect.objectContaining({ patientName: "Former patient", comment: "Kind and thorough." })]);

    expect(await db().select().from(sessions).where(eq(sessions.userId, patient.id))).toEqual([]);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await whoAmI(phone)).toBe(401);
    expect(await db().select().from(idempotencyKeys)).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.recipient, "ama@example.com.gh"))).toEqual([]);
    // The old password opens nothing.
    expect((await sendJson("/api/login", { email: "ama@example.com.gh", password: PASSWORD })).status).toBe(401);
  });

  it("frees the e-mail for a new sign-up", async () => {
    const { cookie } = await patientWithHistory();
    expect((await deleteAccount(cookie, { password: PASSWORD })).status).toBe(200);
    const again = await sendJson("/api/register", { email: "ama@example.com.gh", password: "Medaase#2031", firstName: "Ama", lastName: "Owusu", role: "patient" });
    expect(again.status).toBe(201);
  });

  it("cancels unpaid bookings so their slots free up, and asks to cancel upcoming paid visits first", async () => {
    const { patient, provider, cookie } = await patientWithHistory();
    const paid = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.now() + 3 * DAY, status: "confirmed", paymentStatus: "completed", transactionId: "apt_2_future" });
    const refused = await deleteAccount(cookie, { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain("1 upcoming paid appointment");
    expect(await whoAmI(cookie)).toBe(200);

    await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, paid.id));
    const unpaid = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.now() + 4 * DAY, status: "pending", paymentStatus: "pending", holdExpiresAt: Date.now() + 600_000 });
    expect((await deleteAccount(cookie, { password: PASSWORD })).status).toBe(200);
    const [released] = await db().select().from(appointments).where(eq(appointments.id, unpaid.id));
    expect(released).toMatchObject({ status: "cancelled", holdExpiresAt: null });
  });

  it("sends providers to their own deletion flow and leaves their account alone", async () => {
    const { user } = await insertProvider();
    await db().update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, user.id));
    const cookie = await signIn(user.id);
    const response = await deleteAccount(cookie, { password: PASSWORD });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("Delete Profile");
    expect(await whoAmI(cookie)).toBe(200);
  });

  it("throttles password guesses from a stolen session", async () => {
    const { cookie } = await patientWithHistory();
    for (let i = 0; i < 5; i++) expect((await deleteAccount(cookie, { password: `guess-${i}-wrong` })).status).toBe(400);
    expect((await deleteAccount(cookie, { password: PASSWORD })).status).toBe(429);
  });
});

describe("POST /api/user/password", () => {
  it("changes the password with the sign-up rules, ends other sessions and gives this browser a new token", async () => {
    const { patient, cookie } = await patientWithHistory();
    const stolen = await anotherBrowser(patient.id);
    const tooShort = await sendJson("/api/user/password", { currentPassword: PASSWORD, newPassword: "abc" }, { cookie });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toMatchObject({ error: { fields: { newPassword: "Password must be at least 6 characters" } } });
    const wrong = await sendJson("/api/user/password", { currentPassword: "nope-nope", newPassword: "Medaase#2031" }, { cookie });
    expect(await wrong.json()).toMatchObject({ error: { fields: { currentPassword: "Your current password is not correct." } } });

    const response = await sendJson("/api/user/password", { currentPassword: PASSWORD, newPassword: "Medaase#2031" }, { cookie });
    expect(response.status).toBe(200);
    const renewed = sessionCookieFrom(response)!;
    expect(renewed).not.toBe(cookie);
    expect(await whoAmI(renewed)).toBe(200);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await whoAmI(stolen)).toBe(401);
    expect((await sendJson("/api/login", { email: patient.email, password: "Medaase#2031" })).status).toBe(200);
  });
});

describe("POST /api/user/sign-out-everywhere", () => {
  it("ends every session of the account, this browser's too", async () => {
    const { patient, cookie } = await patientWithHistory();
    const phone = await anotherBrowser(patient.id);
    const response = await sendJson("/api/user/sign-out-everywhere", {}, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("gh_session=;"))).toBe(true);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await whoAmI(phone)).toBe(401);
  });
});
