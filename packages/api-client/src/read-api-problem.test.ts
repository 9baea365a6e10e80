import { ApiError, readApiProblem } from "./index.ts";
import { describe, expect, it } from "vitest";

describe("reading a failed call", () => {
  it("reads status, message and fields from any copy of ApiError", () => {
    const error = new ApiError(400, "400: …", {
      error: { code: "validation_failed", message: "Check the form", fields: { patientPhone: "Enter a Ghana phone number, e.g. +233 24 123 4567" } },
    });
    // The shell's copy of the class looks like this to a remote: the same shape, another class.
    const foreign = { name: "ApiError", status: error.status, body: error.body, message: error.message };
    for (const problem of [readApiProblem(error), readApiProblem(foreign)]) {
      expect(problem).toEqual({ status: 400, message: "Check the form", fields: { patientPhone: "Enter a Ghana phone number, e.g. +233 24 123 4567" } });
    }
  });

  it("has no status for a network failure, and no fields for a bare error", () => {
    expect(readApiProblem(new TypeError("Failed to fetch"))).toEqual({ status: null, message: null, fields: {} });
    expect(readApiProblem(new ApiError(500, "500: Internal Server Error", null))).toEqual({ status: 500, message: null, fields: {} });
  });
});
