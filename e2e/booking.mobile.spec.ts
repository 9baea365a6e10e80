import { expect, test } from "@playwright/test";
import { chooseSlot, freeSlots, signInAs } from "./support/booking";
import { toast } from "./support/toast";

test("on a phone, a patient books from a search result card and pays in the test checkout", async ({ page }) => {
  await signInAs(page);
  await page.goto("/search?specialty=oncology&location=Kumasi");
  const card = page.getByRole("main").getByRole("article").first();
  const providerHref = await card.getByRole("link", { name: /View profile of/ }).getAttribute("href");
  const [slot] = await freeSlots(page.request, Number(providerHref!.split("/").pop()), 1);

  await card.getByRole("button", { name: /Book Appointment with/ }).click();
  const dialog = page.getByRole("dialog", { name: "Book Appointment" });
  await chooseSlot(dialog, slot!);
  // The action stays on screen on a small display (it sits in the dialog's footer).
  const proceed = dialog.getByRole("button", { name: "Proceed to Payment" });
  await expect(proceed).toBeInViewport();
  await proceed.click();
  await dialog.getByRole("radio", { name: "AirtelTigo Money" }).check();
  // The account's number is MTN's: AirtelTigo Money charges an AirtelTigo number.
  await dialog.getByLabel("Mobile money number").fill("026 123 4567");
  await dialog.getByRole("button", { name: "Approve payment" }).click();
  await expect(toast(page).getByText("Payment Successful!", { exact: true })).toBeVisible();
});
