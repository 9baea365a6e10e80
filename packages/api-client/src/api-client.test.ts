import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getQueryFn, isApiError, queryUrl } from "./index.ts";

function answer(status: number, body: string, statusText = "") {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(body || null, { status, statusText })));
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("raises a non-OK answer as '<status>: <body text>' with the server's message", async () => {
    answer(400, JSON.stringify({ error: { code: "validation_failed", message: "Bad limit", fields: { limit: "too big" } } }));
    const error = await apiRequest("GET", "/api/providers/featured?limit=99").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":{"code":"validation_failed","message":"Bad limit","fields":{"limit":"too big"}}}');
    expect((error as ApiError).serverMessage).toBe("Bad limit");
    expect((error as ApiError).fields).toEqual({ limit: "too big" });
  });

  it("uses the status text when the error body is empty", async () => {
    answer(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends cookies and a JSON body", async () => {
    answer(200, '{"id":7}');
    expect(await apiRequest("POST", "/api/appointments", { providerId: 3 })).toEqual({ id: 7 });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"providerId":3}' });
  });
});

describe("getQueryFn", () => {
  it("joins the query key with '/' to make the URL", () => {
    expect(queryUrl(["/api/providers", 12, "reviews"])).toBe("/api/providers/12/reviews");
  });

  it("turns 401 into null (anonymous) for the current-user call, and throws otherwise", async () => {
    answer(401, '{"error":{"code":"unauthenticated","message":"Not signed in"}}');
    expect(await getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/user"] })).toBeNull();
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/user"] })).rejects.toThrow(/^401: /);
  });
});

describe("isApiError", () => {
  it("recognises an API error by its shape, whichever copy of the class made it", () => {
    expect(isApiError(new ApiError(404, "404: Not found", null))).toBe(true);
    expect(isApiError(Object.assign(new Error("404: x"), { name: "ApiError", status: 404, body: null }))).toBe(true);
    expect(isApiError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isApiError({ status: 404 })).toBe(false);
  });
});
