/** Licence documents and uploads for the licence tests: the three kinds the API takes, a disguised one, and a provider's upload as the browser sends it. */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { api, db, insertProvider, signIn } from "../../../test/fixtures.ts";
import { licences, users } from "../../db/schema.ts";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

/** A small but real-looking file of each kind, by its first bytes. */
export const PDF = bytes("%PDF-1.7\n%\xE2\xE3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
export const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], "IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
/** A Windows program (its "MZ" header), as if renamed licence.pdf. */
export const EXE = bytes("MZ", [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00], "This program cannot be run in DOS mode.");

/** The multipart form the Edit Profile screen sends. */
export function licenceForm(file: Uint8Array | null, { name = "licence.pdf", type = "application/pdf", regulator = "mdc", registrationNumber = "MDC/RN/20417" } = {}): FormData {
  const form = new FormData();
  if (file) form.set("document", new File([file], name, { type }));
  form.set("regulator", regulator);
  form.set("registrationNumber", registrationNumber);
  return form;
}

/** POST /api/providers/licence from the site's own page. */
export function uploadLicence(cookie: string | undefined, form: FormData) {
  return api("/api/providers/licence", { method: "POST", headers: { Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}) }, body: form });
}

/** A signed-in provider whose own phone is verified (so they are texted too); `licenceVerifiedFor` null: never checked. */
export async function signedInProvider(overrides: Parameters<typeof insertProvider>[0] = {}, name = { firstName: "Kwame", lastName: "Mensah" }, phone = "+233205550101") {
  const { provider, user } = await insertProvider(overrides, name);
  await db().update(users).set({ phone, phoneVerified: true }).where(eq(users.id, user.id));
  return { provider, user, phone, cookie: await signIn(user.id) };
}

/** How many documents the private bucket holds. */
export async function storedDocuments(): Promise<number> {
  return (await env.LICENCES.list()).objects.length;
}

/** A licence row (and its document in R2) written directly, as an upload would have left it. */
export async function insertLicence(providerId: number, overrides: Partial<typeof licences.$inferInsert> = {}) {
  const r2Key = crypto.randomUUID();
  await env.LICENCES.put(r2Key, PDF, { httpMetadata: { contentType: "application/pdf" } });
  const [licence] = await db()
    .insert(licences)
    .values({ providerId, regulator: "mdc", registrationNumber: "MDC/RN/20417", r2Key, contentType: "application/pdf", sizeBytes: PDF.byteLength, ...overrides })
    .returning();
  return licence!;
}
