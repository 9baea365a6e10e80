import { describe, expect, it } from "vitest";
import { passwordChangeErrors } from "./change-password";

const PROVIDER_MINIMUM = 8;
const PATIENT_MINIMUM = 6;

describe("the Change Password form", () => {
  it("holds each account to its own minimum: 6 characters for a patient, 8 for a provider", () => {
    const sixLetters = { currentPassword: "Accra#2026", newPassword: "akwaba", confirmPassword: "akwaba" };
    expect(passwordChangeErrors(sixLetters, PATIENT_MINIMUM)).toEqual({});
    expect(passwordChangeErrors(sixLetters, PROVIDER_MINIMUM)).toEqual({ newPassword: "Password must be at least 8 characters" });
  });

  it("accepts a new password of 8 characters typed twice", () => {
    expect(passwordChangeErrors({ currentPassword: "Provider#2025", newPassword: "akwaaba25", confirmPassword: "akwaaba25" }, PROVIDER_MINIMUM)).toEqual({});
  });

  it("asks for the current password, a long enough new one, and the same one twice", () => {
    expect(passwordChangeErrors({ currentPassword: "", newPassword: "short", confirmPassword: "shorter" }, PROVIDER_MINIMUM)).toEqual({
      currentPassword: "Enter your current password",
      newPassword: "Password must be at least 8 characters",
      confirmPassword: "Passwords don't match",
    });
  });

  it("refuses the current password as the new one", () => {
    expect(passwordChangeErrors({ currentPassword: "Provider#2025", newPassword: "Provider#2025", confirmPassword: "Provider#2025" }, PROVIDER_MINIMUM)).toEqual({
      newPassword: "Choose a password different from the current one",
    });
  });
});
