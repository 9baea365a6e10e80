import { expect, test, type Locator, type Page } from "@playwright/test";
import { latestCode } from "./support/outbox";
import { toast } from "./support/toast";
import { axeViolations } from "./support/axe";
import { LICENCE_PDF } from "./support/providers";

/** A 1×1 PNG: enough for the browser to decode, downsize and upload as the profile picture. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const PASSWORD = "Akwaaba#2025";

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page (fails if it never does). */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** A field by its whole label (a required field's label ends with its " *" marker). */
const labelled = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

async function tabAndType(page: Page, label: string, text: string) {
  await tabTo(page, labelled(page, label));
  await page.keyboard.type(text);
}

const stepHeading = (page: Page, label: string) => page.getByRole("heading", { level: 2, name: new RegExp(`${label}$`) });

test.describe("a provider's registration", () => {
  test("registers through the wizard by keyboard alone, with a photo, verifies by e-mail code and lands on the dashboard", async ({ page, request }) => {
    // Three steps typed key by key, a photo and an e-mailed code: a long journey on a busy 2-core machine.
    test.slow();
    const email = `abena.owusu.${Date.now()}@example.com.gh`;
    await page.goto("/register-provider");
    await expect(page.getByRole("heading", { level: 1, name: "Join as a Healthcare Provider" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Personal Info" })).toHaveAttribute("aria-current", "step");
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    // Continue on an empty step shows the spec's messages and stays.
    await tabTo(page, page.getByLabel("First name"));
    await page.keyboard.press("Enter");
    await expect(toast(page).getByText("Please check your form", { exact: true })).toBeVisible();
    await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
    await expect(page.getByLabel("First name")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // Step 1, Personal Info.
    await page.keyboard.type("Abena");
    await tabAndType(page, "Last name", "Owusu");
    await tabAndType(page, "Email", email);
    await tabAndType(page, "Phone", "024 123 4567");
    await tabTo(page, page.getByLabel("Profile picture (optional)"));
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await chooser).setFiles({ name: "abena.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(page.getByRole("img", { name: "Preview of your profile picture" })).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
    await tabAndType(page, "Password", PASSWORD);
    await tabAndType(page, "Confirm password", PASSWORD);
    await page.keyboard.press("Enter");

    // Step 2, Professional.
    await expect(stepHeading(page, "Professional")).toBeFocused();
    await expect(page.getByRole("listitem").filter({ hasText: "Professional" })).toHaveAttribute("aria-current", "step");
    await tabAndType(page, "Specialty", "Pediatrics");
    await expect(page.getByLabel("Specialty")).toHaveValue("pediatrics");
    await tabAndType(page, "Regulator", "Medical and Dental Council");
    await expect(page.getByLabel("Regulator")).toHaveValue("mdc");
    await tabAndType(page, "License number", "MDC/RN/12345");
    // This year's licence, chosen from the keyboard: it is sent once the account exists.
    await tabTo(page, page.getByLabel(/^Upload your licence for \d{4} \(optional\)$/));
    const licenceChooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await licenceChooser).setFiles(LICENCE_PDF);
    await tabAndType(page, "Years of experience", "8");
    await tabAndType(page, "Education", "MBChB, University of Ghana Medical School");
    await tabAndType(page, "Consultation fee (GHS)", "180");
    expect(await axeViolations(page)).toEqual([]);

    // Back keeps what was typed; Continue returns.
    await tabTo(page, page.getByRole("button", { name: "Back" }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Personal Info")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveValue("Abena");
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Professional")).toBeFocused();
    await expect(page.getByLabel("License number")).toHaveValue("MDC/RN/12345");
    await tabTo(page, page.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");

    // Step 3, Practice Details.
    await expect(stepHeading(page, "Practice Details")).toBeFocused();
    await tabAndType(page, "City", "Kumasi");
    await tabAndType(page, "Region", "Ashanti");
    await expect(page.getByLabel("Region")).toHaveValue("Ashanti");
    await tabAndType(page, "Practice location", "Adum Children's Clinic");
    await tabAndType(page, "Full address", "14 Prempeh II Street, Adum, Kumasi");
    await tabAndType(page, "Services", "Child wellness, Vaccination");
    await tabAndType(page, "Languages", "English, Twi");
    await tabTo(page, page.getByLabel("Saturday Open", { exact: true }));
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Saturday Opens")).toBeEnabled();
    await expect(page.getByLabel("Sunday Open", { exact: true })).toBeDisabled();
    await tabTo(page, page.getByLabel("Accepts NHIS"));
    await page.keyboard.press("Space");
    await tabAndType(page, "NHIA accreditation number (optional)", "NHIA/HF/20571");
    await tabTo(page, page.getByLabel(/I accept the terms and conditions/));
    await page.keyboard.press("Space");
    expect(await axeViolations(page)).toEqual([]);
    // The password never reaches session storage.
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(PASSWORD);

    await tabTo(page, page.getByRole("button", { name: "Create Account" }));
    await page.keyboard.press("Enter");

    // The verify page: a wrong code first, then the one from the outbox.
    await expect(page).toHaveURL(`/provider/verify?email=${encodeURIComponent(email)}&mode=signup`);
    await expect(toast(page).getByText("Verification Email Sent!", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Verify your email" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Resend code in \d+s$/ })).toBeDisabled();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify & Create Account" }).click();
    await expect(toast(page).getByText("Verification Failed", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/provider\/verify\?/);

    await page.getByLabel("Verification code").fill(await latestCode(request, email));
    await page.getByRole("button", { name: "Verify & Create Account" }).click();
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await expect(page.getByRole("banner").getByText("Dr. Abena", { exact: true }).first()).toBeVisible();

    // Signed in as the new provider, with the photo stored (a URL, not the data URL), and nothing of the draft left behind.
    const user = (await (await page.request.get("/api/user")).json()) as { role: string; firstName: string; profileImageUrl: string | null };
    expect(user).toMatchObject({ role: "provider", firstName: "Abena" });
    expect(user.profileImageUrl).toMatch(/^\/api\/images\//);
    expect(await page.evaluate(() => sessionStorage.getItem("provider_registration_data"))).toBeNull();

    // The licence went to the verification queue with the regulator and number typed; the profile says NHIS.
    const licence = (await (await page.request.get("/api/providers/licence")).json()) as { licenceVerifiedFor: number | null; latest: { status: string; regulator: string; registrationNumber: string } | null };
    expect(licence).toMatchObject({ licenceVerifiedFor: null, latest: { status: "pending", regulator: "mdc", registrationNumber: "MDC/RN/12345" } });
    const profile = (await (await page.request.get("/api/providers/edit-profile")).json()) as { acceptsNhis: boolean; nhiaAccreditationNumber: string | null };
    expect(profile).toMatchObject({ acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/20571" });
  });

  test("a reload keeps the draft, and the verify step asks for the password it never stored", async ({ page, request }) => {
    const email = `kofi.boateng.${Date.now()}@example.com.gh`;
    await page.goto("/register-provider");
    await page.getByLabel("First name").fill("Kofi");
    await page.getByLabel("Last name").fill("Boateng");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("+233 20 765 4321");
    await labelled(page, "Password").fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Specialty").selectOption({ label: "Cardiology" });
    await page.getByLabel("Regulator").selectOption({ label: "Medical and Dental Council" });
    await page.getByLabel("License number").fill("MDC/RN/54321");
    await page.getByLabel("Years of experience").fill("12");
    await page.getByLabel("Education").fill("MBChB, KNUST School of Medicine");
    await page.getByLabel("Consultation fee (GHS)").fill("250");

    await page.reload();
    await expect(stepHeading(page, "Professional")).toBeVisible();
    await expect(page.getByLabel("License number")).toHaveValue("MDC/RN/54321");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("City").fill("Tamale");
    await page.getByLabel("Region").selectOption("Northern");
    await page.getByLabel("Practice location").fill("Tamale Heart Centre");
    await page.getByLabel("Full address").fill("3 Hospital Road, Tamale");
    await page.getByLabel(/I accept the terms and conditions/).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    // The reload did not keep the password: Create Account goes back to step 1 to ask for it.
    await expect(toast(page).getByText("Form Validation Error", { exact: true })).toBeVisible();
    await expect(stepHeading(page, "Personal Info")).toBeVisible();
    await expect(page.getByText(/your password is never saved with your draft/)).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Kofi");
    await labelled(page, "Password").fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(stepHeading(page, "Professional")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(stepHeading(page, "Practice Details")).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/provider\/verify\?.*mode=signup/);

    // After a reload the password is gone from memory: the page asks for it, and says why.
    await page.reload();
    const password = labelled(page, "Password");
    await expect(password).toBeVisible();
    await expect(page.getByText(/we never store your password/)).toBeVisible();
    await password.fill(PASSWORD);
    await page.getByLabel("Verification code").fill(await latestCode(request, email));
    await page.getByRole("button", { name: "Verify & Create Account" }).click();
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await expect(page.getByRole("banner").getByText("Dr. Kofi", { exact: true }).first()).toBeVisible();
  });
});
