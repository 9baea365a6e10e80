import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { ADMIN_TEXTS, type AdminProvider, type AuditEntry, type ProviderDeletion, type ProviderDeletionPreview } from "@gh/contracts/admin/options";
import type { Provider } from "@gh/contracts/providers";
import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, outboxFor, sendJson, signIn } from "../../../test/fixtures.ts";
import { appointments, auditLog, payments, providers, reviews, revenueMonths, timeOff, users } from "../../db/schema.ts";
import { insertLicence } from "../../licences/testing/licence-fixtures.ts";

const HOUR = 3_600_000;
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const rowOf = async (id: number) => (await db().select().from(providers).where(eq(providers.id, id)))[0];
const auditRows = () => db().select().from(auditLog);
const publicProfile = async (id: number) => (await (await api(`/api/providers/${id}`)).json()) as Provider;

async function signedInAdmin() {
  const admin = await insertUser({ role: "admin", firstName: "Site", lastName: "Administrator", email: "admin@example.com.gh" });
  return { admin, cookie: await signIn(admin.id) };
}

const editProvider = (cookie: string, id: number | string, body: unknown) => sendJson(`/api/admin/providers/${id}`, body, { method: "PUT", cookie });
const removeProvider = (cookie: string, id: number | string) => api(`/api/admin/providers/${id}`, { method: "DELETE", headers: { Cookie: cookie, Origin: "http://127.0.0.1" } });
const deletionPreview = (cookie: string, id: number | string) => api(`/api/admin/providers/${id}/deletion`, { headers: { Cookie: cookie } });

