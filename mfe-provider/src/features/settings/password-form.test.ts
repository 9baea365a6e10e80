import { describe, expect, it } from "vitest";
import { passwordFormErrors } from "./password-form";

describe("the Change Password form", () => {
  it("accepts a new password of 8 characters typed twice", () => {
    expect(passwordFormErrors({ currentPassword: "Provider#2025", newPassword: "akwaaba25", confirmPassword: "akwaaba25" })).toEqual({});
  });

  it("asks for the current password, a long enough new one, and the same one twice", () => {
    expect(passwordFormErrors({ currentPassword: "", newPassword: "short", confirmPassword: "shorter" })).toEqual({
      currentPassword: "Enter your current password",
      newPassword: "Password must be at least 8 characters",
      confirmPassword: "Passwords don't match",
    });
  });

  it("refuses the current password as the new one", () => {
    expect(passwordFormErrors({ currentPassword: "Provider#2025", newPassword: "Provider#2025", confirmPassword: "Provider#2025" })).toEqual({
      newPassword: "Choose a password different from the current one",
    });
  });
});
