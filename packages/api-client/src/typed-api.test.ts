import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { apiQuery, apiUrl, callApi, type ApiAnswer, type ApiInput } from "./index.ts";

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));
}

describe("apiUrl", () => {
  it("fills the path's parameters and leaves out empty query values", () => {
    expect(apiUrl("/api/providers/{id}/reviews", { id: 12 }, { page: 2 })).toBe("/api/providers/12/reviews?page=2");
    expect(apiUrl("/api/providers/search", undefined, { location: "Cape Coast", specialty: undefined, date: "" })).toBe("/api/providers/search?location=Cape+Coast");
    expect(apiUrl("/api/images/{key}", { key: "a/b c" })).toBe("/api/images/a%2Fb%20c");
  });
});

describe("callApi", () => {
  it("calls the declared route's method and URL, and returns its answer", async () => {
    answer({ items: [], total: 0, page: 2, pageSize: 5 });
    const page = await callApi("GET /api/providers/{id}/reviews", { params: { id: 7 }, query: { page: 2 } });
    expect(page.page).toBe(2);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/providers/7/reviews?page=2");
    expect(init).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("sends a file upload's form as multipart/form-data, leaving the boundary to the browser", async () => {
    answer({ id: 31, status: "pending" });
    const form = new FormData();
    form.set("regulator", "mdc");
    form.set("document", new File(["%PDF-1.7"], "licence.pdf", { type: "application/pdf" }));
    const uploaded = await callApi("POST /api/providers/licence", { form });
    expect(uploaded.id).toBe(31);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/providers/licence");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: form, headers: { Accept: "application/json" } });
    expect(init!.headers).not.toHaveProperty("Content-Type");
    expectTypeOf<ApiInput<"POST /api/providers/licence">>().toHaveProperty("form");
  });

  it("is typed by the route's declaration: its input, and the fields its answer has", () => {
    expectTypeOf<ApiAnswer<"GET /api/providers/{id}">>().toHaveProperty("consultationFee");
    expectTypeOf<ApiAnswer<"GET /api/specialties">>().items.toHaveProperty("count");
    expectTypeOf<ApiInput<"GET /api/providers/{id}">>().toHaveProperty("params");
    // @ts-expect-error: the profile has no such field, so a screen reading it does not compile.
    expectTypeOf<ApiAnswer<"GET /api/providers/{id}">>().toHaveProperty("consultationPrice");
    // @ts-expect-error: a route the API does not declare (never called: only compiled).
    const undeclared = () => callApi("GET /api/providers/{id}/prices", { params: { id: 1 } });
    expectTypeOf(undeclared).toBeFunction();
  });
});

describe("apiQuery", () => {
  it("keys a query by its URL, the key the shell's loader fetches", () => {
    expect(apiQuery("GET /api/providers/{id}", { params: { id: 4 } }).queryKey).toEqual(["/api/providers/4"]);
  });
});