describe("PUT /api/admin/providers/:id", () => {
  it("saves the dialog's fields, answers the admin row, and records who changed what, before and after", async () => {
    const { provider } = await insertProvider();
    const { admin, cookie } = await signedInAdmin();
    const response = await editProvider(cookie, provider.id, {
      title: "Prof",
      specialty: "neurology",
      experience: "22",
      consultationFee: "275.5",
      location: "Ridge Hospital",
      email: "K.Mensah@Ridge.example.gh",
      bio: "Consultant neurologist seeing adults with headaches, epilepsy and stroke.",
    });
    expect(response.status).toBe(200);
    const row = (await response.json()) as AdminProvider;
    expect(row).toEqual({
      id: provider.id,
      title: "Prof",
      firstName: "Kwame",
      lastName: "Mensah",
      email: "k.mensah@ridge.example.gh",
      specialty: "neurology",
      location: "Ridge Hospital",
      city: "Accra",
      region: "Greater Accra",
      yearsExperience: 22,
      consultationFee: "275.50",
      isVerified: true,
      licenceVerifiedFor: new Date().getUTCFullYear(),
      licenceStanding: "verified",
      regulator: null,
      acceptsNhis: false,
      nhiaAccreditationNumber: null,
      bio: "Consultant neurologist seeing adults with headaches, epilepsy and stroke.",
      appointmentCount: 0,
      averageRating: 4.5,
      reviewCount: 10,
      createdAt: new Date(provider.createdAt).toISOString(),
    });
    // The public profile shows the new fee, and the account signs in with the new address.
    expect(await publicProfile(provider.id)).toMatchObject({ consultationFee: "275.50", specialty: "neurology", title: "Prof" });
    expect((await db().select().from(users).where(eq(users.id, provider.userId)))[0]!.email).toBe("k.mensah@ridge.example.gh");

    const [entry] = await auditRows();
    expect(entry).toMatchObject({ adminId: admin.id, adminName: "Site Administrator", action: "provider.update", entity: "provider", entityId: provider.id });
    expect(JSON.parse(entry!.before!)).toEqual({
      title: "Dr", specialty: "general", yearsExperience: 10, consultationFee: "150.00", location: "Korle Bu Teaching Hospital",
      email: provider.email, bio: "General practitioner in Accra.",
    });
    expect(JSON.parse(entry!.after!)).toEqual({
      title: "Prof", specialty: "neurology", yearsExperience: 22, consultationFee: "275.50", location: "Ridge Hospital",
      email: "k.mensah@ridge.example.gh", bio: "Consultant neurologist seeing adults with headaches, epilepsy and stroke.",
    });
  });

  it("records only the fields that changed, and nothing when nothing did", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInAdmin();
    const response = await editProvider(cookie, provider.id, { consultationFee: "180", location: "Korle Bu Teaching Hospital", title: "Dr" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ consultationFee: "180.00", location: "Korle Bu Teaching Hospital" });
    const entries = await auditRows();
    expect(entries.map((entry) => [JSON.parse(entry.before!), JSON.parse(entry.after!)])).toEqual([[{ consultationFee: "150.00" }, { consultationFee: "180.00" }]]);

    const same = await editProvider(cookie, provider.id, { consultationFee: "180.00", specialty: "general" });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ consultationFee: "180.00" });
    expect(await auditRows()).toHaveLength(1);
  });

  it("checks each field like the provider's own edit, saving and recording nothing", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInAdmin();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: "Sir" }, { title: "Choose a title" }],
      [{ specialty: "astrology" }, { specialty: "Specialty is required" }],
      [{ experience: -1 }, { experience: "Years of experience cannot be negative" }],
      [{ experience: 2.5 }, { experience: "Years of experience must be a whole number" }],
      [{ experience: 71 }, { experience: "Years of experience must be at most 70" }],
      [{ consultationFee: "0" }, { consultationFee: "Consultation fee must be greater than 0" }],
      [{ consultationFee: "abc" }, { consultationFee: "Enter the fee in cedis, e.g. 150 or 150.50" }],
      [{ location: "   " }, { location: "Location is required" }],
      [{ email: "not-an-address" }, { email: "Please enter a valid email address" }],
      [{ bio: "x".repeat(2001) }, { bio: "Must be at most 2000 characters" }],
    ];
    for (const [body, fields] of cases) {
      const response = await editProvider(cookie, provider.id, { ...body, consultationFee: body.consultationFee ?? "999" });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await editProvider(cookie, provider.id, "{not json")).status).toBe(400);
    expect(await rowOf(provider.id)).toMatchObject({ consultationFeePesewas: 15000, title: "Dr", specialtyId: "general" });
    expect(await auditRows()).toHaveLength(0);
  });

  it("offers the admin list of specialties, and keeps a provider's own specialty selectable", async () => {
    const { provider } = await insertProvider({ specialtyId: "pharmacy" });
    const { cookie } = await signedInAdmin();
    // Dental Care is on the provider's own form but not on the admin's.
    const dentist = await editProvider(cookie, provider.id, { specialty: "dentist" });
    expect(dentist.status).toBe(400);
    expect((await errorOf(dentist)).fields).toEqual({ specialty: "Choose one of the listed specialties" });
    const kept = await editProvider(cookie, provider.id, { specialty: "pharmacy", bio: "Community pharmacist in Accra." });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ specialty: "pharmacy", bio: "Community pharmacist in Accra." });
    expect((await editProvider(cookie, provider.id, { specialty: "oncology" })).status).toBe(200);
    expect((await rowOf(provider.id))!.specialtyId).toBe("oncology");
  });

  it("answers 409 on the e-mail field when another account uses the address, changing and recording nothing", async () => {
    const { provider } = await insertProvider();
    await insertUser({ email: "taken@example.com.gh" });
    const { cookie } = await signedInAdmin();
    const response = await editProvider(cookie, provider.id, { email: "Taken@example.com.gh", consultationFee: "999" });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).fields).toEqual({ email: "This email is already in use" });
    expect(await rowOf(provider.id)).toMatchObject({ consultationFeePesewas: 15000, email: provider.email });
    expect(await auditRows()).toHaveLength(0);
  });

  it("answers 404 for an unknown provider or one whose account is an administrator's, and 400 for a malformed id", async () => {
    const { cookie } = await signedInAdmin();
    expect((await editProvider(cookie, 999_999, { bio: "Hello there" })).status).toBe(404);
    const otherAdmin = await insertUser({ role: "admin" });
    const { provider: adminsRow } = await insertProvider({ userId: otherAdmin.id });
    expect((await editProvider(cookie, adminsRow.id, { bio: "Hello there" })).status).toBe(404);
    expect((await editProvider(cookie, "abc", { bio: "Hello there" })).status).toBe(400);
    expect(await auditRows()).toHaveLength(0);
  });
});

