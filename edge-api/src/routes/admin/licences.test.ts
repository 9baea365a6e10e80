/**
 * The administrator's licence verification queue (docs/product-rules.md#licences-and-nhis): the queue
 * by status, approving for this year (verified at once) or, from 1 December, for next year (applied on
 * 1 January), rejecting with a reason; only a waiting licence, each decision audited and told to the
 * provider (e-mail, and SMS to their verified phone).
 */
import type { AdminLicence, LicenceQueue } from "@gh/contracts/licences/options";
import { smsLength } from "@gh/contracts/sms";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, db, insertUser, outboxFor, sendJson, signIn, signedInPatient } from "../../../test/fixtures.ts";
import { approveLicence, rejectLicence } from "../../db/licences.ts";
import { auditLog, licences, providers } from "../../db/schema.ts";
import { insertLicence, signedInProvider } from "../../licences/testing/licence-fixtures.ts";

/** 20 November 2026, and 5 December 2026 (next year's licences may be approved). */
const NOVEMBER = Date.UTC(2026, 10, 20, 10, 0);
const DECEMBER = Date.UTC(2026, 11, 5, 10, 0);

afterEach(() => {
  vi.useRealTimers();
});

function at(instant: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(instant);
}

async function adminCookie() {
  const admin = await insertUser({ role: "admin", firstName: "Yaw", lastName: "Admin" });
  return { admin, cookie: await signIn(admin.id) };
}

/** A provider never verified, with an upload waiting for review. */
async function waitingLicence(overrides: Parameters<typeof signedInProvider>[0] = { licenceVerifiedFor: null, isVerified: false }) {
  const holder = await signedInProvider(overrides);
  const licence = await insertLicence(holder.provider.id, { uploadedAt: Date.now() });
  return { ...holder, licence };
}

const approve = (cookie: string, id: number | string, body: unknown) => sendJson(`/api/admin/licences/${id}/approve`, body, { cookie });
const reject = (cookie: string, id: number | string, body: unknown) => sendJson(`/api/admin/licences/${id}/reject`, body, { cookie });
const standing = async (providerId: number) =>
  (await db().select({ licenceVerifiedFor: providers.licenceVerifiedFor, isVerified: providers.isVerified }).from(providers).where(eq(providers.id, providerId)))[0];
const smsTo = async (phone: string) => (await outboxFor(phone)).filter((message) => message.channel === "sms").map((message) => message.body);
const mailsTo = async (address: string) => (await outboxFor(address)).filter((message) => message.channel === "email");

describe("GET /api/admin/licences", () => {
  it("lists waiting licences oldest first with what each provider entered, decided ones newest first, a page at a time", async () => {
    const { cookie } = await adminCookie();
    const base = Date.now() - 30 * 86_400_000;
    const first = await waitingLicence();
    const older = await insertLicence(first.provider.id, { uploadedAt: base });
    const second = await waitingLicence();
    const newer = await insertLicence(second.provider.id, { uploadedAt: base + 1000, registrationNumber: "MDC/RN/99999", contentType: "image/png" });
    const approvedEarly = await insertLicence(first.provider.id, { uploadedAt: base + 2000, status: "approved", validForYear: 2026, decidedAt: base + 3000 });
    const approvedLate = await insertLicence(second.provider.id, { uploadedAt: base + 4000, status: "approved", validForYear: 2026, decidedAt: base + 5000 });

    const pending = (await (await api("/api/admin/licences", { headers: { Cookie: cookie } })).json()) as LicenceQueue;
    expect(pending).toMatchObject({ status: "pending", total: 4, page: 1, pageSize: 20 });
    expect(pending.items.map((item) => item.id)).toEqual([older.id, newer.id, first.licence.id, second.licence.id]);
    expect(pending.items[1]).toEqual({
      id: newer.id,
      regulator: "mdc",
      registrationNumber: "MDC/RN/99999",
      status: "pending",
      validForYear: null,
      rejectionReason: null,
      documentType: "image/png",
      documentUrl: `/api/licences/${newer.id}/document`,
      uploadedAt: new Date(base + 1000).toISOString(),
      decidedAt: null,
      providerId: second.provider.id,
      providerName: "Dr. Kwame Mensah",
      specialty: "general",
      profileLicenseNumber: second.provider.licenseNumber,
      licenceVerifiedFor: null,
      sizeBytes: newer.sizeBytes,
    } satisfies AdminLicence);

    const approved = (await (await api("/api/admin/licences?status=approved", { headers: { Cookie: cookie } })).json()) as LicenceQueue;
    expect(approved.items.map((item) => item.id)).toEqual([approvedLate.id, approvedEarly.id]);
    const empty = (await (await api("/api/admin/licences?status=rejected&page=2", { headers: { Cookie: cookie } })).json()) as LicenceQueue;
    expect(empty).toEqual({ status: "rejected", items: [], total: 0, page: 2, pageSize: 20 });
    expect((await api("/api/admin/licences?status=lost", { headers: { Cookie: cookie } })).status).toBe(400);
  });

  it("pages on the server, 20 a page", async () => {
    const { cookie } = await adminCookie();
    const { provider } = await signedInProvider();
    const base = Date.now() - 86_400_000;
    for (let index = 0; index < 21; index += 1) await insertLicence(provider.id, { uploadedAt: base + index });
    const page2 = (await (await api("/api/admin/licences?page=2", { headers: { Cookie: cookie } })).json()) as LicenceQueue;
    expect(page2).toMatchObject({ total: 21, page: 2, pageSize: 20 });
    expect(page2.items.map((item) => item.uploadedAt)).toEqual([new Date(base + 20).toISOString()]);
  });
});

