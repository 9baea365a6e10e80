import type { AccountUser, Role } from "@gh/contracts/auth";
import { describe, expect, it } from "vitest";
import { accessAllows, accessNeedsUser } from "./route-access";

const user = (role: Role): AccountUser => ({
  id: 1,
  email: `${role}@demo.gh`,
  firstName: "Ama",
  lastName: "Owusu",
  phone: null,
  role,
  emailVerified: true,
  phoneVerified: false,
  profileImageUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("who may open a route", () => {
  it("lets only an admin into the admin area", () => {
    expect(accessAllows("admin", user("admin"))).toBe(true);
    expect(accessAllows("admin", user("patient"))).toBe(false);
    expect(accessAllows("admin", user("provider"))).toBe(false);
    expect(accessAllows("admin", null)).toBe(false);
  });

  it("lets only a provider into the provider's pages", () => {
    expect(accessAllows("provider", user("provider"))).toBe(true);
    expect(accessAllows("provider", user("admin"))).toBe(false);
    expect(accessAllows("provider", null)).toBe(false);
  });

  it("opens public pages to everyone, signed-in pages to any account and sign-in pages to visitors", () => {
    for (const visitor of [null, user("patient"), user("admin")]) expect(accessAllows("public", visitor)).toBe(true);
    expect(accessAllows("authenticated", user("patient"))).toBe(true);
    expect(accessAllows("authenticated", null)).toBe(false);
    expect(accessAllows("anonymous", null)).toBe(true);
    expect(accessAllows("anonymous", user("patient"))).toBe(false);
  });

  it("starts a public page's download at once and waits for the user for every other page", () => {
    expect(accessNeedsUser("public")).toBe(false);
    for (const access of ["anonymous", "authenticated", "provider", "admin"] as const) expect(accessNeedsUser(access)).toBe(true);
  });
});
