/**
 * Phones as small as 320 px (docs/product-rules.md#accessibility): every page, the booking dialog, My Appointments and the
 * provider and admin pages fit a 320 × 640 screen with no clipped, spilling or overlapping text and
 * no sideways scrolling (a wide table may scroll inside its own box). Each step records its
 * offenders and the test lists them all at the end, so one run shows everything to fix. Each walk
 * runs in English and in the pseudo-language (English accented and 40% longer, what Twi or Hausa
 * may need; docs/architecture.md#languages), so a layout too tight for a longer language shows here.
 */
import { expect, test, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import { chooseSlot, chooseSlotInLanguage, DEMO_PATIENT, freeSlots, signInAs } from "./support/booking";
import { expectToFit } from "./support/overflow";
import { DEMO_ADMIN, DEMO_PROVIDER, registerProvider, signInAsProviderByApi } from "./support/providers";
import { scrollToFeaturedProviders } from "./support/landing";
import { translation } from "./support/languages";

// Not a phone emulation: with isMobile Chromium zooms a too-wide page out to fit, hiding the overflow.
test.use({ viewport: { width: 320, height: 640 } });

/** Opens a page and waits for its heading and its data before measuring. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Measures the page now; a failure is recorded and the walk goes on to the next page. */
async function fits(page: Page, where: string) {
  await test.step(where, async () => {
    await expect.soft(async () => expectToFit(page, where)).toPass({ timeout: 2_000 });
  });
}

/**
 * The demo provider's session, signed in once for both walks: each sign-in e-mails a code, and the
 * server allows five codes an hour per account, which the other provider tests need too.
 */
let providerSession: Cookie | undefined;
async function signInAsDemoProviderOnce(page: Page) {
  if (providerSession) return page.context().addCookies([providerSession]);
  await signInAsProviderByApi(page);
  providerSession = (await page.context().cookies()).find((cookie) => cookie.name === "gh_session");
}

for (const language of ["en-GH", "en-XA"] as const) {
  const say = (english: string) => translation(language, english);

  test.describe(`on a 320 px phone, in ${language}`, () => {
    // Signing in brings the account's own language back (a cookie), so each walk chooses its language again after it.
    const chooseLanguage = (context: BrowserContext) => context.addCookies([{ name: "gh_lang", value: language, url: test.info().project.use.baseURL! }]);
    test.beforeEach(async ({ context }) => {
      await chooseLanguage(context);
    });

    test("the public pages fit", async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto("/");
      // The first screen is prerendered; measure once the app runs and the sections below have loaded.
      await scrollToFeaturedProviders(page, say("Featured Providers"));
      await fits(page, "the landing page");
      await page.getByRole("button", { name: say("Open menu") }).click();
      await expect(page.getByRole("navigation", { name: say("Mobile") })).toBeVisible();
      await fits(page, "the landing page with the menu open");

      await open(page, "/search?specialty=cardiology&location=Kumasi");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      await fits(page, "search results");

      await open(page, `/provider/${DEMO_PROVIDER.id}`);
      await expect(page.getByRole("heading", { level: 1, name: DEMO_PROVIDER.name })).toBeVisible();
      await fits(page, "the provider profile");
      // "Reviews (6)": the word, then the count (the pseudo-language's padding comes after the count).
      await page.getByRole("tab", { name: new RegExp(`^${say("Reviews").split(" ")[0]}`) }).click();
      await fits(page, "the provider profile's reviews");

      for (const [path, where] of [
        ["/emergency", "the emergency page"],
        ["/auth", "sign in"],
        ["/register-provider", "provider registration"],
        ["/help", "help"],
        ["/privacy", "the privacy policy"],
        ["/terms", "the terms"],
        ["/forgot-password", "forgotten password"],
        ["/no-such-page", "the not-found page"],
      ] as const) {
        await open(page, path);
        await fits(page, where);
      }
    });

    test("the booking dialog, its checkout, My Appointments and the patient's home fit", async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, DEMO_PATIENT);
      await chooseLanguage(page.context());
      const [slot] = await freeSlots(page.request, DEMO_PROVIDER.id, 1);

      await open(page, "/");
      await fits(page, "the patient's home");

      await open(page, `/provider/${DEMO_PROVIDER.id}`);
      await page.getByRole("button", { name: say("Book Appointment") }).click();
      const dialog = page.getByRole("dialog", { name: say("Book Appointment") });
      await expect(dialog.getByRole("grid")).toBeVisible();
      await fits(page, "the booking dialog");
      if (language === "en-GH") {
        await chooseSlot(dialog, slot!);
        await expect(dialog.getByText("Platform fee (10%)")).toBeVisible();
      } else {
        await chooseSlotInLanguage(dialog, slot!, say);
      }
      await fits(page, "the booking dialog with a day and time chosen");
      await dialog.getByRole("button", { name: say("Proceed to Payment") }).click();
      await expect(dialog.getByRole("heading", { name: say("Test checkout") })).toBeVisible();
      await fits(page, "the checkout");
      await dialog.getByRole("radio").first().check();
      await dialog.getByRole("button", { name: say("Approve payment") }).click();
      await expect(dialog.getByRole("heading", { name: say("Booking received") })).toBeVisible();
      await fits(page, "the booking confirmation");
      await dialog.getByRole("button", { name: say("Done") }).click();

      await open(page, "/my-appointments");
      await expect(page.getByRole("main").getByText(DEMO_PROVIDER.name).first()).toBeVisible();
      await fits(page, "My Appointments");
      await open(page, "/profile");
      await fits(page, "the patient's profile");
    });

    test("the provider dashboard, its tabs, edit profile and settings fit", async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsDemoProviderOnce(page);
      await chooseLanguage(page.context());
      await open(page, "/provider/dashboard");
      await fits(page, "the provider dashboard");
      for (const tab of ["Appointments", "Reviews", "Profile"]) {
        await page.getByRole("tab", { name: new RegExp(`^${say(tab)}`) }).click();
        await page.waitForLoadState("networkidle");
        await fits(page, `the provider dashboard's ${tab} tab`);
      }
      await open(page, "/provider/edit-profile");
      await fits(page, "edit profile");
      await open(page, "/provider/settings");
      await fits(page, "the provider's settings");
    });

    test("the admin pages fit", async ({ page, request }) => {
      test.setTimeout(90_000);
      // An audit entry with long before/after texts, whatever ran before: the audit tab's widest case.
      const provider = await registerProvider(request);
      await signInAs(page, DEMO_ADMIN);
      await chooseLanguage(page.context());
      const edit = await page.request.put(`/api/admin/providers/${provider.id}`, {
        data: { bio: "Sees families from across the municipality for check-ups, vaccinations and the care of long-term conditions such as diabetes." },
      });
      expect(edit.status()).toBe(200);
      for (const tab of ["users", "providers", "reviews", "appointments", "audit"]) {
        await open(page, `/admin?tab=${tab}`);
        await fits(page, `the Admin Dashboard's ${tab} tab`);
      }
      await open(page, "/admin/providers");
      await fits(page, "the admin's providers");
      // The verification queue (the seed leaves licences waiting, with long council names) and the NHIS reports.
      await open(page, "/admin/licences");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      await fits(page, "the licence queue");
      await open(page, "/admin/nhis-reports");
      await fits(page, "the NHIS reports");
      await open(page, "/revenue");
      await fits(page, "revenue");
    });
  });
}