describe("POST /api/admin/licences/{id}/approve", () => {
  it("for this year verifies the provider at once, audits it and tells them by e-mail and SMS", async () => {
    at(NOVEMBER);
    const { admin, cookie } = await adminCookie();
    const { provider, phone, licence } = await waitingLicence();

    const response = await approve(cookie, licence.id, { year: 2026 });
    expect(response.status).toBe(200);
    expect((await response.json()) as AdminLicence).toMatchObject({ id: licence.id, status: "approved", validForYear: 2026, decidedAt: new Date(NOVEMBER).toISOString(), licenceVerifiedFor: 2026 });
    expect(await standing(provider.id)).toEqual({ licenceVerifiedFor: 2026, isVerified: true });
    const [row] = await db().select().from(licences).where(eq(licences.id, licence.id));
    expect(row).toMatchObject({ status: "approved", validForYear: 2026, decidedBy: admin.id, decidedAt: NOVEMBER });

    const entries = await db().select().from(auditLog);
    expect(entries).toEqual([
      expect.objectContaining({ adminId: admin.id, adminName: "Yaw Admin", action: "licence.approve", entity: "licence", entityId: licence.id, createdAt: NOVEMBER }),
    ]);
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({ providerId: provider.id, status: "pending", validForYear: null });
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ providerId: provider.id, status: "approved", validForYear: 2026 });

    const [mail] = await mailsTo(provider.email);
    expect(mail?.subject).toBe("Your licence is verified for 2026");
    expect(mail?.body).toContain("We checked your Medical and Dental Council licence and approved it for 2026.");
    const [sms, ...more] = await smsTo(phone);
    expect(sms).toBe("GhanaHealth: your licence is verified for 2026. Your profile shows the Verified Provider badge and patients can book you.");
    expect(smsLength(sms!)).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(more).toEqual([]);
  });

  it("renews a provider whose licence had lapsed, and does not move a year back", async () => {
    at(NOVEMBER);
    const { cookie } = await adminCookie();
    const lapsed = await waitingLicence({ licenceVerifiedFor: 2025, isVerified: false });
    expect((await approve(cookie, lapsed.licence.id, { year: 2026 })).status).toBe(200);
    expect(await standing(lapsed.provider.id)).toEqual({ licenceVerifiedFor: 2026, isVerified: true });
  });

  it("takes only this year before 1 December, and next year too from then; any other year is refused on `year`", async () => {
    at(NOVEMBER);
    const { cookie } = await adminCookie();
    const { provider, licence } = await waitingLicence({ licenceVerifiedFor: 2026, isVerified: true });
    for (const year of [2025, 2027, 2030]) {
      const response = await approve(cookie, licence.id, { year });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "validation_failed", message: "A licence can be approved for 2026 only.", fields: { year: "A licence can be approved for 2026 only." } },
      });
    }
    expect(((await (await approve(cookie, licence.id, { year: "2026" })).json()) as { error: { fields: object } }).error.fields).toHaveProperty("year");
    expect(((await (await approve(cookie, licence.id, {})).json()) as { error: { fields: object } }).error.fields).toHaveProperty("year");

    at(DECEMBER);
    // Another administrator, signed in in December.
    const { cookie: december } = await adminCookie();
    const refused = await approve(december, licence.id, { year: 2028 });
    expect(await refused.json()).toMatchObject({ error: { fields: { year: "A licence can be approved for 2026 or 2027 only." } } });
    // Next year's licence, from 1 December: approved, and the provider's standing waits for 1 January.
    const response = await approve(december, licence.id, { year: 2027 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "approved", validForYear: 2027, licenceVerifiedFor: 2026 });
    expect(await standing(provider.id)).toEqual({ licenceVerifiedFor: 2026, isVerified: true });
    const [mail] = await mailsTo(provider.email);
    expect(mail?.subject).toBe("Your licence for 2027 is approved");
    expect(mail?.body).toContain("From 1 January 2027 your profile shows that your licence is verified for 2027.");
    expect(await db().select({ action: auditLog.action }).from(auditLog)).toEqual([{ action: "licence.approve" }]);
  });

  it("decides a licence once: a second approval or a rejection after it is refused 409, changing and recording nothing", async () => {
    at(NOVEMBER);
    const { cookie } = await adminCookie();
    const { provider, phone, licence } = await waitingLicence();
    expect((await approve(cookie, licence.id, { year: 2026 })).status).toBe(200);

    for (const response of [await approve(cookie, licence.id, { year: 2026 }), await reject(cookie, licence.id, { reason: "Blurred" })]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: "conflict", message: "This licence was already approved or rejected." } });
    }
    expect(await db().select({ status: licences.status, rejectionReason: licences.rejectionReason }).from(licences)).toEqual([{ status: "approved", rejectionReason: null }]);
    expect(await db().select().from(auditLog)).toHaveLength(1);
    expect(await smsTo(phone)).toHaveLength(1);
    expect(await standing(provider.id)).toEqual({ licenceVerifiedFor: 2026, isVerified: true });
    expect((await approve(cookie, 999_999, { year: 2026 })).status).toBe(404);
  });

  it("a decision that lost the race to another changes and records nothing (one batch, conditional on it taking effect)", async () => {
    const { admin } = await adminCookie();
    const { provider, licence } = await waitingLicence();
    const now = Date.now();
    // Another administrator rejected it between this one's check and their batch.
    await db().update(licences).set({ status: "rejected", rejectionReason: "Expired", decidedAt: now - 1 }).where(eq(licences.id, licence.id));
    const audit = { action: "licence.approve", before: {}, after: {} };
    expect(await approveLicence(db(), { licence, admin, now, year: 2026, verifiesNow: true, audit })).toBeNull();
    expect(await rejectLicence(db(), { licence, admin, now, reason: "Blurred", audit })).toBeNull();
    expect(await standing(provider.id)).toEqual({ licenceVerifiedFor: null, isVerified: false });
    expect(await db().select({ status: licences.status, rejectionReason: licences.rejectionReason }).from(licences)).toEqual([{ status: "rejected", rejectionReason: "Expired" }]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("is the administrator's: a provider cannot approve their own licence", async () => {
    at(NOVEMBER);
    const { provider, cookie, licence } = await waitingLicence();
    expect((await approve(cookie, licence.id, { year: 2026 })).status).toBe(403);
    const { cookie: patient } = await signedInPatient();
    expect((await approve(patient, licence.id, { year: 2026 })).status).toBe(403);
    expect(await standing(provider.id)).toEqual({ licenceVerifiedFor: null, isVerified: false });
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});

describe("POST /api/admin/licences/{id}/reject", () => {
  it("rejects with the reason the provider is told, audited; their standing is unchanged", async () => {
    at(NOVEMBER);
    const { admin, cookie } = await adminCookie();
    const { provider, phone, licence } = await waitingLicence({ licenceVerifiedFor: 2025, isVerified: false });
    const reason = "The photo is blurred and the expiry date cannot be read. Please scan the whole certificate in good light.";

    const response = await reject(cookie, licence.id, { reason: `  ${reason} ` });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: licence.id, status: "rejected", rejectionReason: reason, validForYear: null, decidedAt: new Date(NOVEMBER).toISOString() });
    expect(await standing(provider.id)).toEqual({ licenceVerifiedFor: 2025, isVerified: false });
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({ adminId: admin.id, action: "licence.reject", entity: "licence", entityId: licence.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ status: "rejected", rejectionReason: reason });

    const [mail] = await mailsTo(provider.email);
    expect(mail?.subject).toBe("Your licence could not be approved");
    expect(mail?.body).toContain(`Reason: ${reason}`);
    const [sms] = await smsTo(phone);
    // The reason gives way (cut at a word) so the SMS stays one segment.
    expect(sms).toMatch(/^GhanaHealth: your licence was not approved\. Reason: The photo is blurred and .+\.\.\. Please upload it again in Edit Profile\.$/);
    expect(smsLength(sms!)).toMatchObject({ encoding: "GSM-7", segments: 1 });
  });

  it("needs a reason of at most 500 characters", async () => {
    at(NOVEMBER);
    const { cookie } = await adminCookie();
    const { licence } = await waitingLicence();
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const response = await reject(cookie, licence.id, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: object } }).error.fields).toHaveProperty("reason");
    }
    expect(await db().select({ status: licences.status }).from(licences)).toEqual([{ status: "pending" }]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
