/**
 * Refunds as the patient lives them (docs/product-rules.md#refunds): the policy is said before paying and before
 * cancelling; a paid visit cancelled days ahead is refunded in the sandbox, and My Appointments
 * shows it processing, then refunded, without a reload; two hours ahead, the patient is told there
 * is no automatic refund before they confirm. Each test books its own new provider, so the seeded
 * demo data stays as it is.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { appointmentCard, bookAndPayVisit, chooseSlot, type FreeSlot, signInAs, slotOf } from "./support/booking";
import { axeViolations } from "./support/axe";
import { licensedProvider } from "./support/providers";
import { toast } from "./support/toast";
import { moveAppointmentTo, offSlotMinute } from "./support/test-database";

const HOUR_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A new provider's fee (e2e/support/providers.ts), as the screens write it. */
const FEE = "₵200.00";
const POLICY = "Cancel at least 24 hours before your visit for a full refund. If the provider cancels, you are always refunded in full.";

/** The provider's first free slot at least `days` days from now, as the availability call reports it. */
async function freeSlotFrom(request: APIRequestContext, providerId: number, days: number): Promise<FreeSlot> {
  for (let day = days; day < days + 14; day++) {
    const date = new Date(Date.now() + day * DAY_MS).toISOString().slice(0, 10);
    const answer = (await (await request.get(`/api/providers/${providerId}/availability?date=${date}`)).json()) as { slots: { time: string; available: boolean }[] };
    const slot = answer.slots.find((candidate) => candidate.available);
    if (slot) return { date, time: slot.time };
  }
  throw new Error(`No free slot of provider ${providerId} from ${days} days on`);
}

test.describe("refunds on My Appointments", () => {
  test("a patient pays for a visit 3 days ahead, cancels it, and sees the refund processing, then refunded, without a reload", async ({ page, request }) => {
    test.setTimeout(60_000);
    const provider = await licensedProvider(request);
    await signInAs(page);
    const slot = await freeSlotFrom(page.request, provider.id, 3);

    // The payment step states the policy before the patient pays.
    await page.goto(`/provider/${provider.id}`);
    await page.getByRole("button", { name: "Book Appointment" }).click();
    const booking = page.getByRole("dialog", { name: "Book Appointment" });
    await chooseSlot(booking, slot);
    await expect(booking.getByRole("region", { name: "4. Payment" })).toContainText(POLICY);
    await booking.getByRole("button", { name: "Proceed to Payment" }).click();
    await booking.getByRole("radio", { name: "MTN Mobile Money" }).check();
    await booking.getByRole("button", { name: "Approve payment" }).click();
    await expect(toast(page).getByText("Payment Successful!", { exact: true })).toBeVisible();
    await booking.getByRole("button", { name: "Done" }).click();

    await page.goto("/my-appointments");
    const card = appointmentCard(page, provider.name, slot);
    await expect(card).toContainText("Paid");
    await expect(card).not.toContainText("Refund of");
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => ((window as { sameLoad?: boolean }).sameLoad = true));

    await card.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel Appointment" });
    await expect(confirm).toHaveAccessibleDescription(
      `Are you sure you want to cancel this appointment? You are cancelling at least 24 hours before the visit, so your ${FEE} will be refunded in full to the mobile money wallet or card you paid with.`,
    );
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    await confirm.getByRole("button", { name: "Yes, cancel it" }).click();

    await expect(toast(page).getByText("Appointment Cancelled", { exact: true })).toBeVisible();
    await expect(toast(page)).toContainText(`Your refund of ${FEE} is on its way to the mobile money wallet or card you paid with.`);
    await expect(card).toContainText("Cancelled");
    const refund = card.getByRole("status");
    await expect(refund).toHaveText(`Refund of ${FEE}: processing`);
    // The sandbox settles the refund a few seconds later; the page asks again by itself.
    await expect(refund).toHaveText(new RegExp(`^Refund of ${FEE}: refunded on \\w+day, \\d{1,2} \\w+ \\d{4}$`), { timeout: 20_000 });
    expect(await page.evaluate(() => (window as { sameLoad?: boolean }).sameLoad)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a patient whose paid visit starts in about 2 hours is told there is no automatic refund before confirming", async ({ page, request }) => {
    test.setTimeout(60_000);
    const provider = await licensedProvider(request);
    await signInAs(page);
    const { id } = await bookAndPayVisit(page.request, provider.id, "Follow-up scan");
    const startsAt = offSlotMinute(2 * HOUR_MS);
    moveAppointmentTo(id, startsAt);

    await page.goto("/my-appointments");
    const card = appointmentCard(page, provider.name, slotOf(startsAt));
    await expect(card).toContainText("Paid");
    await card.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel Appointment" });
    await expect(confirm).toHaveAccessibleDescription(
      `Are you sure you want to cancel this appointment? Your visit starts in less than 24 hours, so your ${FEE} will not be refunded automatically. You can still ask for a refund: contact support with your payment reference. You can reschedule instead and keep your payment.`,
    );
    // Said before anything was changed: the visit is still booked and paid.
    const before = (await (await page.request.get("/api/appointments/my")).json()) as { id: number; status: string; paymentStatus: string; refund: unknown }[];
    expect(before.find((appointment) => appointment.id === id)).toMatchObject({ status: "pending", paymentStatus: "completed", refund: null });

    // The server keeps its word: cancelled, and no refund.
    await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(toast(page).getByText("Appointment Cancelled", { exact: true })).toBeVisible();
    await expect(toast(page)).not.toContainText("refund");
    await expect(card).toContainText("Cancelled");
    await expect(card).not.toContainText("Refund of");
  });
});
