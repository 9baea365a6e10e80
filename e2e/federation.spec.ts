import { expect, test, type Page } from "@playwright/test";

test.describe("runtime federation", () => {
  // Requests a service worker answers never reach page.route(); these tests are about federation.
  test.use({ serviceWorkers: "block" });

  test("serves /emergency from the directory remote named in /remotes.json", async ({ page, request }) => {
    const manifest = (await (await request.get("/remotes.json")).json()) as { remotes: { name: string; entry: string; routes: { path: string }[] }[] };
    const directory = manifest.remotes.find((r) => r.name === "mfe_directory")!;
    expect(directory.routes.map((r) => r.path)).toContain("/emergency");

    const entryLoaded = page.waitForRequest((r) => r.url().endsWith(directory.entry));
    await page.goto("/emergency");
    await entryLoaded;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toHaveAttribute("href", "tel:193");
  });

  test("shows the 404 page for an unknown route, inside the normal chrome", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "GhanaHealth home" })).toBeVisible();
  });

  test("follows a remote's redirect from the route table", async ({ page }) => {
    await page.goto("/provider/register");
    await expect(page).toHaveURL(/\/register-provider$/);
    await expect(page.getByRole("heading", { level: 1, name: "Join as a Healthcare Provider" })).toBeVisible();
  });

  test("ranks the static /provider/dashboard above the dynamic /provider/:id", async ({ page }) => {
    // Were it matched as /provider/:id, this would render a profile for the id "dashboard".
    await page.goto("/provider/dashboard");
    await expect(page).toHaveURL(/\/auth\?next=%2Fprovider%2Fdashboard$/);
    await expect(page.getByText("Provider Not Found")).toHaveCount(0);
  });

  test("keeps the app working when one remote is down, then recovers on Retry", async ({ page }) => {
    await page.route("**/mfe/directory/remoteEntry.js*", (route) => route.abort("connectionrefused"));
    await page.goto("/search");

    await expect(page.getByRole("link", { name: "GhanaHealth home" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "This section is temporarily unavailable" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getUTCFullYear()}`);

    await page.unroute("**/mfe/directory/remoteEntry.js*");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("search", { name: "Find Healthcare Providers" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "This section is temporarily unavailable" })).toHaveCount(0);
  });

  test("a prerendered page whose remote cannot be downloaded stays as it is: the emergency call buttons keep working", async ({ page }) => {
    await page.route("**/mfe/directory/remoteEntry.js*", (route) => route.abort("connectionrefused"));
    const remoteFailed = page.waitForEvent("requestfailed", (request) => request.url().includes("/mfe/directory/remoteEntry.js"));
    await page.goto("/emergency");
    // A tap starts the app at once (start-schedule.ts); it then finds the page's code unavailable.
    await page.getByRole("heading", { level: 1 }).click();
    await remoteFailed;
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "This section is temporarily unavailable" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Call 193 Now/ })).toHaveAttribute("href", "tel:193");
  });

  test("lets other areas load while one remote is down", async ({ page }) => {
    await page.route("**/mfe/directory/remoteEntry.js*", (route) => route.abort("connectionrefused"));
    await page.goto("/register-provider");
    await expect(page.getByRole("heading", { level: 1, name: "Join as a Healthcare Provider" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Emergency" }).click();
    await expect(page.getByRole("heading", { name: "This section is temporarily unavailable" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "For Providers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Join as a Healthcare Provider" })).toBeVisible();
  });

  test.describe("the bundler runtime a remote borrows from the shell", () => {
    /** URLs of remote chunks holding a bundler runtime of their own (its init names "tree-shake-plugin"). */
    function ownBundlerRuntimes(page: Page): string[] {
      const urls: string[] = [];
      page.on("response", async (response) => {
        if (/\/mfe\/.*\.js$/.test(new URL(response.url()).pathname) && (await response.text()).includes("tree-shake-plugin")) urls.push(response.url());
      });
      return urls;
    }

    async function searchThenRegister(page: Page) {
      await page.goto("/search?location=Kumassi");
      await expect(page.getByText("Did you mean Kumasi?")).toBeVisible();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "For Providers" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Join as a Healthcare Provider" })).toBeVisible();
    }

    test("is borrowed from a shell built with the same one: no remote fetches its own", async ({ page }) => {
      const own = ownBundlerRuntimes(page);
      await searchThenRegister(page);
      await page.waitForLoadState("networkidle");
      expect(own).toEqual([]);
    });

    test("is not borrowed from a shell built with another one: each remote fetches its own and works", async ({ page }) => {
      // The shell publishes its bundler runtime as it starts; here it names another version, as a shell
      // built with another rspack or federation release would.
      await page.addInitScript(() => {
        let published: unknown;
        Object.defineProperty(globalThis, "__GH_FEDERATION_BUNDLER_RUNTIME__", {
          get: () => published,
          set: (runtime: object) => (published = { ...runtime, version: "0.0.0/0.0.0" }),
        });
      });
      const own = ownBundlerRuntimes(page);
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await searchThenRegister(page);
      expect(errors).toEqual([]);
      await expect.poll(() => own.map((url) => new URL(url).pathname.split("/")[2]).sort()).toEqual(["directory", "provider"]);
    });
  });
});
