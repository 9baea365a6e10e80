/**
 * Booking by keyboard alone on a 360 px phone (docs/product-rules.md#accessibility): a provider's days off are disabled in the
 * calendar and named under it, the times are one group (one Tab stop in, arrows between the free
 * times, one Tab out), and after a cancellation in My Appointments the focus is on the changed card.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { appointmentCard, bookAndPayVisit, clock, longDate, signInAs, type FreeSlot } from "./support/booking";
import { toast } from "./support/toast";

test.use({ viewport: { width: 360, height: 740 } });

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"] as const;
// Specialties the other booking tests leave alone, so their times stay free.
const SPECIALTIES = ["orthopedics", "gynecology", "psychiatry", "eye-care", "dermatology"];

interface SearchedProvider {
  id: number;
  workingHours: Record<string, string>;
}

interface FreeDay {
  date: string;
  /** The day's first two free times, "09:30": Tab lands on the first, ArrowRight on the second. */
  times: [string, string];
}

const dayOf = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A seeded provider who works Monday to Friday only, and a weekday of theirs with two free times. */
async function mondayToFridayProvider(request: APIRequestContext): Promise<{ id: number; day: FreeDay }> {
  for (const specialty of SPECIALTIES) {
    const answer = await request.get(`/api/providers/search?specialty=${specialty}`);
    expect(answer.status()).toBe(200);
    const { providers } = (await answer.json()) as { providers: SearchedProvider[] };
    const candidates = providers.filter(({ workingHours: hours }) => hours.saturday === "Closed" && WEEKDAYS.every((day) => hours[day] && hours[day] !== "Closed"));
    for (const provider of candidates) {
      for (let offset = 0; offset < 14; offset++) {
        const date = dayOf(offset);
        if (weekday(date) === 0 || weekday(date) === 6) continue;
        const { slots } = (await (await request.get(`/api/providers/${provider.id}/availability?date=${date}`)).json()) as { slots: { time: string; available: boolean }[] };
        const free = slots.filter((slot) => slot.available).map((slot) => slot.time);
        if (free.length >= 2) return { id: provider.id, day: { date, times: [free[0]!, free[1]!] } };
      }
    }
  }
  throw new Error("No seeded provider works Monday to Friday only with two free times in the next two weeks");
}

/** The accessible name of whatever has focus. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return (active?.getAttribute("aria-label") ?? active?.textContent ?? "").replace(/\s+/g, " ").trim();
  });
}

/** Arrows through the calendar (right for later days, left for earlier) until the day is focused. */
async function arrowToDay(page: Page, date: string) {
  for (let presses = 0; presses < 60 && (await focusedName(page)) !== longDate(date); presses++) {
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? "");
    await page.keyboard.press(focused < date ? "ArrowRight" : "ArrowLeft");
  }
  expect(await focusedName(page)).toBe(longDate(date));
}

const insideTimes = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]') !== null);

/** Opens the booking dialog from the profile's Book button with the keyboard; returns the dialog and the provider's name. */
async function openBookingByKeyboard(page: Page, providerId: number): Promise<{ dialog: Locator; provider: string }> {
  await page.goto(`/provider/${providerId}`);
  const provider = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: "Book Appointment" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Book Appointment" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("grid")).toBeVisible();
  return { dialog, provider };
}

