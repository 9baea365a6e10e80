/**
 * Every language, as its speakers meet it (docs/architecture.md#languages): the first screen comes in
 * the browser's language before any JavaScript, the app keeps it, the switch changes every text without
 * a reload, and each language's journey reaches the booking dialog with no accessibility violation.
 */
import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES, type Language } from "../packages/contracts/src/languages";
import { axeViolations } from "./support/axe";
import { chooseSlotInLanguage, DEMO_PATIENT, freeSlots, signInAs } from "./support/booking";
import { waitForAppStart } from "./support/landing";
import { translation } from "./support/languages";
import { DEMO_PROVIDER } from "./support/providers";

const HERO = "Find trusted healthcare providers across Ghana";

test.describe("a browser that asks for Twi", () => {
  test.use({ locale: "ak-GH" });

  test("gets the landing prerendered in Twi, readable without JavaScript, with the other languages named in the head", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "ak-GH" });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response!.headers()["content-language"]).toBe("ak");
    await expect(page.locator("html")).toHaveAttribute("lang", "ak");
    await expect(page).toHaveTitle(translation("ak", "GhanaHealth: find and book healthcare providers in Ghana"));
    await expect(page.getByRole("heading", { level: 1, name: translation("ak", HERO) })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: translation("ak", "Find Doctors") })).toBeVisible();
    // Emergency numbers never depend on the language.
    await expect(page.locator('a[href="tel:193"]').first()).toBeVisible();
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(alternates).toEqual([...LANGUAGES.map(({ tag }) => tag), "x-default"]);
    await context.close();
  });

  test("switching to English changes every text on the page without a reload, and the choice is kept", async ({ page, context }) => {
    await page.goto("/");
    await waitForAppStart(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation("ak", HERO));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO);
    await expect(page.getByRole("banner").getByRole("link", { name: "Find Doctors" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GH");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect((await context.cookies()).find((cookie) => cookie.name === "gh_lang")?.value).toBe("en-GH");

    // The next page the Worker serves is English too, whatever the browser asks for.
    await page.goto("/emergency");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GH");
  });
});

test("a language chosen without JavaScript (?lang=) is kept and the page comes in it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/emergency?lang=ha");
  expect(new URL(page.url()).search).toBe("");
  await expect(page.locator("html")).toHaveAttribute("lang", "ha");
  await expect(page.getByRole("link", { name: /193/ }).first()).toHaveAttribute("href", "tel:193");
  await context.close();
});

/** Each language's journey: search, a provider's profile, the booking dialog; axe on each. */
async function journeyToBookingDialog(page: Page, language: Language) {
  const say = (english: string) => translation(language, english);
  await page.goto("/search?specialty=cardiology");
  await waitForAppStart(page);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1, name: say("Search Results") })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/provider/${DEMO_PROVIDER.id}`);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_PROVIDER.name })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: say("Book Appointment") }).first().click();
  const dialog = page.getByRole("dialog", { name: say("Book Appointment") });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, "dialog[open]")).toEqual([]);
}

for (const { tag } of LANGUAGES) {
  test(`in ${tag}: a signed-in patient searches and opens the booking dialog, every screen accessible`, async ({ page, context }) => {
    await context.addCookies([{ name: "gh_lang", value: tag, url: test.info().project.use.baseURL! }]);
    await signInAs(page);
    await journeyToBookingDialog(page, tag);
  });
}

/** The words of a message before its first placeholder: what a sent text in that language begins with. */
const opening = (language: Language, english: string) => translation(language, english).split("{")[0]!;

test.describe("a patient who reads Twi", () => {
  // The demo patient's account keeps the language it is given here: every later test signs in as them in English.
  test.afterEach(async ({ page }) => {
    expect((await page.request.put("/api/account/language", { data: { language: "en-GH" } })).status()).toBe(200);
  });

  test("searches, books and pays in Twi: the confirmation e-mail and SMS are in Twi, and their account keeps the choice", async ({ page, context, browser }) => {
    await context.addCookies([{ name: "gh_lang", value: "ak", url: test.info().project.use.baseURL! }]);
    const say = (english: string) => translation("ak", english);
    // Searches from the landing's form, then signs in and books and pays in the dialog, every label in Twi.
    await page.goto("/");
    await waitForAppStart(page);
    const form = page.getByRole("search");
    await form.getByLabel(say("Specialty")).selectOption({ label: say("General Practice") });
    await form.getByLabel(say("Location")).fill("Accra");
    await form.getByRole("button", { name: say("Search Providers") }).click();
    await expect(page.getByRole("heading", { level: 1, name: say("Search Results") })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();

    await signInAs(page);
    // The footer's switch, signed in: the account keeps Twi too.
    await page.goto("/");
    await waitForAppStart(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GH");
    await page.getByRole("contentinfo").getByRole("link", { name: "Twi" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ak");
    await expect.poll(async () => (await (await page.request.get("/api/user/export")).json()).language ?? null).toBe("ak");

    const [slot] = await freeSlots(page.request, DEMO_PROVIDER.id, 1);
    await page.goto(`/provider/${DEMO_PROVIDER.id}`);
    await page.getByRole("button", { name: say("Book Appointment") }).first().click();
    const dialog = page.getByRole("dialog", { name: say("Book Appointment") });
    await chooseSlotInLanguage(dialog, slot!, say);
    await dialog.getByLabel(say("Reason for Visit (optional)")).fill("Kɔn mu yaw");
    await dialog.getByRole("button", { name: say("Proceed to Payment") }).click();
    await expect(dialog.getByRole("heading", { name: say("Test checkout") })).toBeVisible();
    await dialog.getByRole("radio").first().check();
    await dialog.getByRole("button", { name: say("Approve payment") }).click();
    await expect(dialog.getByRole("heading", { name: say("Booking received") })).toBeFocused();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);

    const sent = async (to: string) => (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string | null; body: string }[];
    await expect.poll(async () => (await sent(DEMO_PATIENT.email))[0]?.subject ?? "").toContain(opening("ak", "Appointment booked with {name}"));
    expect((await sent(DEMO_PATIENT.email))[0]!.body).toContain(translation("ak", "Hello {name},").replace("{name}", "Ama Owusu"));
    await expect.poll(async () => (await sent("+233241234567"))[0]?.body ?? "").toContain(opening("ak", "GhanaHealth: booked with {name}, {when}, {place}. Paid {fee}."));

    // Signing in on another phone brings the choice back.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAs(otherPage);
    expect((await other.cookies()).find((cookie) => cookie.name === "gh_lang")?.value).toBe("ak");
    await other.close();
  });
});
