import { expect, test, type Locator, type Page } from "@playwright/test";
import { appointmentCard, chooseSlot, clock, type FreeSlot, freeSlots, longDate, signInAs, slotOf } from "./support/booking";
import { dayFirst } from "./support/dates";
import { DEMO_PROVIDER, signInAsProvider } from "./support/providers";
import { toast } from "./support/toast";
import { axeViolations } from "./support/axe";
import { moveAppointmentTo, offSlotMinute } from "./support/test-database";

const HOUR_MS = 60 * 60 * 1000;

const DEMO_PATIENT_NAME = "Ama Owusu";

/** Shows only that day's appointments on the dashboard's Appointments tab, and returns the patient's one at that time. */
async function dashboardAppointment(page: Page, slot: FreeSlot): Promise<Locator> {
  await page.goto("/provider/dashboard?tab=appointments");
  const filters = page.getByRole("form", { name: "Filter appointments" });
  await filters.getByLabel("From").fill(dayFirst(slot.date));
  await filters.getByLabel("To").fill(dayFirst(slot.date));
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: DEMO_PATIENT_NAME }) })
    .filter({ hasText: longDate(slot.date) })
    .filter({ hasText: clock(slot.time) });
}

test.describe("the provider runs their practice from the dashboard", () => {
  test("a paid booking is confirmed, completed and reviewed; the review reaches the public profile and the dashboard; every provider page passes axe", async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const comment = `Dr Mensah was thorough and kind (${Date.now()}).`;

    // The patient books and pays for the next free slot with Dr Kwame Mensah.
    await signInAs(page);
    const [slot] = await freeSlots(page.request, DEMO_PROVIDER.id, 1);
    await page.goto(`/provider/${DEMO_PROVIDER.id}`);
    await page.getByRole("button", { name: "Book Appointment" }).click();
    const booking = page.getByRole("dialog", { name: "Book Appointment" });
    await chooseSlot(booking, slot!);
    await booking.getByLabel("Reason for Visit (optional)").fill("Headaches for a week");
    await booking.getByRole("button", { name: "Proceed to Payment" }).click();
    await booking.getByRole("radio", { name: "MTN Mobile Money" }).check();
    await booking.getByRole("button", { name: "Approve payment" }).click();
    await expect(toast(page).getByText("Payment Successful!", { exact: true })).toBeVisible();
    const mine = (await (await page.request.get("/api/appointments/my")).json()) as { id: number; appointmentDate: string }[];
    const appointmentId = mine.find((a) => a.appointmentDate === `${slot!.date}T${slot!.time}:00.000Z`)!.id;

    // The provider signs in (password, then the e-mailed code) and sees it, paid and awaiting confirmation.
    const providerContext = await browser.newContext();
    const provider = await providerContext.newPage();
    await signInAsProvider(provider, request);
    await expect(provider.getByRole("heading", { level: 1, name: DEMO_PROVIDER.name })).toBeVisible();
    await expect(provider.getByText("Pending Confirmations")).toBeVisible();
    // Every tab meets WCAG 2.1 AA.
    for (const tab of ["Overview", "Appointments", "Reviews", "Profile"]) {
      await provider.getByRole("tab", { name: tab }).click();
      await expect(provider.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await provider.waitForLoadState("networkidle");
      expect(await axeViolations(provider), `${tab} tab`).toEqual([]);
    }
    const booked = await dashboardAppointment(provider, slot!);
    await expect(booked).toContainText("Awaiting Confirmation");
    await expect(booked).toContainText("Paid");
    await expect(booked).toContainText("Headaches for a week");
    await expect(booked.getByRole("button")).toHaveText(["Confirm", "Cancel"]);

    // Cancel asks for a reason (checked with axe while open), and is left alone.
    await booked.getByRole("button", { name: "Cancel" }).click();
    const cancel = provider.getByRole("alertdialog", { name: "Cancel Appointment" });
    await expect(cancel.getByLabel(/Reason for cancellation/)).toBeVisible();
    expect(await axeViolations(provider, "dialog[open]")).toEqual([]);
    await cancel.getByRole("button", { name: "Keep Appointment" }).click();
    await expect(cancel).toBeHidden();

    // Confirm.
    await booked.getByRole("button", { name: "Confirm" }).click();
    const confirm = provider.getByRole("alertdialog", { name: "Confirm Appointment" });
    await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(toast(provider).getByText("Appointment Confirmed", { exact: true })).toBeVisible();
    await expect(booked).toContainText("Confirmed");
    await expect(booked.getByRole("button")).toHaveText(["Cancel"]);

    // The patient's My Appointments says Confirmed.
    await page.goto("/my-appointments");
    await expect(appointmentCard(page, DEMO_PROVIDER.name, slot!)).toContainText("Confirmed");

    // The visit happens: an hour ago. The provider marks it completed.
    const visit = slotOf(offSlotMinute(-HOUR_MS));
    moveAppointmentTo(appointmentId, Date.parse(`${visit.date}T${visit.time}:00.000Z`));
    const started = await dashboardAppointment(provider, visit);
    await expect(started.getByRole("button")).toHaveText(["Mark Completed", "Mark No-show"]);
    await started.getByRole("button", { name: "Mark Completed" }).click();
    await provider.getByRole("alertdialog", { name: "Mark Appointment Completed" }).getByRole("button", { name: "Mark Completed" }).click();
    await expect(toast(provider).getByText("Appointment Completed", { exact: true })).toBeVisible();
    await expect(started).toContainText("Completed");
    await expect(started.getByRole("button")).toHaveText(["Write visit note"]);

    // The provider writes the patient a visit note (the dialog checked with axe while open).
    await started.getByRole("button", { name: "Write visit note" }).click();
    const noteDialog = provider.getByRole("dialog", { name: "Write visit note" });
    await noteDialog.getByLabel("Note to the patient").fill("Drink plenty of water and rest. Come back if the headaches return.");
    expect(await axeViolations(provider, "dialog[open]")).toEqual([]);
    await noteDialog.getByRole("button", { name: "Save note" }).click();
    await expect(toast(provider).getByText("Visit Note Saved", { exact: true })).toBeVisible();
    await expect(started).toContainText("Drink plenty of water and rest.");
    await expect(started.getByRole("button")).toHaveText(["Edit visit note"]);

    // The patient reads the note and reviews the visit.
    await page.goto("/my-appointments");
    const completed = appointmentCard(page, DEMO_PROVIDER.name, visit);
    await expect(completed).toContainText("Completed");
    await expect(completed).toContainText("Note from your provider");
    await expect(completed).toContainText("Drink plenty of water and rest. Come back if the headaches return.");
    await completed.getByRole("button", { name: "Leave a review" }).click();
    const review = page.getByRole("dialog", { name: "Leave a Review" });
    await review.getByRole("radio", { name: "5 stars" }).check();
    await review.getByLabel(/Comment/).fill(comment);
    await review.getByRole("button", { name: "Submit Review" }).click();
    await expect(toast(page).getByText("Review Submitted", { exact: true })).toBeVisible();

    // It is on the public profile's Reviews tab…
    await page.goto(`/provider/${DEMO_PROVIDER.id}`);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByText(comment)).toBeVisible();

    // …on the dashboard's Reviews tab, and on the provider's Reviews page.
    await provider.goto("/provider/dashboard?tab=reviews");
    await expect(provider.getByRole("tabpanel").getByText(comment)).toBeVisible();
    await provider.getByRole("link", { name: "See all reviews" }).click();
    await expect(provider).toHaveURL(/\/provider\/reviews$/);
    await expect(provider.getByText(comment)).toBeVisible();
    await expect(provider.getByText(/average from \d+ reviews?/)).toBeVisible();
    expect(await axeViolations(provider)).toEqual([]);

    // Settings: a mismatched new password is caught before anything is sent; signing out everywhere asks first.
    await provider.goto("/provider/settings");
    await provider.getByLabel("Current password").fill(DEMO_PROVIDER.password);
    await provider.getByLabel(/^New password/).fill("akwaaba-2026");
    await provider.getByLabel("Confirm new password").fill("akwaaba-2025");
    await provider.getByRole("button", { name: "Change Password" }).click();
    await expect(provider.getByText("Passwords don't match")).toBeVisible();
    expect(await axeViolations(provider)).toEqual([]);
    await provider.getByRole("button", { name: "Sign Out Everywhere" }).click();
    const signOut = provider.getByRole("alertdialog", { name: "Sign Out Everywhere?" });
    expect(await axeViolations(provider, "dialog[open]")).toEqual([]);
    await signOut.getByRole("button", { name: "Sign Out Everywhere" }).click();
    await expect(provider).toHaveURL(/\/$/);
    expect((await provider.request.get("/api/user")).status()).toBe(401);

    await providerContext.close();
  });
});