/** A provider with a past visit, visits ahead in every state, two reviews, time off and a payment. */
async function providerWithHistory() {
  const { provider, user } = await insertProvider();
  const now = Date.now();
  const ama = await insertUser({ email: "ama@example.com.gh" });
  const kofi = await insertUser({ email: "kofi@example.com.gh", firstName: "Kofi", lastName: "Boateng" });
  const past = await insertAppointment({ providerId: provider.id, patientId: ama.id, startsAt: now - 72 * HOUR, status: "completed", paymentStatus: "completed", updatedAt: now - 72 * HOUR });
  const ahead = [
    await insertAppointment({ providerId: provider.id, patientId: ama.id, startsAt: now + 48 * HOUR, status: "confirmed", paymentStatus: "completed", patientEmail: "ama@example.com.gh" }),
    await insertAppointment({ providerId: provider.id, patientId: kofi.id, startsAt: now + 50 * HOUR, status: "pending", paymentStatus: "completed", patientEmail: "kofi@example.com.gh", patientName: "Kofi Boateng" }),
    // A checkout still open holds its slot; one abandoned long ago and a cancelled visit do not.
    await insertAppointment({ providerId: provider.id, patientId: kofi.id, startsAt: now + 52 * HOUR, status: "pending", paymentStatus: "pending", holdExpiresAt: now + 10 * 60_000, patientEmail: "holding@example.com.gh" }),
    await insertAppointment({ providerId: provider.id, patientId: kofi.id, startsAt: now + 54 * HOUR, status: "pending", paymentStatus: "pending", holdExpiresAt: now - HOUR, patientEmail: "lapsed@example.com.gh" }),
    await insertAppointment({ providerId: provider.id, patientId: ama.id, startsAt: now + 56 * HOUR, status: "cancelled", paymentStatus: "completed", patientEmail: "cancelled@example.com.gh" }),
  ];
  await db().insert(reviews).values([
    { providerId: provider.id, patientId: ama.id, appointmentId: past.id, patientName: "Ama O.", rating: 5, comment: "Kind and thorough" },
    { providerId: provider.id, patientId: kofi.id, patientName: "Kofi B.", rating: 4, comment: "Good" },
  ]);
  await db().insert(timeOff).values({ providerId: provider.id, startsOn: "2030-12-24", endsOn: "2030-12-31", reason: "Christmas" });
  await db().insert(payments).values({ appointmentId: ahead[0]!.id, providerId: provider.id, patientId: ama.id, reference: `apt_${ahead[0]!.id}_1`, gateway: "sandbox", amountPesewas: 15000, status: "success" });
  return { provider, user, ama, kofi };
}

describe("GET /api/admin/providers/:id/deletion", () => {
  it("counts what a deletion would remove, and whose visits still lie ahead", async () => {
    const { provider } = await providerWithHistory();
    const { provider: other } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    const { cookie } = await signedInAdmin();
    const response = await deletionPreview(cookie, provider.id);
    expect(response.status).toBe(200);
    expect((await response.json()) as ProviderDeletionPreview).toEqual({ appointments: 6, upcomingAppointments: 3, reviews: 2 });
    expect(await (await deletionPreview(cookie, other.id)).json()).toEqual({ appointments: 0, upcomingAppointments: 0, reviews: 0 });
    expect((await deletionPreview(cookie, 999_999)).status).toBe(404);
  });
});

