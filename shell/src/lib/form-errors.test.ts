import { describe, expect, it } from "vitest";
import { hasErrors } from "./form-errors";

describe("a form's errors", () => {
  it("count only fields that have a message", () => {
    expect(hasErrors({ email: "Please enter a valid email address" })).toBe(true);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({})).toBe(false);
  });
});
