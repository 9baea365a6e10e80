import { describe, expect, it } from "vitest";
import { registerSchema } from "./auth.ts";
import { fieldErrorsFromIssues, nestedErrors } from "./field-errors.ts";

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
  });

  it("keeps the first message when a field breaks several rules, and ignores issues without a field", () => {
    const errors = fieldErrorsFromIssues([
      { path: ["email"], message: "Email is required" },
      { path: ["email"], message: "Please enter a valid email address" },
      { path: [], message: "Whole form" },
    ]);
    expect(errors).toEqual({ email: "Email is required" });
  });

  it("keys nested fields by their path, and hands a control the errors under it", () => {
    const errors = fieldErrorsFromIssues([
      { path: ["workingHours", "monday"], message: "Monday's hours must start and end on the hour or half hour" },
      { path: ["phone"], message: "Phone number is required" },
    ]);
    expect(nestedErrors(errors, "workingHours")).toEqual({ monday: "Monday's hours must start and end on the hour or half hour" });
  });
});
