/**
 * The API's reference page (/api/docs, docs/architecture.md#api-hono-on-workers): drawn by Redoc from
 * /api/openapi.json with the site's own copy of the bundle, under the page's policy; the app's pages
 * never load it.
 */
import { expect, test } from "@playwright/test";

test("/api/docs draws the API's operations from its document, and nothing leaves the site", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") refused.push(message.text());
  });
  // What came back from anywhere but this site (a request the policy blocks gets no answer).
  const foreign: string[] = [];
  page.on("response", (response) => {
    const { protocol, hostname } = new URL(response.url());
    if (!(protocol === "blob:" || hostname === "127.0.0.1")) foreign.push(response.url());
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: /GhanaHealth API/ })).toBeVisible();
  // One heading per operation, under its resource's tag.
  await expect(page.getByRole("heading", { level: 2, name: /Search the directory by specialty, place, date, distance and practice facts$/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^tag\/Providers Providers$/ })).toBeVisible();
  // Redoc's sidebar badge points at the maker's own host: the page's policy keeps it from loading,
  // and that is the only thing refused or failing on the page.
  expect(refused.filter((text) => !/^Loading the image 'https:\/\/cdn\.redoc\.ly\/[^']+' violates .*img-src 'self' data:/.test(text)), "console errors").toEqual([]);
  expect(foreign, "answers from another host").toEqual([]);
});

test("the app's pages never load the reference page's bundle", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
  for (const path of ["/", "/search?location=Accra", "/emergency"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter((path) => path.startsWith("/api-reference/") || path === "/api/docs")).toEqual([]);
});

test("the document's examples are what the seeded API answers", async ({ request }) => {
  const document = await (await request.get("/api/openapi.json")).json();
  const schemas = document.components.schemas;
  expect(schemas.Provider.example).toEqual(await (await request.get(`/api/providers/${schemas.Provider.example.id}`)).json());
  const specialties = document.paths["/api/specialties"].get.responses["200"].content["application/json"].schema.example;
  expect((await (await request.get("/api/specialties")).json()).slice(0, specialties.length)).toEqual(specialties);
  const refused = await request.post("/api/appointments", { data: {} });
  expect(await refused.json()).toEqual(schemas.ApiError.example);
});
