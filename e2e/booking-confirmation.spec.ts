/**
 * The booking dialog on a 360 px phone (docs/product-rules.md#accessibility): a field's error shows above the Proceed bar, the test
 * checkout is usable by keyboard alone, and a paid booking ends on a confirmation screen (provider,
 * date, time, fee, reference, status, Add to calendar, My Appointments) rather than only a toast.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { clock, freeSlots, longDate, signInAs, type FreeSlot } from "./support/booking";
import { toast } from "./support/toast";

test.use({ viewport: { width: 360, height: 740 } });

interface BookableProvider {
  id: number;
  consultationFee: string;
}

/** A seeded dentist (no other booking test books dentists, so their times stay free). */
async function dentist(request: APIRequestContext, index = 0): Promise<BookableProvider> {
  const answer = await request.get("/api/providers/search?specialty=dentist");
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as BookableProvider[] | { providers: BookableProvider[] };
  const providers = Array.isArray(body) ? body : body.providers;
  expect(providers.length).toBeGreaterThan(index);
  return providers[index]!;
}

/** Opens the provider's profile and the booking dialog from its Book button; returns the dialog and the provider's name. */
async function openBooking(page: Page, providerId: number, { keyboard = false } = {}): Promise<{ dialog: Locator; provider: string }> {
  await page.goto(`/provider/${providerId}`);
  const provider = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const book = page.getByRole("button", { name: "Book Appointment" });
  if (keyboard) {
    await book.focus();
    await page.keyboard.press("Enter");
  } else {
    await book.click();
  }
  const dialog = page.getByRole("dialog", { name: "Book Appointment" });
  await expect(dialog).toBeVisible();
  return { dialog, provider };
}

/** The accessible name of whatever has focus. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return (active?.getAttribute("aria-label") ?? active?.textContent ?? "").replace(/\s+/g, " ").trim();
  });
}

/** Presses `key` until the focused element is named `name` (at most `limit` presses). */
async function pressUntilFocused(page: Page, key: string, name: string, limit = 40) {
  for (let presses = 0; presses < limit && (await focusedName(page)) !== name; presses++) await page.keyboard.press(key);
  expect(await focusedName(page)).toBe(name);
}

/** Picks the slot with the keyboard: arrows through the calendar from its first free day, Enter, then Tab into the times. */
async function chooseSlotByKeyboard(page: Page, dialog: Locator, slot: FreeSlot) {
  await expect(dialog.getByRole("grid")).toBeVisible();
  await pressUntilFocused(page, "ArrowRight", longDate(slot.date));
  await page.keyboard.press("Enter");
  const time = dialog.getByRole("radio", { name: clock(slot.time), exact: true });
  await expect(time).toBeEnabled();
  await pressUntilFocused(page, "Tab", await firstFocusableTime(dialog), 5);
  await pressUntilFocused(page, "ArrowRight", clock(slot.time), 12);
  await page.keyboard.press("Space");
  await expect(time).toHaveAttribute("aria-checked", "true");
}

/** The time that holds the group's one Tab stop. */
async function firstFocusableTime(dialog: Locator): Promise<string> {
  return (await dialog.locator('[role="radiogroup"] [tabindex="0"]').textContent())!.replace(/\s+/g, " ").trim();
}

test("an invalid phone number's error shows in full above the Proceed to Payment bar", async ({ page }) => {
  await signInAs(page);
  const { id } = await dentist(page.request);
  const [slot] = await freeSlots(page.request, id, 1);
  const { dialog } = await openBooking(page, id);
  await dialog.getByRole("button", { name: longDate(slot!.date), exact: true }).click();
  await dialog.getByRole("radio", { name: clock(slot!.time), exact: true }).click();
  // The patient has typed the number with the field just above the bar, as on a short phone screen.
  const phone = dialog.getByLabel("Phone Number");
  await phone.fill("12345");
  await phone.evaluate((input) => input.scrollIntoView({ block: "end" }));

  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
  const error = dialog.getByText("Enter a Ghana phone number, e.g. +233 24 123 4567");
  await expect(phone).toBeFocused();
  await expect(error).toBeVisible();
  const bar = dialog.locator(".ui-dialog__footer");
  const body = dialog.locator(".ui-dialog__body");
  // The error sits wholly inside the scrolling area, above the bar (scrolling may still be settling).
  await expect
    .poll(async () => {
      const [errorBox, barBox, bodyBox] = await Promise.all([error.boundingBox(), bar.boundingBox(), body.boundingBox()]);
      return errorBox!.y >= bodyBox!.y && errorBox!.y + errorBox!.height <= barBox!.y;
    })
    .toBe(true);
  await expect(error).toBeInViewport({ ratio: 1 });
});

