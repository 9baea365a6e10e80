import { expect, test, type Page } from "@playwright/test";
import { appointmentCard, chooseSlot, DEMO_PATIENT, freeSlots, longDate, signInAs, timeSlot } from "./support/booking";
import { toast } from "./support/toast";
import { latestCode } from "./support/outbox";
import { axeViolations } from "./support/axe";
import { waitForAppStart } from "./support/landing";

/** Searches from the search page's form and opens the first result's profile; returns the provider's id and name. */
async function findProviderFromSearch(page: Page, specialty: string, location: string): Promise<{ providerId: number; provider: string }> {
  await page.goto("/search");
  await waitForAppStart(page);
  const form = page.getByRole("search");
  await expect(form.getByLabel("Specialty")).toBeEnabled();
  await form.getByLabel("Specialty").selectOption({ label: specialty });
  await form.getByLabel("Location").fill(location);
  await form.getByRole("button", { name: "Search Providers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
  await page.getByRole("main").getByRole("article").first().getByRole("link", { name: /View profile of/ }).click();
  await expect(page).toHaveURL(/\/provider\/\d+$/);
  const provider = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  return { providerId: Number(/\/provider\/(\d+)$/.exec(page.url())![1]), provider };
}

test.describe("booking and paying for an appointment", () => {
  test("a patient searches, books the next free weekday slot, pays with sandbox MTN MoMo, reschedules, cancels, and the slot is free again", async ({ page }) => {
    await signInAs(page);
    const { providerId, provider } = await findProviderFromSearch(page, "Cardiology", "Kumasi");
    const [first, second] = await freeSlots(page.request, providerId, 2, { weekdaysOnly: true });

    await page.getByRole("button", { name: "Book Appointment" }).click();
    const dialog = page.getByRole("dialog", { name: "Book Appointment" });
    await expect(dialog).toBeVisible();
    // Proceed to Payment waits for a date and a time (docs/product-rules.md#screens-and-texts and docs/product-rules.md#slots).
    await expect(dialog.getByRole("button", { name: "Proceed to Payment" })).toBeDisabled();
    await chooseSlot(dialog, first!);
    // The details come from the patient's profile.
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Ama Owusu");
    await expect(dialog.getByLabel("Email")).toHaveValue(DEMO_PATIENT.email);
    await expect(dialog.getByLabel("Phone Number")).not.toHaveValue("");
    await dialog.getByLabel("Reason for Visit (optional)").fill("Chest pain when climbing stairs");
    await expect(dialog.getByText("Platform fee (10%)")).toBeVisible();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);

    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(dialog.getByRole("heading", { name: "Test checkout" })).toBeVisible();
    await expect(dialog.getByText("no real money is charged")).toBeVisible();
    await dialog.getByRole("radio", { name: "MTN Mobile Money" }).check();
    await dialog.getByRole("button", { name: "Approve payment" }).click();

    await expect(toast(page).getByText("Payment Successful!", { exact: true })).toBeVisible();
    await expect(toast(page).getByText(/Your appointment has been booked\. Reference: apt_\d+_\d+/)).toBeVisible();
    // The dialog now confirms the booking until the patient closes it.
    await expect(dialog.getByRole("heading", { name: "Booking received" })).toBeFocused();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    // My Appointments: paid, awaiting the provider's confirmation.
    await page.goto("/my-appointments");
    const booked = appointmentCard(page, provider, first!);
    await expect(booked).toBeVisible();
    await expect(booked).toContainText("Awaiting Confirmation");
    await expect(booked).toContainText("Paid");
    await expect(booked).toContainText("Chest pain when climbing stairs");
    expect(await axeViolations(page)).toEqual([]);

    // Reschedule to the next free slot.
    await booked.getByRole("button", { name: "Reschedule" }).click();
    const reschedule = page.getByRole("dialog", { name: "Reschedule Appointment" });
    await chooseSlot(reschedule, second!);
    await reschedule.getByRole("button", { name: "Reschedule", exact: true }).click();
    await expect(toast(page).getByText("Appointment Rescheduled", { exact: true })).toBeVisible();
    const moved = appointmentCard(page, provider, second!);
    await expect(moved).toBeVisible();
    await expect(moved).toContainText("Awaiting Confirmation");

    // Cancel it.
    await moved.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel Appointment" });
    await expect(confirm).toContainText("Are you sure you want to cancel this appointment?");
    await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(toast(page).getByText("Appointment Cancelled", { exact: true })).toBeVisible();
    await expect(moved).toContainText("Cancelled");
    await expect(moved.getByRole("button", { name: "Reschedule" })).toHaveCount(0);

    // Both the original and the rescheduled slot can be booked again.
    await page.goto(`/provider/${providerId}`);
    await page.getByRole("button", { name: "Book Appointment" }).click();
    for (const slot of [first!, second!]) {
      await chooseSlot(dialog, slot);
      await expect(timeSlot(dialog, slot)).toHaveAttribute("aria-checked", "true");
    }
  });

  test("a closed checkout says Payment Cancelled and leaves the booking pending; the patient completes payment from My Appointments", async ({ page }) => {
    await signInAs(page);
    const { providerId, provider } = await findProviderFromSearch(page, "Pediatrics", "Accra");
    const [slot] = await freeSlots(page.request, providerId, 1);
    const dialog = page.getByRole("dialog", { name: "Book Appointment" });

    await page.getByRole("button", { name: "Book Appointment" }).click();
    await chooseSlot(dialog, slot!);
    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();

    await expect(toast(page).getByText("Payment Cancelled", { exact: true })).toBeVisible();
    await expect(toast(page).getByText("You can try again when ready to complete your booking.")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto("/my-appointments");
    const pending = appointmentCard(page, provider, slot!);
    await expect(pending).toContainText("Awaiting Confirmation");
    await expect(pending).toContainText("Awaiting payment");
    await expect(pending).toContainText(/Held for you until \d{1,2}:\d{2} [AP]M/);

    // Another patient sees the slot as taken while it is held for payment.
    const other = await page.context().browser()!.newContext();
    const held = (await (await other.request.get(`/api/providers/${providerId}/availability?date=${slot!.date}`)).json()) as { slots: { time: string; available: boolean }[] };
    expect(held.slots.find((s) => s.time === slot!.time)?.available).toBe(false);
    await other.close();

    // Complete the payment from the card.
    await pending.getByRole("button", { name: "Complete payment" }).click();
    const payment = page.getByRole("dialog", { name: "Complete Payment" });
    await payment.getByRole("button", { name: /^Pay ₵/ }).click();
    await payment.getByRole("radio", { name: /Telecel/ }).check();
    // The account's MTN number is not a Telecel wallet: the checkout says so under the number.
    await payment.getByRole("button", { name: "Approve payment" }).click();
    await expect(payment.getByLabel("Mobile money number")).toHaveAttribute("aria-invalid", "true");
    await expect(payment).toContainText("This is an MTN number. For Telecel Cash enter a Telecel number (020 or 050), or choose MTN Mobile Money.");
    await payment.getByLabel("Mobile money number").fill("020 123 4567");
    await payment.getByRole("button", { name: "Approve payment" }).click();
    await expect(toast(page).getByText("Payment Successful!", { exact: true })).toBeVisible();
    await expect(pending).toContainText("Paid");
    await expect(pending.getByRole("button", { name: "Complete payment" })).toHaveCount(0);
  });

  test("a declined payment says Payment Verification Failed; booking the same slot again pays the same booking", async ({ page }) => {
    await signInAs(page);
    const { providerId, provider } = await findProviderFromSearch(page, "Neurology", "Accra");
    const [slot] = await freeSlots(page.request, providerId, 1);
    const dialog = page.getByRole("dialog", { name: "Book Appointment" });
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await chooseSlot(dialog, slot!);
    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await dialog.getByRole("button", { name: "Decline payment" }).click();
    await expect(toast(page).getByText("Payment Verification Failed", { exact: true })).toBeVisible();
    await expect(toast(page).getByText("Please contact support with your transaction reference.")).toBeVisible();

    // The dialog stays with the details kept: the same slot is still the patient's to pay for.
    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await dialog.getByRole("radio", { name: /Card/ }).check();
    await dialog.getByRole("button", { name: "Approve payment" }).click();
    await expect(toast(page).getByText("Payment Successful!", { exact: true })).toBeVisible();
    await page.goto("/my-appointments");
    await expect(appointmentCard(page, provider, slot!)).toHaveCount(1);
    await expect(appointmentCard(page, provider, slot!)).toContainText("Paid");
  });

  test("an anonymous visitor who presses Book signs in and comes back to the booking dialog", async ({ page }) => {
    await page.goto("/search?specialty=general&location=Accra");
    const card = page.getByRole("main").getByRole("article").first();
    await card.getByRole("button", { name: /Book Appointment with/ }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    const signIn = page.getByRole("form", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(DEMO_PATIENT.email);
    await signIn.getByLabel("Password").fill(DEMO_PATIENT.password);
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/provider\/\d+$/);
    await expect(page.getByRole("dialog", { name: "Book Appointment" })).toBeVisible();
  });

  test("an anonymous visitor who presses Book creates an account, verifies the e-mailed code and comes back to the booking dialog", async ({ page, request }) => {
    const email = `kwabena.${Date.now()}@example.com.gh`;
    await page.goto("/search?specialty=general&location=Accra");
    const card = page.getByRole("main").getByRole("article").first();
    await card.getByRole("button", { name: /Book Appointment with/ }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await page.getByRole("tab", { name: "Create Account" }).click();
    const signUp = page.getByRole("form", { name: "Create Account" });
    await signUp.getByLabel("First name").fill("Kwabena");
    await signUp.getByLabel("Last name").fill("Asante");
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill("akwaaba25");
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/verify-email\?email=.*&next=/);
    await page.getByLabel("Verification code").fill(await latestCode(request, email));
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(page).toHaveURL(/\/provider\/\d+$/);
    await expect(page.getByRole("dialog", { name: "Book Appointment" })).toBeVisible();
    await expect(toast(page).getByText("Welcome to GhanaHealth, Kwabena!", { exact: true })).toBeVisible();
  });

  test("the demo patient reviews a completed visit once, with stars chosen from the keyboard, and sees the review on the visit", async ({ page }) => {
    await signInAs(page);
    await page.goto("/my-appointments");
    const visit = page.getByRole("listitem").filter({ hasText: longDate("2025-10-14") });
    await expect(visit).toContainText("Completed");
    await visit.getByRole("button", { name: "Leave a review" }).click();
    const review = page.getByRole("dialog", { name: /review/i });
    const stars = review.getByRole("group", { name: /Rating/ });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    await expect(review.getByRole("combobox")).toHaveCount(0);
    // The dialog starts on the first star; the arrow keys move along the stars and choose.
    await expect(stars.getByRole("radio", { name: "1 star" })).toBeFocused();
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await review.getByLabel(/Comment/).fill("Listened carefully and explained everything.");
    await review.getByRole("button", { name: /Submit/ }).click();
    await expect(toast(page).getByText("Review Submitted", { exact: true })).toBeVisible();
    await expect(visit.getByRole("button", { name: "Leave a review" })).toHaveCount(0);
    await expect(visit).toContainText("Your review");
    await expect(visit.getByRole("img", { name: "4 stars out of 5" })).toBeVisible();
    await expect(visit).toContainText("Listened carefully and explained everything.");
    await page.goto("/provider/1");
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByText("Listened carefully and explained everything.")).toBeVisible();
  });
});
