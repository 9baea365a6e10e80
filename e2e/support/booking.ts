/** Steps the booking tests share: signing in, finding free slots, and picking a slot in the dialog. */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const DEMO_PATIENT = { email: "patient@demo.gh", password: "Patient#2025" } as const;

/** Signs the page's browser context in (the cookie lands in the context, as after the sign-in form). */
export async function signInAs(page: Page, account: { email: string; password: string } = DEMO_PATIENT) {
  const response = await page.request.post("/api/login", { data: account });
  expect(response.status()).toBe(200);
}

export interface FreeSlot {
  /** "2026-11-23" */
  date: string;
  /** "09:30" */
  time: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Instants the signed-in patient is already booked at (a patient cannot be in two places at once). */
async function busyInstants(request: APIRequestContext): Promise<Set<string>> {
  const response = await request.get("/api/appointments/my");
  if (!response.ok()) return new Set();
  const appointments = (await response.json()) as { appointmentDate: string; status: string }[];
  return new Set(appointments.filter((a) => a.status === "pending" || a.status === "confirmed").map((a) => a.appointmentDate));
}

/**
 * The provider's free slots over the next two weeks, soonest first, as the availability call reports
 * them, leaving out times the signed-in patient is already booked elsewhere.
 */
export async function freeSlots(request: APIRequestContext, providerId: number, count: number, { weekdaysOnly = false } = {}): Promise<FreeSlot[]> {
  const busy = await busyInstants(request);
  const slots: FreeSlot[] = [];
  for (let day = 0; day < 14 && slots.length < count; day++) {
    const date = new Date(Date.now() + day * DAY_MS).toISOString().slice(0, 10);
    // Monday to Friday when asked (Sundays never have slots).
    if (weekdaysOnly && new Date(`${date}T00:00:00Z`).getUTCDay() === 6) continue;
    const answer = (await (await request.get(`/api/providers/${providerId}/availability?date=${date}`)).json()) as {
      slots: { time: string; startsAt: string; available: boolean }[];
    };
    for (const slot of answer.slots) if (slot.available && !busy.has(slot.startsAt) && slots.length < count) slots.push({ date, time: slot.time });
  }
  expect(slots, `free slots of provider ${providerId}`).toHaveLength(count);
  return slots;
}

/** The slot of an instant (Ghana time is UTC), as the helpers here name slots. */
export function slotOf(instant: number): FreeSlot {
  const iso = new Date(instant).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "Monday, 23 November 2026": how the calendar names a day (Ghana time is UTC). */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** "9:30 AM" from "09:30". */
export function clock(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** Picks a day in the month calendar (moving to the next month when needed), then a time. */
export async function chooseSlot(dialog: Locator, slot: FreeSlot) {
  const day = dialog.getByRole("button", { name: longDate(slot.date), exact: true });
  const month = new Date(`${slot.date}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  await expect(dialog.getByRole("grid")).toBeVisible();
  for (let months = 0; months < 2 && !(await dialog.getByRole("grid", { name: month }).isVisible()); months++) {
    await dialog.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
  const time = timeSlot(dialog, slot);
  await expect(time).toBeEnabled();
  await time.click();
}

/**
 * Chooses `slot` in a dialog shown in any language: the day and time by the date and instant the
 * calendar and the list of times carry as data (their names are in the page's language); `say`
 * gives "Next month" in that language.
 */
export async function chooseSlotInLanguage(dialog: Locator, slot: FreeSlot, say: (english: string) => string) {
  const day = dialog.locator(`[data-day="${slot.date}"]`);
  await expect(dialog.getByRole("grid")).toBeVisible();
  for (let months = 0; months < 2 && !(await day.isVisible()); months++) {
    await dialog.getByRole("button", { name: say("Next month") }).click();
  }
  await day.click();
  // Ghana keeps UTC all year: the slot's day and time are its instant's.
  const time = dialog.locator(`[data-starts-at^="${slot.date}T${slot.time}"]`);
  await expect(time).toBeEnabled();
  await time.click();
  await expect(time).toHaveAttribute("aria-checked", "true");
}

/** A time in the dialog's list of times (one radio group: arrow keys move between them). */
export function timeSlot(dialog: Locator, slot: FreeSlot): Locator {
  return dialog.getByRole("radio", { name: clock(slot.time), exact: true });
}

/** The My Appointments card for a visit to this provider at this slot. */
export function appointmentCard(page: Page, provider: string, slot: FreeSlot): Locator {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: provider }) })
    .filter({ hasText: longDate(slot.date) })
    .filter({ hasText: clock(slot.time) });
}

/**
 * The demo patient (signed in on `patient`) books the provider's next free slot (in person unless
 * `visitType` says otherwise) and pays in the sandbox checkout.
 */
export async function bookAndPayVisit(
  patient: APIRequestContext,
  providerId: number,
  reason = "Annual check-up",
  visitType: "in_person" | "audio" | "video" = "in_person",
): Promise<{ id: number; feePesewas: number }> {
  const [slot] = await freeSlots(patient, providerId, 1);
  const booked = await patient.post("/api/appointments", {
    data: {
      providerId,
      appointmentDate: `${slot!.date}T${slot!.time}:00Z`,
      reason,
      patientName: "Ama Owusu",
      patientPhone: "0241234567",
      patientEmail: DEMO_PATIENT.email,
      visitType,
    },
  });
  expect(booked.status()).toBe(201);
  const { id, amountPesewas } = (await booked.json()) as { id: number; amountPesewas: number };
  const reference = `apt_${id}_${Date.now()}`;
  expect((await patient.post("/api/payments/sandbox/charge", { data: { reference, amountPesewas, channel: "mtn", phone: "024 123 4567", outcome: "success" } })).status()).toBe(200);
  expect((await patient.post("/api/payments/verify", { data: { reference, appointmentId: id } })).status()).toBe(200);
  return { id, feePesewas: amountPesewas };
}