describe("DELETE /api/admin/providers/:id", () => {
  it("tells patients with visits ahead, removes the provider with its account and records, keeps payments and revenue, and records the deletion", async () => {
    const { provider, user, ama } = await providerWithHistory();
    const { provider: other } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    const { admin, cookie } = await signedInAdmin();
    const preview = (await (await deletionPreview(cookie, provider.id)).json()) as ProviderDeletionPreview;
    const before = (await (await editProvider(cookie, provider.id, {})).json()) as AdminProvider;
    const revenueBefore = await db().select().from(revenueMonths);

    const response = await removeProvider(cookie, provider.id);
    expect(response.status).toBe(200);
    const deletion = (await response.json()) as ProviderDeletion;
    expect(deletion).toEqual({ appointmentsDeleted: 6, reviewsDeleted: 2, userDeleted: true, message: ADMIN_TEXTS.providerDeleted(deletion).title });
    // The dialog's counts were the real ones.
    expect([deletion.appointmentsDeleted, deletion.reviewsDeleted]).toEqual([preview.appointments, preview.reviews]);

    // Patients expecting a visit were told by e-mail; the lapsed checkout and the cancelled visit were not.
    const [email] = await outboxFor("ama@example.com.gh");
    expect(email!.subject).toBe("Cancelled: your appointment with Dr. Kwame Mensah");
    expect(await outboxFor("kofi@example.com.gh")).toHaveLength(1);
    expect(await outboxFor("holding@example.com.gh")).toHaveLength(1);
    expect(await outboxFor("lapsed@example.com.gh")).toHaveLength(0);
    expect(await outboxFor("cancelled@example.com.gh")).toHaveLength(0);

    expect((await api(`/api/providers/${provider.id}`)).status).toBe(404);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db().select().from(appointments).where(eq(appointments.providerId, provider.id))).toHaveLength(0);
    expect(await db().select().from(reviews).where(eq(reviews.providerId, provider.id))).toHaveLength(0);
    expect(await db().select().from(timeOff)).toHaveLength(0);
    // The ledger is never deleted: the payment and the month's revenue stay.
    expect(await db().select().from(payments)).toMatchObject([{ providerId: provider.id, patientId: ama.id, amountPesewas: 15000 }]);
    expect(await db().select().from(revenueMonths)).toEqual(revenueBefore);
    expect(await db().select().from(users).where(eq(users.id, ama.id))).toHaveLength(1);
    expect((await api(`/api/providers/${other.id}`)).status).toBe(200);

    const [entry] = await auditRows();
    expect(entry).toMatchObject({ adminId: admin.id, adminName: "Site Administrator", action: "provider.delete", entity: "provider", entityId: provider.id, after: null });
    expect(JSON.parse(entry!.before!)).toEqual(before);
    expect(before).toMatchObject({ id: provider.id, firstName: "Kwame", appointmentCount: 6 });
  });

  it("deletes the provider's photo from storage", async () => {
    const { provider, user } = await insertProvider();
    const photo = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 7))}`;
    const saved = (await (await sendJson(`/api/providers/${provider.id}`, { profileImage: photo }, { method: "PUT", cookie: await signIn(user.id) })).json()) as Provider;
    expect((await env.IMAGES.list()).objects).toHaveLength(1);
    const { cookie } = await signedInAdmin();
    expect((await removeProvider(cookie, provider.id)).status).toBe(200);
    expect(await env.IMAGES.get(saved.profileImage!.replace("/api/images/", ""))).toBeNull();
  });

  it("deletes the provider's licence documents from the private bucket", async () => {
    const { provider } = await insertProvider();
    const { provider: other } = await insertProvider({}, { firstName: "Akua", lastName: "Boateng" });
    await insertLicence(provider.id, { status: "approved", validForYear: 2026 });
    await insertLicence(provider.id);
    const kept = await insertLicence(other.id);
    const { cookie } = await signedInAdmin();
    expect((await removeProvider(cookie, provider.id)).status).toBe(200);
    expect((await env.LICENCES.list()).objects.map((object) => object.key)).toEqual([kept.r2Key]);
  });

  it("answers 404 for an unknown provider, an administrator's account or a second delete, removing nothing", async () => {
    const { provider } = await insertProvider();
    const { admin, cookie } = await signedInAdmin();
    const { provider: adminsRow } = await insertProvider({ userId: admin.id });
    expect((await removeProvider(cookie, 999_999)).status).toBe(404);
    expect((await removeProvider(cookie, adminsRow.id)).status).toBe(404);
    expect((await deletionPreview(cookie, adminsRow.id)).status).toBe(404);
    expect(await db().select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
    expect((await removeProvider(cookie, provider.id)).status).toBe(200);
    expect((await removeProvider(cookie, provider.id)).status).toBe(404);
    expect((await auditRows()).map((entry) => entry.action)).toEqual(["provider.delete"]);
  });
});

describe("audit entries", () => {
  it("are listed for the admin, newest first", async () => {
    const { provider } = await insertProvider();
    const { cookie } = await signedInAdmin();
    await editProvider(cookie, provider.id, { consultationFee: "200" });
    await removeProvider(cookie, provider.id);
    const page = (await (await api("/api/admin/audit", { headers: { Cookie: cookie } })).json()) as { items: AuditEntry[] };
    expect(page.items.map((entry) => entry.action)).toEqual(["provider.delete", "provider.update"]);
    expect(page.items[1]).toMatchObject({ before: { consultationFee: "150.00" }, after: { consultationFee: "200.00" }, entityId: provider.id });
  });
});
