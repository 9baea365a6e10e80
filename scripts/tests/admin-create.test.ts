import { describe, expect, it } from "vitest";
import { adminUpsertSql, parseAdminArguments } from "../admin-create.ts";

describe("npm run admin:create", () => {
  it("reads the options, lower-casing the e-mail", () => {
    expect(parseAdminArguments(["--email", "Ops@Example.com.gh", "--password", "long-enough", "--remote"])).toMatchObject({
      email: "ops@example.com.gh",
      remote: true,
      firstName: "Site",
    });
  });

  it("refuses a bad e-mail, a short password, unknown flags and --persist-to with --remote", () => {
    expect(() => parseAdminArguments(["--email", "nope", "--password", "long-enough"])).toThrow(/valid e-mail/);
    expect(() => parseAdminArguments(["--email", "a@b.gh", "--password", "short"])).toThrow(/at least 8/);
    expect(() => parseAdminArguments(["--email", "a@b.gh", "--password", "long-enough", "--role", "x"])).toThrow(/unknown option/);
    expect(() => parseAdminArguments(["--email", "a@b.gh", "--password", "long-enough", "--remote", "--persist-to", "x"])).toThrow(/local database only/);
  });

  it("writes one upsert with a PBKDF2 hash and quotes escaped", async () => {
    const sql = await adminUpsertSql({ email: "a@b.gh", password: "long-enough", firstName: "Nana", lastName: "O'Connor", remote: false });
    expect(sql).toContain("'O''Connor'");
    expect(sql).toMatch(/'pbkdf2-sha512\$100000\$/);
    expect(sql).toContain("ON CONFLICT (email) DO UPDATE SET role = 'admin'");
    expect(sql).not.toContain("long-enough");
  });
});
