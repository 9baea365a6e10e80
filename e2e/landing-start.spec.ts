/**
 * The prerendered landing works before the app has started (docs/decisions/0002-prerendered-first-screen.md): the mobile menu is a
 * <details>, the search form a real GET form to /search, which the app reads.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { scrollToFeaturedProviders, waitForAppStart } from "./support/landing";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test("the phone menu opens and lists the main links and sign-in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Find Doctors", "Emergency", "For Providers", "Sign In", "Sign Up", "Book Now"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("the search form reaches /search with what was typed", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("search", { name: "Find Healthcare Providers" });
    await form.getByLabel("Specialty").selectOption({ label: "Dental Care" });
    await form.getByLabel("Location").fill("Accra");
    await form.getByLabel(/^Date/).fill("25/12/2030");
    await form.getByLabel("Distance").selectOption({ label: "Within 25km" });
    await form.getByLabel("Accepts walk-ins").check();
    await form.getByRole("button", { name: "Search Providers" }).click();
    await expect(page).toHaveURL(/\/search\?/);
    // Only the non-empty criteria, the date as the app writes it (the Worker tidies the form's address).
    expect(new URL(page.url()).search).toBe("?specialty=dentist&location=Accra&date=2030-12-25&distance=25&walkIns=true");
  });

  test("a town alone sends the town alone: no empty date, no 'any' distance", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("search", { name: "Find Healthcare Providers" });
    await form.getByLabel("Location").fill("Kumasi");
    await form.getByRole("button", { name: "Search Providers" }).click();
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).search).toBe("?location=Kumasi");
  });
});

test("the /search page reads the query the plain form sends", async ({ page }) => {
  await page.goto("/search?specialty=any&location=Accra&date=25%2F12%2F2030&distance=any&walkIns=true");
  const form = page.getByRole("search", { name: "Find Healthcare Providers" });
  await expect(form.getByLabel("Location")).toHaveValue("Accra");
  await expect(form.getByLabel(/^Date/)).toHaveValue("25/12/2030");
  await expect(form.getByLabel("Accepts walk-ins")).toBeChecked();
  for (const chip of ["Accra", "Accepts walk-ins"]) await expect(page.getByRole("button", { name: `Remove filter: ${chip}` })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove filter: .*2030/ })).toBeVisible();
});

test("a search submitted as soon as the landing shows, before the app has started, still searches", async ({ page }) => {
  await page.goto("/", { waitUntil: "commit" });
  const form = page.getByRole("search", { name: "Find Healthcare Providers" });
  await form.getByLabel("Location").fill("Accra");
  await form.getByRole("button", { name: "Search Providers" }).click();
  await expect(page).toHaveURL(/\/search\?(.*&)?location=Accra/);
  await expect(page.getByRole("search", { name: "Find Healthcare Providers" }).getByLabel("Location")).toHaveValue("Accra");
  // Whichever form sent it (the prerendered one or the app's), the address carries only the town.
  expect(new URL(page.url()).search).toBe("?location=Accra");
  expect(await axeViolations(page)).toEqual([]);
});

test("the landing with its phone menu open is accessible, before and after the app starts", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Once the app has started the menu still opens and closes.
  await waitForAppStart(page);
  await page.getByRole("button", { name: /^(Open|Close) menu$/ }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  if (await menu.isVisible()) await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Emergency", exact: true }).click();
  await expect(page).toHaveURL(/\/emergency$/);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});

test("on a phone the sections below the first screen load only when the visitor scrolls toward them", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const featuredRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/providers/featured") featuredRequests.push(request.url());
  });
  await page.goto("/");
  await waitForAppStart(page);
  await page.waitForLoadState("networkidle");
  expect(featuredRequests).toEqual([]);
  await expect(page.getByRole("region", { name: "Featured Providers" })).toHaveCount(0);

  await page.mouse.wheel(0, 1200);
  const featured = page.getByRole("region", { name: "Featured Providers" });
  await expect(featured.getByRole("article")).toHaveCount(3);
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.getByRole("article").first()).toBeInViewport();
  for (const name of ["Browse by Specialty", "Medical emergency?"]) await expect(page.getByRole("heading", { name, level: 2 })).toBeAttached();
  expect(featuredRequests).toHaveLength(1);
});

test("a keyboard user meets the sections below the first screen in order", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/");
  await waitForAppStart(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: "Featured Providers" }).getByRole("article")).toHaveCount(3);
  // Tabbing on from the last quick-access link reaches a featured provider, not the footer.
  await page.getByRole("link", { name: "Dental Clinics" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: "Featured Providers" }).locator(":focus")).toHaveCount(1);
});

test("the landing's featured providers are drawn once, fetched alongside their code (no skeletons in between)", async ({ page }) => {
  const featuredRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/providers/featured") featuredRequests.push(request.url());
  });
  // Records whether the featured section ever showed as loading, from before any script of the page runs.
  await page.addInitScript(() => {
    const seen = (window as { sawFeaturedLoading?: boolean });
    seen.sawFeaturedLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('section[aria-labelledby="featured-title"][aria-busy="true"]')) seen.sawFeaturedLoading = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto("/");
  await scrollToFeaturedProviders(page);
  expect(await page.evaluate(() => (window as { sawFeaturedLoading?: boolean }).sawFeaturedLoading)).toBe(false);
  expect(featuredRequests).toHaveLength(1);
});

test("what was typed before the app started is in the app's form from the first moment a tap could reach it", async ({ page }) => {
  // The app cannot draw before the route table arrives: held until the visitor has typed.
  let releaseRouteTable = () => {};
  const routeTableHeld = new Promise<void>((resolve) => (releaseRouteTable = resolve));
  await page.route("**/remotes.json", async (route) => {
    await routeTableHeld;
    await route.continue();
  });
  // In the page: when the app's own form replaces the prerendered one, note its values in the very next
  // task, the earliest a tap on Search Providers could be handled.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const prerendered = document.querySelector('input[name="location"]');
      const seen = window as { firstAppValues?: string[] };
      const observer = new MutationObserver(() => {
        const location = document.querySelector<HTMLInputElement>('input[name="location"]');
        const specialty = document.querySelector<HTMLSelectElement>('select[name="specialty"]');
        if (!location || location === prerendered || !specialty) return;
        observer.disconnect();
        setTimeout(() => (seen.firstAppValues = [specialty.value, location.value]), 0);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto("/");
  const form = page.getByRole("search", { name: "Find Healthcare Providers" });
  await form.getByLabel("Specialty").selectOption({ label: "Dental Care" });
  await form.getByLabel("Location").fill("Kumasi");
  // Leaving the field lets the app start.
  await page.getByRole("heading", { level: 1 }).click();
  releaseRouteTable();
  await expect.poll(() => page.evaluate(() => (window as { firstAppValues?: string[] }).firstAppValues)).toEqual(["dentist", "Kumasi"]);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 780 } });

  test("the app waits for the visitor's first touch, however long the page stays idle, then starts and works", async ({ page }) => {
    const appCode: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/mfe/directory/")) appCode.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Well past the idle start a mouse user gets (2 s after load).
    await page.waitForTimeout(3_000);
    expect(appCode).toEqual([]);
    const reactDrawn = () => page.evaluate(() => Object.keys(document.getElementById("root")!.firstElementChild!).some((key) => key.startsWith("__reactFiber$")));
    expect(await reactDrawn()).toBe(false);

    await page.getByRole("heading", { level: 1 }).tap();
    await waitForAppStart(page);
    await page.getByRole("search", { name: "Find Healthcare Providers" }).getByRole("button", { name: "Use my location" }).waitFor();
    await expect(page.getByRole("button", { name: "Use my location" })).toBeEnabled();
  });
});

test("with a mouse, the app starts on its own once the page is idle", async ({ page }) => {
  await page.goto("/");
  await waitForAppStart(page);
  await expect(page.getByRole("button", { name: "Use my location" })).toBeEnabled();
});

test.describe("on a touch screen, over a slow network", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 780 } });

  test("a touch before the app's first script has arrived still starts the app once it does", async ({ page }) => {
    // The entry script is held back until the visitor has touched the page.
    let release = () => undefined as void;
    const touched = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await touched;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).tap();
    release();
    await waitForAppStart(page);
  });
});
