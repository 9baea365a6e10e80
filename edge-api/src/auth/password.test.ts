import { describe, expect, it } from "vitest";
import { hashPassword, parsePasswordHash, PASSWORD_ITERATIONS, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("is PBKDF2-SHA-512 at exactly 100,000 iterations, the production Workers cap", async () => {
    expect(PASSWORD_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("Akwaaba#2025");
    expect(stored).toMatch(/^pbkdf2-sha512\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Akwaaba#2025");
    expect(await verifyPassword("Akwaaba#2025", stored)).toBe(true);
    expect(await verifyPassword("akwaaba#2025", stored)).toBe(false);
  });

  it("salts every hash, so equal passwords store differently", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses any stored hash that is not PBKDF2-SHA-512 at 100k", async () => {
    const stored = await hashPassword("secret");
    const [, , salt, hash] = stored.split("$");
    for (const other of [`pbkdf2-sha256$100000$${salt}$${hash}`, `pbkdf2-sha512$1000$${salt}$${hash}`, "plain-text", "!seeded-account-no-password"]) {
      expect(parsePasswordHash(other)).toBeNull();
      expect(await verifyPassword("secret", other)).toBe(false);
    }
  });
});
