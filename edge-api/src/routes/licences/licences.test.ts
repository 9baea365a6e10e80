/**
 * A provider's own licence (docs/product-rules.md#licences-and-nhis): uploading it (a PDF, JPG or PNG
 * by its first bytes, at most 5 MB, stored privately and waiting for review) and reading their
 * standing. A refused upload leaves nothing behind, in D1 or in R2.
 */
import { LICENCE_DOCUMENT_MAX_BYTES, type OwnLicence, type ProviderLicence } from "@gh/contracts/licences/options";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, db, signedInPatient } from "../../../test/fixtures.ts";
import { licences, providers } from "../../db/schema.ts";
import { EXE, JPEG, licenceForm, PDF, PNG, signedInProvider, storedDocuments, uploadLicence } from "../../licences/testing/licence-fixtures.ts";

const readOwn = (cookie: string) => api("/api/providers/licence", { headers: { Cookie: cookie } });

/** A file of `size` bytes that starts as a PDF. */
function pdfOf(size: number): Uint8Array {
  const file = new Uint8Array(size);
  file.set(PDF.subarray(0, Math.min(PDF.byteLength, size)));
  return file;
}

describe("POST /api/providers/licence", () => {
  it.each([
    ["a PDF", PDF, "licence.pdf", "application/pdf"],
    ["a JPEG photo", JPEG, "licence.jpg", "image/jpeg"],
    ["a PNG scan", PNG, "licence.png", "image/png"],
  ] as const)("takes %s, stores it privately under a random key and puts it in the queue", async (_kind, file, name, type) => {
    const { provider, cookie } = await signedInProvider({ licenceVerifiedFor: null, isVerified: false, regulator: null });
    // The browser's declared type does not count: the file's first bytes decide.
    const response = await uploadLicence(cookie, licenceForm(file, { name, type: "application/octet-stream", regulator: "pharmacy", registrationNumber: " PC/RN/0042 " }));
    expect(response.status).toBe(201);
    const licence = (await response.json()) as OwnLicence;
    expect(licence).toEqual({
      id: expect.any(Number),
      regulator: "pharmacy",
      registrationNumber: "PC/RN/0042",
      status: "pending",
      validForYear: null,
      rejectionReason: null,
      documentType: type,
      documentUrl: `/api/licences/${licence.id}/document`,
      uploadedAt: expect.any(String),
      decidedAt: null,
    });

    const [row] = await db().select().from(licences).where(eq(licences.id, licence.id));
    expect(row).toMatchObject({ providerId: provider.id, contentType: type, sizeBytes: file.byteLength, status: "pending" });
    // A random key that names neither the provider nor the file, holding exactly the bytes sent.
    expect(row!.r2Key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(JSON.stringify(licence)).not.toContain(row!.r2Key);
    const stored = await env.LICENCES.get(row!.r2Key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(file);
    // The regulator named becomes the provider's.
    const [after] = await db().select({ regulator: providers.regulator }).from(providers).where(eq(providers.id, provider.id));
    expect(after?.regulator).toBe("pharmacy");
  });

  it.each([
    ["a program renamed licence.pdf", EXE, "licence.pdf", "application/pdf"],
    ["a text file called licence.png", new TextEncoder().encode("This is my licence, honestly."), "licence.png", "image/png"],
    ["an empty file", new Uint8Array(0), "licence.pdf", "application/pdf"],
  ] as const)("refuses %s 400 on `document`, storing nothing", async (_kind, file, name, type) => {
    const { cookie } = await signedInProvider();
    const before = await storedDocuments();
    const response = await uploadLicence(cookie, licenceForm(file, { name, type }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", message: "Your licence must be a PDF, JPG or PNG file.", fields: { document: "Your licence must be a PDF, JPG or PNG file." } },
    });
    expect(await db().select().from(licences)).toEqual([]);
    expect(await storedDocuments()).toBe(before);
  });

  it("refuses a file over 5 MB 413 on `document`, and a far larger request before reading it, storing nothing", async () => {
    const { cookie } = await signedInProvider();
    const before = await storedDocuments();
    const justOver = await uploadLicence(cookie, licenceForm(pdfOf(LICENCE_DOCUMENT_MAX_BYTES + 1)));
    expect(justOver.status).toBe(413);
    expect(await justOver.json()).toEqual({
      error: { code: "payload_too_large", message: "Your licence file must be 5 MB or smaller.", fields: { document: "Your licence file must be 5 MB or smaller." } },
    });
    const farOver = await uploadLicence(cookie, licenceForm(pdfOf(LICENCE_DOCUMENT_MAX_BYTES + 200 * 1024)));
    expect(farOver.status).toBe(413);
    expect(((await farOver.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    // Exactly 5 MB is taken.
    expect((await uploadLicence(cookie, licenceForm(pdfOf(LICENCE_DOCUMENT_MAX_BYTES)))).status).toBe(201);
    expect(await db().select({ sizeBytes: licences.sizeBytes }).from(licences)).toEqual([{ sizeBytes: LICENCE_DOCUMENT_MAX_BYTES }]);
    expect(await storedDocuments()).toBe(before + 1);
  });

  it("names each missing or invalid field, and takes nothing but a form", async () => {
    const { cookie } = await signedInProvider();
    const form = licenceForm(null, { regulator: "ghana-medical-board", registrationNumber: "" });
    const response = await uploadLicence(cookie, form);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      document: "Choose the file of your licence: a PDF, JPG or PNG.",
      regulator: "Choose the regulator that issued your licence",
      registrationNumber: "Registration number is required",
    });
    const asJson = await api("/api/providers/licence", { method: "POST", headers: { Origin: "http://127.0.0.1", Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify({ regulator: "mdc" }) });
    expect(asJson.status).toBe(415);
    expect(await db().select().from(licences)).toEqual([]);
  });

  it("is the provider's own: signed out 401, a patient 403, another site's page 403", async () => {
    expect((await uploadLicence(undefined, licenceForm(PDF))).status).toBe(401);
    const { cookie: patient } = await signedInPatient();
    expect((await uploadLicence(patient, licenceForm(PDF))).status).toBe(403);
    const { cookie } = await signedInProvider();
    const crossSite = await api("/api/providers/licence", { method: "POST", headers: { Origin: "https://evil.example", Cookie: cookie }, body: licenceForm(PDF) });
    expect(crossSite.status).toBe(403);
    expect(await db().select().from(licences)).toEqual([]);
  });

  it("a new upload replaces one still waiting for review, and its document is deleted", async () => {
    const { provider, cookie } = await signedInProvider();
    const first = (await (await uploadLicence(cookie, licenceForm(PDF))).json()) as OwnLicence;
    const [firstRow] = await db().select().from(licences).where(eq(licences.id, first.id));
    const second = (await (await uploadLicence(cookie, licenceForm(PNG, { name: "licence.png" }))).json()) as OwnLicence;

    expect(await db().select({ id: licences.id, status: licences.status }).from(licences).where(eq(licences.providerId, provider.id))).toEqual([{ id: second.id, status: "pending" }]);
    expect(await env.LICENCES.get(firstRow!.r2Key)).toBeNull();
  });
});

describe("GET /api/providers/licence", () => {
  it("says the provider's standing and their latest upload", async () => {
    const { cookie } = await signedInProvider({ licenceVerifiedFor: 2025, isVerified: false });
    expect(await (await readOwn(cookie)).json()).toEqual({ licenceVerifiedFor: 2025, latest: null });

    const uploaded = (await (await uploadLicence(cookie, licenceForm(JPEG, { name: "licence.jpg" }))).json()) as OwnLicence;
    const response = await readOwn(cookie);
    expect(response.status).toBe(200);
    expect((await response.json()) as ProviderLicence).toEqual({ licenceVerifiedFor: 2025, latest: uploaded });
  });

  it("is for providers only: signed out 401, a patient 403", async () => {
    expect((await api("/api/providers/licence")).status).toBe(401);
    const { cookie } = await signedInPatient();
    expect((await readOwn(cookie)).status).toBe(403);
  });
});
