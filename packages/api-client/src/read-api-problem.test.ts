import { ApiError, problemText, readApiProblem, retryAfterOf } from "./index.ts";
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

describe("saying how long to wait", () => {
  const rateLimited = (message: string, retryAfterSeconds?: number) =>
    new ApiError(429, "429: …", { error: { code: "rate_limited", message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) } });

  it("adds the API's wait to its message, in seconds or minutes rounded up", () => {
    expect(problemText(rateLimited("Please wait before requesting another code.", 45))).toBe("Please wait before requesting another code. Try again in 45 seconds.");
    expect(problemText(rateLimited("Please wait before requesting another code.", 1))).toBe("Please wait before requesting another code. Try again in 1 second.");
    expect(problemText(rateLimited("Too many failed sign-in attempts. Please try again later.", 899))).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(problemText(rateLimited("Too many codes requested. Please try again later.", 61))).toBe("Too many codes requested. Try again in 2 minutes.");
  });

  it("keeps the message as it is without a wait, and has none for a failure without one", () => {
    expect(problemText(rateLimited("Too many wrong codes. Request a new code."))).toBe("Too many wrong codes. Request a new code.");
    expect(problemText(new TypeError("Failed to fetch"))).toBeNull();
    expect(retryAfterOf(rateLimited("x", 30))).toBe(30);
  });
});