test("keyboard only: books, pays in the test checkout, lands on the confirmation, adds it to the calendar and opens My Appointments", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page);
  const { id, consultationFee } = await dentist(page.request, 1);
  const [slot] = await freeSlots(page.request, id, 1);
  const { dialog, provider } = await openBooking(page, id, { keyboard: true });

  await chooseSlotByKeyboard(page, dialog, slot!);
  // Tab on through the details (filled in from the account) to Proceed to Payment.
  await pressUntilFocused(page, "Tab", "Proceed to Payment", 15);
  await page.keyboard.press("Enter");

  const checkout = dialog.getByRole("region", { name: "Test checkout" });
  await expect(dialog.getByRole("heading", { name: "Test checkout" })).toBeFocused();
  expect(await axeViolations(page, "dialog[open]")).toEqual([]);
  // The payment methods: one Tab stop, arrows change the choice.
  await page.keyboard.press("Tab");
  await expect(checkout.getByRole("radio", { name: "MTN Mobile Money" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(checkout.getByRole("radio", { name: "AirtelTigo Money" })).toBeChecked();
  // Every method is a large tap target with its name on one line beside the radio.
  for (const method of await checkout.locator(".checkout-sandbox__channel").all()) {
    const box = (await method.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const name = method.locator("span").first();
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await name.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  }
  // An AirtelTigo wallet needs an AirtelTigo number: the next field, after the methods.
  await page.keyboard.press("Tab");
  await expect(checkout.getByLabel("Mobile money number")).toBeFocused();
  await checkout.getByLabel("Mobile money number").fill("027 123 4567");
  await pressUntilFocused(page, "Tab", "Approve payment", 4);
  await page.keyboard.press("Enter");

  const heading = dialog.getByRole("heading", { name: "Booking received" });
  await expect(heading).toBeFocused();
  await expect(toast(page).getByText("Payment Successful!", { exact: true })).toBeVisible();
  const confirmation = dialog.getByRole("region", { name: "Booking received" });
  const row = (term: string) => confirmation.locator("dl > div").filter({ has: page.locator("dt", { hasText: term }) }).locator("dd");
  await expect(row("Provider")).toHaveText(provider);
  await expect(row("Date")).toHaveText(longDate(slot!.date));
  await expect(row("Time")).toHaveText(clock(slot!.time));
  await expect(row("Fee paid")).toHaveText(`₵${Number(consultationFee).toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await expect(row("Payment reference")).toHaveText(/^apt_\d+_\d+$/);
  await expect(row("Status")).toHaveText("Awaiting the provider's confirmation");
  // The toast agrees: booked, not "confirmed" before the provider confirms.
  await expect(toast(page)).not.toContainText(/confirmed/i);
  expect(await axeViolations(page, "dialog[open]")).toEqual([]);

  // Add to calendar downloads an .ics starting at the slot.
  await pressUntilFocused(page, "Tab", "Add to calendar", 3);
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`appointment-${slot!.date}.ics`);
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`\r\nDTSTART:${slot!.date.replace(/-/g, "")}T${slot!.time.replace(":", "")}00Z\r\n`);

  // My Appointments shows the booking, paid and awaiting confirmation.
  await pressUntilFocused(page, "Tab", "Go to My Appointments", 3);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-appointments$/);
  await expect(dialog).toBeHidden();
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: provider }) })
    .filter({ hasText: longDate(slot!.date) })
    .filter({ hasText: clock(slot!.time) });
  await expect(card).toContainText("Awaiting Confirmation");
  await expect(card).toContainText("Paid");
});
