import { ApiError } from "@gh/api-client";
import { describe, expect, it } from "vitest";
import { isConnectionError, serverFieldsOf, serverMessageOf, statusOf } from "./api-errors";

const conflict = new ApiError(409, '409: {"error":…}', {
  error: { code: "conflict", message: "An account with this email already exists", fields: { email: "An account with this email already exists" } },
});

describe("reading a failed API call", () => {
  it("treats fetch's TypeError as a lost connection, and an API answer as not", () => {
    expect(isConnectionError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isConnectionError(conflict)).toBe(false);
  });

  it("gives the server's message, field errors and status when the API answered", () => {
    expect(serverMessageOf(conflict)).toBe("An account with this email already exists");
    expect(serverFieldsOf(conflict)).toEqual({ email: "An account with this email already exists" });
    expect(statusOf(conflict)).toBe(409);
  });

  it("gives nothing for a body that was not the API's JSON error, or for another failure", () => {
    const gateway = new ApiError(502, "502: Bad Gateway", null);
    expect(serverMessageOf(gateway)).toBeUndefined();
    expect(serverFieldsOf(gateway)).toEqual({});
    expect(serverMessageOf(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(statusOf(new Error("boom"))).toBeUndefined();
  });
});
