/**
 * Who may read a licence document (docs/product-rules.md#licences-and-nhis): its provider and
 * administrators; to anyone else signed in it does not exist (404, like an id never used), and
 * signed out 401. The answer is the file as stored, shown inline, never cached, never sniffed, a PDF
 * sandboxed.
 */
import type { OwnLicence } from "@gh/contracts/licences/options";
import { describe, expect, it } from "vitest";
import { api, insertUser, signIn, signedInPatient } from "../../../test/fixtures.ts";
import { JPEG, licenceForm, PDF, signedInProvider, uploadLicence } from "../../licences/testing/licence-fixtures.ts";

const read = (path: string, cookie?: string) => api(path, { headers: cookie ? { Cookie: cookie } : {} });

async function uploaded(file = PDF, name = "licence.pdf") {
  const owner = await signedInProvider({}, { firstName: "Kwame", lastName: "Mensah" });
  const licence = (await (await uploadLicence(owner.cookie, licenceForm(file, { name }))).json()) as OwnLicence;
  return { owner, licence };
}

describe("GET /api/licences/{id}/document", () => {
  it("gives its provider and an administrator the file; another provider, a patient and a guessed id get 404; signed out 401", async () => {
    const { owner, licence } = await uploaded();
    const admin = await insertUser({ role: "admin", firstName: "Yaw", lastName: "Admin" });
    const other = await signedInProvider({}, { firstName: "Efua", lastName: "Sarpong" }, "+233205550102");
    const { cookie: patient } = await signedInPatient();

    for (const cookie of [owner.cookie, await signIn(admin.id)]) {
      const response = await read(licence.documentUrl, cookie);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    }
    const missing = { error: { code: "not_found", message: "Licence not found" } };
    for (const cookie of [other.cookie, patient]) {
      const response = await read(licence.documentUrl, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(missing);
    }
    // Ids that were never used, or are not ids at all, answer exactly the same.
    for (const path of [`/api/licences/${licence.id + 1000}/document`, "/api/licences/0/document", "/api/licences/abc/document", `/api/licences/${licence.id}.5/document`]) {
      const response = await read(path, owner.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(missing);
    }
    expect((await read(licence.documentUrl)).status).toBe(401);
  });

  it("is shown inline, never cached or sniffed, a PDF in a sandbox", async () => {
    const { owner, licence } = await uploaded();
    const response = await read(licence.documentUrl, owner.cookie);
    expect(Object.fromEntries(["Content-Type", "Content-Disposition", "Cache-Control", "X-Content-Type-Options"].map((name) => [name, response.headers.get(name)]))).toEqual({
      "Content-Type": "application/pdf",
      "Content-Disposition": "inline",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^sandbox(;|$)/);
  });

  it("serves an image in the type its bytes showed at upload", async () => {
    const { owner, licence } = await uploaded(JPEG, "scan.pdf");
    const response = await read(licence.documentUrl, owner.cookie);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });
});