test("a Monday-to-Friday provider's Saturday is disabled and named, and the times are one keyboard group", async ({ page }) => {
  await signInAs(page);
  const { id, day } = await mondayToFridayProvider(page.request);
  const { dialog, provider } = await openBookingByKeyboard(page, id);

  await expect(dialog.getByText(`${provider} does not see patients on Saturdays or Sundays. Past days cannot be booked.`)).toBeVisible();
  // The calendar opens on a working day, with the focus on it.
  expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);

  // The coming Saturday: reachable with the arrows, announced as disabled, and Enter does not choose it.
  const saturday = [0, 1, 2, 3, 4, 5, 6].map(dayOf).find((date) => weekday(date) === 6)!;
  await arrowToDay(page, saturday);
  const saturdayButton = dialog.getByRole("button", { name: longDate(saturday), exact: true });
  await expect(saturdayButton).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Choose a date to see the available times.")).toBeVisible();

  // A working day: Enter chooses it, and its times load.
  await arrowToDay(page, day.date);
  await page.keyboard.press("Enter");
  const [first, second] = day.times.map((time) => dialog.getByRole("radio", { name: clock(time), exact: true }));
  await expect(first!).toBeEnabled();
  await expect(dialog.getByRole("radiogroup", { name: "2. Choose a time" })).toBeVisible();

  // One Tab from the calendar enters the times at the first free one; ArrowRight moves to the next free one.
  await page.keyboard.press("Tab");
  await expect(first!).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(second!).toBeFocused();
  await expect(second!).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("Space");
  await expect(second!).toHaveAttribute("aria-checked", "true");
  await expect(first!).toHaveAttribute("aria-checked", "false");

  // One Tab leaves the group; Shift+Tab comes back to the chosen time.
  await page.keyboard.press("Tab");
  expect(await insideTimes(page)).toBe(false);
  await page.keyboard.press("Shift+Tab");
  await expect(second!).toBeFocused();

  expect(await axeViolations(page, "dialog[open]")).toEqual([]);
});

/** The contrast ratio of an element's text against its own background (WCAG 2.1 relative luminance). */
async function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const channels = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(node);
    const [lighter, darker] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (lighter! + 0.05) / (darker! + 0.05);
  });
}

test("a chosen day stays readable under the pointer (it was white on pale green)", async ({ page }) => {
  await signInAs(page);
  const { id, day } = await mondayToFridayProvider(page.request);
  const { dialog } = await openBookingByKeyboard(page, id);
  const chosen = dialog.getByRole("button", { name: longDate(day.date), exact: true });
  await arrowToDay(page, day.date);
  await page.keyboard.press("Enter");
  await expect(chosen).toHaveAttribute("aria-pressed", "true");
  // The pointer rests on the chosen day, as after a tap.
  await chosen.hover();
  expect(await textContrast(chosen)).toBeGreaterThanOrEqual(4.5);
  const time = dialog.getByRole("radio", { name: clock(day.times[0]), exact: true });
  await time.click();
  await time.hover();
  expect(await textContrast(time)).toBeGreaterThanOrEqual(4.5);
  expect(await axeViolations(page, "dialog[open]")).toEqual([]);
});

test("cancelling from My Appointments with the keyboard leaves the focus on the cancelled card", async ({ page }) => {
  await signInAs(page);
  const { id: providerId } = await mondayToFridayProvider(page.request);
  const { id } = await bookAndPayVisit(page.request, providerId, "Knee pain after a fall");
  const booked = ((await (await page.request.get("/api/appointments/my")).json()) as { id: number; appointmentDate: string; provider: { id: number } }[]).find(
    (appointment) => appointment.id === id,
  )!;
  const slot: FreeSlot = { date: booked.appointmentDate.slice(0, 10), time: booked.appointmentDate.slice(11, 16) };

  await page.goto(`/provider/${providerId}`);
  const provider = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.goto("/my-appointments");
  const card = appointmentCard(page, provider, slot);
  await expect(card).toContainText("Paid");

  await card.getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Cancel Appointment" });
  await expect(confirm.getByRole("button", { name: "Keep appointment" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Yes, cancel it" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(toast(page).getByText("Appointment Cancelled", { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText("Cancelled");
  await expect(card.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  // The focus is on the card (not lost to the page), named by its provider and new status, with a visible ring.
  await expect(card).toBeFocused();
  await expect(card).toHaveAccessibleName(`${provider} Cancelled`);
  expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
  expect(await axeViolations(page)).toEqual([]);
});
