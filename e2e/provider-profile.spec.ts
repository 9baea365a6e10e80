/**
 * A provider keeps their profile current: edits the fee (the public profile and search show it),
 * changes the photo, blocks a day off (patients see no times that day), and deletes the profile
 * (signed out, profile gone). Each test registers its own provider through the API, so the seeded
 * demo data stays as it is.
 */
import { expect, test, type Locator } from "@playwright/test";
import { longDate, signInAs } from "./support/booking";
import { dayFirst } from "./support/dates";
import { toast } from "./support/toast";
import { axeViolations } from "./support/axe";
import { licensedProvider, registerProvider } from "./support/providers";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next Monday-to-Friday date after today (Ghana time is UTC), and the weekday after it. */
function nextWeekdays(count: number): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset++) {
    const date = new Date(Date.now() + offset * DAY_MS);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** Shows a day's times in the booking dialog's calendar (moving to the next month when needed). */
async function openDay(dialog: Locator, date: string) {
  const month = new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  await expect(dialog.getByRole("grid")).toBeVisible();
  for (let months = 0; months < 2 && !(await dialog.getByRole("grid", { name: month }).isVisible()); months++) {
    await dialog.getByRole("button", { name: "Next month" }).click();
  }
  await dialog.getByRole("button", { name: longDate(date), exact: true }).click();
}

test.describe("a provider editing their profile", () => {
  test("changes the fee: the public profile and search show the new fee", async ({ page }) => {
    const provider = await registerProvider(page.request);

    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await expect(page.getByText("₵200.00").first()).toBeVisible();

    // Into the form through the header, so the profile above stays in the app's cache.
    await page.getByRole("link", { name: "Edit Profile" }).first().click();
    await expect(page).toHaveURL(/\/provider\/edit-profile$/);
    const fee = page.getByLabel("Consultation fee (GHS)");
    await expect(fee).toHaveValue("200.00");
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    // The spec's message as it is typed, then a good value.
    await fee.fill("0");
    await expect(page.getByText("Consultation fee must be greater than 0")).toBeVisible();
    await fee.fill("275");
    await expect(page.getByText("Consultation fee must be greater than 0")).toBeHidden();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).getByText("Profile Updated", { exact: true })).toBeVisible();

    // Back to the cached profile: it was refreshed.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await expect(page.getByText("₵275.00").first()).toBeVisible();
    await expect(page.getByText("₵200.00")).toHaveCount(0);

    await page.goto("/search?specialty=radiology&location=Sunyani");
    const card = page.getByRole("article", { name: provider.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("₵275.00");
  });

  test("edits by id: a new photo is stored and shown on the public profile", async ({ page }) => {
    const provider = await registerProvider(page.request);
    await page.goto(`/provider/${provider.id}/edit`);
    await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue(provider.lastName);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    // A 1×1 PNG; the browser turns it into a small JPEG before upload.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
    await page.getByLabel("Upload a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect(page.locator("img.profile-photo__preview")).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
    await page.getByLabel("Years of experience").fill("10");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).getByText("Profile Updated", { exact: true })).toBeVisible();
    await expect(page.locator("img.profile-photo__preview")).toHaveAttribute("src", /^\/api\/images\//);

    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await expect(page.locator('main img[src^="/api/images/"]').first()).toBeVisible();
  });

  test("blocks the next weekday: the booking dialog offers no times that day", async ({ page }) => {
    const provider = await licensedProvider(page.request);
    const [dayOff, workingDay] = nextWeekdays(2) as [string, string];

    await page.goto("/provider/edit-profile");
    const timeOff = page.getByRole("region", { name: "Time Off" });
    await expect(timeOff.getByText("No time off planned.")).toBeVisible();
    await timeOff.getByLabel("From").fill(dayFirst(dayOff));
    await expect(timeOff.getByLabel("To")).toHaveValue(dayFirst(dayOff));
    await timeOff.getByLabel("Reason (optional)").fill("Radiology conference");
    await timeOff.getByRole("button", { name: "Add Time Off" }).click();
    await expect(toast(page).getByText("Time Off Added", { exact: true })).toBeVisible();
    await expect(timeOff.getByRole("listitem").filter({ hasText: longDate(dayOff) })).toContainText("Radiology conference");

    // The demo patient tries to book that day.
    await signInAs(page);
    await page.goto(`/provider/${provider.id}`);
    await page.getByRole("button", { name: "Book Appointment" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book Appointment" });
    await expect(dialog).toBeVisible();

    await openDay(dialog, workingDay);
    await expect(dialog.getByRole("radio", { name: "9:00 AM", exact: true })).toBeEnabled();

    await openDay(dialog, dayOff);
    await expect(dialog.getByText("No available times on this day")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^\d{1,2}:\d{2} [AP]M$/ })).toHaveCount(0);
  });

  test("deletes the profile: signed out, and the profile is gone", async ({ page }) => {
    const provider = await registerProvider(page.request);
    await page.goto("/provider/edit-profile");
    await expect(page.getByLabel("Consultation fee (GHS)")).toHaveValue("200.00");

    await page.getByRole("button", { name: "Delete Profile" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete your provider profile?" });
    await expect(confirm).toContainText("Payment records are kept");
    await confirm.getByRole("button", { name: "Delete Profile" }).click();

    await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(401);

    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { name: "Provider Not Found" })).toBeVisible();
  });
});
