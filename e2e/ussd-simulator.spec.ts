/**
 * The phone simulator at /dev/ussd (development builds): a first-time caller dials the USSD service
 * through the Hubtel callback, books a new provider's soonest time with the keypad, approves the
 * sandbox's MoMo prompt on the page and reads the confirmation SMS there. The e2e server leaves every
 * prompt to the person at the simulator (SANDBOX_CHARGE_DELAY_MS=manual, package.json "e2e:server").
 * The provider is registered for this test, so every one of their times is free and the seeded demo
 * data stays as it is.
 */
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { clock, longDate } from "./support/booking";
import { licensedProvider, uniqueSuffix } from "./support/providers";

/** A number of this run's own whose last digit, 7, makes the sandbox prompt and wait (edge-api/src/payments/sandbox-charge.ts). */
function promptingNumber(): string {
  return `024${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}7`;
}

/** The number a USSD screen gives the choice whose label matches ("3 Accra"), or null. */
function choiceNumber(screen: string, label: RegExp): string | null {
  for (const line of screen.split("\n")) {
    const choice = line.match(/^(\d+) (.+)$/);
    if (choice && label.test(choice[2]!)) return choice[1]!;
  }
  return null;
}

/** The phone on the page: its screen, and answering it with the keypad or by typing. */
function phone(page: Page) {
  const screen = page.getByRole("status", { name: "Phone screen" });
  const keypad = page.getByRole("group", { name: "Keypad" });
  const send = page.getByRole("button", { name: "Send", exact: true });

  /** Sends what is in the answer field and waits for the next screen. */
  async function sendAndWait(): Promise<string> {
    const before = await screen.innerText();
    await send.click();
    await expect(screen).not.toHaveText(before);
    return screen.innerText();
  }

  return {
    screen,
    /** Presses each key on the keypad, then Send. */
    async press(keys: string): Promise<string> {
      for (const key of keys) await keypad.getByRole("button", { name: key, exact: true }).click();
      return sendAndWait();
    },
    /** Types an answer in letters (a town's name) into the answer field, then Send. */
    async type(text: string): Promise<string> {
      await page.getByLabel("Your answer").fill(text);
      return sendAndWait();
    },
    /** Presses the number of the choice labelled `label`, paging with 98 (More) until it shows. */
    async choose(label: RegExp): Promise<string> {
      let shown = await screen.innerText();
      for (let more = 0; choiceNumber(shown, label) === null; more++) {
        if (more === 10 || choiceNumber(shown, /^More$/) === null) throw new Error(`no ${label} on the screen:\n${shown}`);
        shown = await this.press("98");
      }
      return this.press(choiceNumber(shown, label)!);
    },
  };
}

test("a caller dials *713#, books on the keypad, approves the MoMo prompt and reads the confirmation SMS", async ({ page, request }) => {
  test.setTimeout(90_000);
  const lastName = `Ansah-${uniqueSuffix().slice(-5)}`;
  // A radiologist in Sunyani (e2e/support/providers.ts), signed in on `request` to read their dashboard.
  await licensedProvider(request, { lastName });
  const providerName = `Dr. Efua ${lastName}`;
  const number = promptingNumber();

  await page.goto("/dev/ussd");
  await expect(page.getByRole("heading", { level: 1, name: "Phone simulator" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Caller's number").fill(number);
  await page.getByLabel("Network").selectOption({ label: "MTN" });

  const caller = phone(page);
  await page.getByRole("button", { name: "Dial *713#" }).click();
  await expect(caller.screen).toContainText("English");
  await caller.choose(/^English$/);
  await caller.choose(/^Book a doctor$/);
  await caller.choose(/^Radiology$/);
  // Not one of the five towns offered: typed by name.
  await caller.type("Sunyani");
  await caller.choose(new RegExp(`^${providerName.replace(/\./g, "\\.")}, GHS 200, `));
  await caller.press("1"); // the soonest day
  const confirm = await caller.press("1"); // its first free time
  expect(confirm).toContain(providerName);

  const end = await caller.choose(/^Pay with MoMo \d{3}x{4}\d{3}$/);
  expect(end).toMatch(/^Approve the MoMo prompt for GHS 200 on 024x{4}\d{2}7\. We will send an SMS\.$/);
  await expect(page.getByText("Call ended.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Dial again" })).toBeEnabled();

  // The prompt comes to the phone after the last screen: approve it there.
  const momo = page.getByRole("region", { name: "MoMo prompt" });
  const prompt = momo.getByRole("listitem").filter({ hasText: /^Pay GHS 200\.00 to GhanaHealth from 024x{4}\d{2}7\?/ });
  await expect(prompt).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await prompt.getByRole("button", { name: "Approve" }).click();
  await expect(momo.getByRole("status")).toHaveText("Approved: the booking is paid. Its SMS is on its way.");
  await expect(momo.getByRole("listitem")).toHaveCount(0);

  // The booking the provider now sees is the one the SMS confirms: provider, day, time and booking code.
  const dashboard = await request.get("/api/providers/dashboard");
  expect(dashboard.status()).toBe(200);
  const { items } = ((await dashboard.json()) as { appointments: { items: { bookingCode: string; date: string; time: string; patientPhone: string; paymentStatus: string }[] } }).appointments;
  expect(items).toHaveLength(1);
  const [booked] = items;
  expect(booked).toMatchObject({ patientPhone: `+233${number.slice(1)}`, paymentStatus: "completed" });

  const newestText = page.getByRole("region", { name: "SMS" }).getByRole("listitem").first();
  await expect(newestText).toContainText(`GhanaHealth: booked with ${providerName}, ${longDate(booked!.date)} at ${clock(booked!.time)}, Sunyani Teaching Hospital`);
  await expect(newestText).toContainText(`Paid GHS 200.00. Booking ${booked!.bookingCode}.`);
});
