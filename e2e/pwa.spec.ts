/**
 * The installable app (README.md#install-as-an-app): the web app manifest and its icons, the install banner, the service
 * worker's offline pages, a new build picked up on reload, nothing signed-in kept in its caches, and
 * the footer's Data saver switch.
 */
import { translation } from "./support/languages";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { registerProvider } from "./support/providers";
import { scrollToFeaturedProviders, waitForAppStart } from "./support/landing";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What a Chromium browser hands the page when it is ready to install the app. */
async function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => {
        const counter = window as unknown as { promptsShown?: number };
        counter.promptsShown = (counter.promptsShown ?? 0) + 1;
        return Promise.resolve({ outcome: "accepted" });
      },
    });
    window.dispatchEvent(offer);
    // The app's listener cancels the browser's own infobar: true once the app is listening.
    return offer.defaultPrevented;
  });
}

/** Offers the install until the app (which may start after the first screen) is listening. */
async function offerInstallOnceListening(page: Page): Promise<void> {
  await expect.poll(() => offerInstall(page), { timeout: 15_000 }).toBe(true);
}

const banner = (page: Page) => page.getByRole("complementary", { name: "Install GhanaHealth" });

/** Every URL held by the page's Cache Storage, across all caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });
}

/** Waits until /sw.js controls the page and has precached the offline page. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match("/offline.en-GH"))), { timeout: 15_000 })
    .toBe(true);
}

test.describe("the web app manifest", () => {
  test("names the app, starts standalone at / and offers Search, Emergency and My Appointments", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: "GhanaHealth", short_name: "GhanaHealth", start_url: "/", display: "standalone", theme_color: "#006b3f" });
    expect(manifest.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url])).toEqual([
      ["Search", "/search"],
      ["Emergency", "/emergency"],
      ["My Appointments", "/my-appointments"],
    ]);
  });

  test("serves 192 and 512 px PNG icons and a maskable one, each the size it claims", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    const pngIcons = (manifest.icons as ManifestIcon[]).filter((icon) => icon.type === "image/png");
    expect(pngIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(pngIcons.some((icon) => icon.purpose?.split(" ").includes("maskable"))).toBe(true);
    for (const icon of pngIcons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"], icon.src).toBe("image/png");
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});

test.describe("the install banner", () => {
  test("appears only when the browser offers to install; Install opens the browser's prompt and hides it", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await offerInstallOnceListening(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText("faster access to healthcare providers");
    await banner(page).getByRole("button", { name: "Install" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { promptsShown?: number }).promptsShown)).toBe(1);
  });

  test("dismissed, it stays away for 24 hours, then comes back", async ({ page }) => {
    const start = new Date("2026-03-02T09:00:00Z").getTime();
    await page.clock.install({ time: start });
    await page.goto("/search");
    await offerInstallOnceListening(page);
    await banner(page).getByRole("button", { name: "Dismiss" }).click();
    await expect(banner(page)).toHaveCount(0);

    // 23 hours later, even after a reload, the offer is not repeated.
    await page.reload();
    await page.clock.setSystemTime(start + 23 * 60 * 60 * 1000);
    await offerInstallOnceListening(page);
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toHaveCount(0);

    // The dismissal was a few seconds after `start`: a minute past 24 hours from it.
    await page.clock.setSystemTime(start + 24 * 60 * 60 * 1000 + 60_000);
    await offerInstallOnceListening(page);
    await expect(banner(page)).toBeVisible();
  });

  test("is never drawn over the emergency page's call buttons", async ({ page }) => {
    await page.goto("/search");
    await offerInstallOnceListening(page);
    await expect(banner(page)).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: "Emergency", exact: true }).first().click();
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe("the install banner on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("covers nothing: the first result's Book Appointment can be pressed wherever it is on the screen", async ({ page }) => {
    await page.goto("/search?location=Greater+Accra");
    const book = page.getByRole("main").getByRole("article").first().getByRole("button", { name: /Book Appointment/ });
    await expect(book).toBeVisible();
    await offerInstallOnceListening(page);
    await expect(banner(page)).toBeVisible();
    // The button at the foot of the screen, where a fixed banner would sit: still the thing a tap reaches.
    await book.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 4));
    const reached = await book.evaluate((button) => {
      const { left, width, top, height } = button.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return Boolean(hit && button.contains(hit));
    });
    expect(reached).toBe(true);
    await book.click({ trial: true });
  });

  test("an iPhone, which never offers to install, is told how: Share, then Add to Home Screen; Dismiss hides it", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    });
    const page = await context.newPage();
    await page.goto("/search");
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    await expect(banner(page)).toContainText("Tap Share, then Add to Home Screen.");
    await expect(banner(page).getByRole("button", { name: "Install" })).toHaveCount(0);
    await banner(page).getByRole("button", { name: "Dismiss" }).click();
    await expect(banner(page)).toHaveCount(0);
    // Dismissed: not shown again on the next visit (for 24 hours).
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });
});

test.describe("offline, after one visit", () => {
  test("the landing, a visited provider profile and the emergency page open; a page never visited says you are offline", async ({ browser, request }) => {
    const featured = (await (await request.get("/api/providers/featured")).json()) as { id: number; user: { lastName: string } }[];
    const { id: providerId, user } = featured[0]!;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    await scrollToFeaturedProviders(page);
    await serviceWorkerReady(page);
    await page.goto(`/provider/${providerId}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(user.lastName);
    await page.waitForLoadState("networkidle");
    await page.goto("/emergency");
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toBeVisible();

    await context.setOffline(true);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Find trusted healthcare providers across Ghana" })).toBeVisible();
    await page.goto(`/provider/${providerId}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(user.lastName);
    await page.goto("/emergency");
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toHaveAttribute("href", "tel:193");

    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "GhanaHealth home" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the emergency page" }).click();
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toHaveAttribute("href", "tel:193");
    await context.close();
  });
});

test.describe("offline, in the visitor's language", () => {
  test("a page never visited says you are offline in Ewe, the visitor's choice, with the numbers as always", async ({ browser }) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: "gh_lang", value: "ee", url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    await page.goto("/");
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1, name: translation("ee", "You are offline") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ee");
    await expect(page.locator('a[href="tel:112"]')).toHaveText("112");
    await context.close();
  });
});

test.describe("offline, reloading the landing", () => {
  test("shows the landing the phone holds, with no spinner, and does not keep asking who is signed in", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/emergency");
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toBeVisible();
    await page.goto("/");
    await serviceWorkerReady(page);
    await page.waitForLoadState("networkidle");

    await context.setOffline(true);
    const userAsks: string[] = [];
    context.on("request", (requested) => {
      if (new URL(requested.url()).pathname === "/api/user") userAsks.push(requested.url());
    });
    await page.reload();
    await waitForAppStart(page);
    await expect(page.getByRole("heading", { level: 1, name: "Find trusted healthcare providers across Ghana" })).toBeVisible();
    // Ten seconds on the page: "Loading..." is gone, and the current user was asked a handful of times, not thousands.
    await page.waitForTimeout(10_000);
    await expect(page.getByText("Loading...")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Find trusted healthcare providers across Ghana" })).toBeVisible();
    // The first ask and at most six retries, each after a longer wait (before: about 500 in 10 s).
    expect(userAsks.length).toBeLessThanOrEqual(7);
    await context.close();
  });
});

test.describe("a new build", () => {
  test("a new /remotes.json is used on the next load: the new entry is downloaded and the old one dropped", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    await scrollToFeaturedProviders(page);
    await serviceWorkerReady(page);
    await page.reload();
    await scrollToFeaturedProviders(page);
    const manifest = (await (await page.request.get("/remotes.json")).json()) as { remotes: { name: string; entry: string }[] };
    const oldEntry = manifest.remotes.find((remote) => remote.name === "mfe_directory")!.entry;
    await expect.poll(async () => (await cachedUrls(page)).includes(oldEntry)).toBe(true);

    // The directory is rebuilt: the route table names a new entry (same files, a new version).
    const newEntry = oldEntry.replace(/\?v=.*/, "?v=rebuilt");
    await routeNewRemotesTable(context, oldEntry, newEntry);
    const fetched: string[] = [];
    context.on("request", (requested) => fetched.push(new URL(requested.url()).pathname + new URL(requested.url()).search));
    await page.reload();
    await scrollToFeaturedProviders(page);
    expect(fetched).toContain(newEntry);
    await expect.poll(async () => (await cachedUrls(page)).includes(oldEntry)).toBe(false);
    expect(await cachedUrls(page)).toContain(newEntry);
    await context.close();
  });
});

