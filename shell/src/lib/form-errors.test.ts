import { registerSchema } from "@gh/contracts";
import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues, hasErrors } from "./form-errors";

describe("field errors from the shared schemas", () => {
  it("gives each invalid field its first message, with the spec's password rule", () => {
    const result = registerSchema.safeParse({ email: "ama@", password: "12345", firstName: "", lastName: "Mensah", role: "patient" });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error?.issues ?? []);
    expect(errors).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      firstName: "First name is required",
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it("keeps the first message when a field breaks several rules, and ignores issues without a field", () => {
    const errors = fieldErrorsFromIssues([
      { path: ["email"], message: "Email is required" },
      { path: ["email"], message: "Please enter a valid email address" },
      { path: [], message: "Whole form" },
    ]);
    expect(errors).toEqual({ email: "Email is required" });
    expect(hasErrors({})).toBe(false);
  });
});
