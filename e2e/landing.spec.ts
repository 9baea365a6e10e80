import { expect, test } from "@playwright/test";
import { scrollToFeaturedProviders } from "./support/landing";

test.describe("the landing page", () => {
  test("shows the featured providers the API returns from D1", async ({ page, request }) => {
    const featured = (await (await request.get("/api/providers/featured")).json()) as { user: { firstName: string; lastName: string } }[];
    expect(featured).toHaveLength(3);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Find trusted healthcare providers across Ghana" })).toBeVisible();
    const cards = await scrollToFeaturedProviders(page);
    for (const [index, provider] of featured.entries()) {
      await expect(cards.nth(index)).toContainText(`${provider.user.firstName} ${provider.user.lastName}`);
    }
    await expect(cards.first()).toContainText("₵");
  });

  test("puts the emergency number one tap away", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Emergency\? Call 193/ })).toHaveAttribute("href", "tel:193");
  });

  test("shows specialty tiles with live counts that open the filtered search", async ({ page, request }) => {
    const specialties = (await (await request.get("/api/specialties")).json()) as { id: string; count: number }[];
    const cardiology = specialties.find((s) => s.id === "cardiology")!;
    await page.goto("/");
    await scrollToFeaturedProviders(page);
    const tile = page.getByRole("link", { name: /Cardiology/ });
    await expect(tile).toContainText(`${cardiology.count} providers`);
    await expect(tile).toHaveAttribute("href", "/search?specialty=cardiology");
  });

  test("downloads only the remote the page needs", async ({ page }) => {
    const remoteEntries: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/remoteEntry.js")) remoteEntries.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await scrollToFeaturedProviders(page);
    expect(remoteEntries).toEqual(["/mfe/directory/remoteEntry.js"]);
  });
});

test.describe("the landing page's first screen", () => {
  test("arrives as HTML inside the normal chrome, readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Find trusted healthcare providers across Ghana" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Emergency\? Call 193/ })).toHaveAttribute("href", "tel:193");
    await expect(page.getByRole("region", { name: "Find Healthcare Providers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "GhanaHealth home" })).toBeVisible();
    // Prerendered at build time: the build's year, which is this year.
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
    await context.close();
  });

  test("is replaced by the app without a spinner in between", async ({ page }) => {
    const spinnerSeen = page.waitForSelector('[role="status"]:has-text("Loading...")', { timeout: 4000 }).then(() => true, () => false);
    await page.goto("/");
    await scrollToFeaturedProviders(page);
    expect(await spinnerSeen).toBe(false);
  });

  test("is not prerendered for a visitor with a session, whose home may be their dashboard", async ({ request }) => {
    const anonymous = await (await request.get("/")).text();
    const signedIn = await (await request.get("/", { headers: { Cookie: "gh_session=" + "x".repeat(43) } })).text();
    expect(anonymous).toContain("Find trusted healthcare providers across Ghana");
    expect(signedIn).not.toContain("Find trusted healthcare providers across Ghana");
  });
});

test.describe("the prerendered stylesheet", () => {
  test("comes as one combined, immutable file", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const href = html.match(/<link rel="stylesheet" href="(\/prerender\.css\?parts=[^"]+)"/)?.[1];
    expect(href).toBeTruthy();
    const css = await request.get(href!.replace(/&amp;/g, "&"));
    expect(css.status()).toBe(200);
    expect(css.headers()["content-type"]).toContain("text/css");
    expect(css.headers()["cache-control"]).toContain("immutable");
    expect(await css.text()).toContain(".landing-hero");
  });

  test("refuses anything but prerender stylesheets", async ({ request }) => {
    for (const parts of ["/index.html", "/../wrangler.toml", "/remotes.json", ""]) {
      expect((await request.get(`/prerender.css?parts=${encodeURIComponent(parts)}`)).status()).toBe(404);
    }
  });
});