/** Answers /remotes.json (for the page and its service worker) with `oldEntry` replaced. */
async function routeNewRemotesTable(context: BrowserContext, oldEntry: string, newEntry: string): Promise<void> {
  await context.route("**/remotes.json", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(oldEntry, newEntry) });
  });
}

test.describe("the service worker's caches", () => {
  test("never hold a signed-in answer: user, appointments, payments or dashboards", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const provider = await registerProvider(page.request);
    await page.goto("/");
    await serviceWorkerReady(page);
    await page.goto("/my-appointments");
    await page.waitForLoadState("networkidle");
    await page.goto("/provider/dashboard");
    await page.waitForLoadState("networkidle");
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await page.waitForLoadState("networkidle");

    const apiUrls = (await cachedUrls(page)).filter((url) => url.startsWith("/api/"));
    // Public reads are kept (so the check below is not vacuous)…
    expect(apiUrls).toContain(`/api/providers/${provider.id}`);
    // …and nothing else from the API.
    for (const url of apiUrls) {
      expect(url).toMatch(/^\/api\/(?:specialties(?:\/[\w-]+)?|providers\/featured|providers\/\d+|providers\/\d+\/reviews)(?:\?.*)?$/);
    }
    // Offline, the current user is not answered from anywhere.
    await context.setOffline(true);
    const userOffline = await page.evaluate(() => fetch("/api/user").then((response) => response.status, () => "network error"));
    expect(userOffline).toBe("network error");
    await context.close();
  });
});

test.describe("data saver", () => {
  test("the footer's switch keeps provider photos from loading and shows initials", async ({ page }) => {
    // A 1×1 PNG as the provider's profile picture.
    const photo = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=";
    const provider = await registerProvider(page.request, { profileImage: photo });
    await page.context().clearCookies();
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await expect(page.locator("img.directory-photo").first()).toBeVisible();

    const saver = page.getByRole("switch", { name: "Data saver" });
    await saver.scrollIntoViewIfNeeded();
    await saver.check();
    await expect(page.locator("img.directory-photo")).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "gh_data_saver")?.value).toBe("1");

    // Kept across visits, and no photo is requested at all.
    const photoRequests: string[] = [];
    page.on("request", (requested) => {
      if (requested.resourceType() === "image" && requested.url().includes("/api/images/")) photoRequests.push(requested.url());
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("img.directory-photo")).toHaveCount(0);
    expect(photoRequests).toEqual([]);
    await expect(page.getByRole("switch", { name: "Data saver" })).toBeChecked();
  });
});
