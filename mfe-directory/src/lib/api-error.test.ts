import { describe, expect, it } from "vitest";
import { ApiError } from "@gh/api-client";
import { errorFields, errorMessage, errorStatus } from "./api-error";

describe("reading API errors", () => {
  it("reads status, message and field messages from any copy of ApiError", () => {
    const error = new ApiError(400, "400: …", {
      error: { code: "validation_failed", message: "Check the search", fields: { location: "We do not know this place" } },
    });
    // What the shell's own copy of the class looks like to this remote: the same shape, another class.
    const foreign = { ...error, status: error.status, body: error.body };
    for (const e of [error, foreign]) {
      expect(errorStatus(e)).toBe(400);
      expect(errorFields(e)).toEqual({ location: "We do not know this place" });
      expect(errorMessage(e)).toBe("Check the search");
    }
  });

  it("treats other failures as having no status or fields", () => {
    expect(errorStatus(new TypeError("Failed to fetch"))).toBeNull();
    expect(errorFields(new TypeError("Failed to fetch"))).toEqual({});
    expect(errorFields(new ApiError(500, "500: Internal", null))).toEqual({});
    expect(errorMessage(null)).toBeUndefined();
  });
});
