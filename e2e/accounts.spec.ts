import { expect, test } from "@playwright/test";
import { latestCode, newestMessageId } from "./support/outbox";
import { toast } from "./support/toast";

test.describe("a new patient's account", () => {
  test("signs up, verifies by e-mail code, edits the profile, verifies a phone by SMS, logs out and back in", async ({ page, request }) => {
    const email = `akosua.${Date.now()}@example.com.gh`;

    await page.goto("/auth?mode=signup");
    const signUp = page.getByRole("form", { name: "Create Account" });
    await signUp.getByLabel("First name").fill("Akosua");
    await signUp.getByLabel("Last name").fill("Mensah");
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill("akwaaba25");
    await signUp.getByRole("radio", { name: /Patient/ }).check();
    await signUp.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/verify-email\?email=/);
    await expect(toast(page).getByText("Registration successful", { exact: true })).toBeVisible();
    const code = await latestCode(request, email);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify Email" }).click();

    // A new account is welcomed as new, not "back".
    await expect(page.getByRole("heading", { name: "Welcome, Akosua!" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Edit the profile.
    await page.goto("/profile");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page.getByLabel("Last name").fill("Owusu-Mensah");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).getByText("Profile Updated", { exact: true })).toBeVisible();
    await expect(page.getByText("Akosua Owusu-Mensah")).toBeVisible();

    // Verify a phone by SMS.
    await page.goto("/account/verify");
    await expect(page.getByText("Verification required")).toBeVisible();
    const phoneCard = page.getByRole("region", { name: /Phone/ });
    await phoneCard.getByLabel("Phone number").fill("024 555 0123");
    await phoneCard.getByRole("button", { name: "Send code" }).click();
    const smsCode = await latestCode(request, "+233245550123");
    await phoneCard.getByLabel("Verification code").fill(smsCode);
    await phoneCard.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("Account fully verified")).toBeVisible();

    // Log out, then back in.
    await page.getByRole("link", { name: "Sign Out", exact: true }).first().click();
    await expect(page.getByRole("link", { name: "Sign In", exact: true }).first()).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(401);

    await page.goto("/auth");
    const signIn = page.getByRole("form", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("akwaaba25");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page).getByText("Login Successful", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back, Akosua!" })).toBeVisible();
  });

  test("a wrong code shows the verification failure and keeps the patient on the page", async ({ page }) => {
    const email = `kojo.${Date.now()}@example.com.gh`;
    await page.goto("/auth?mode=signup");
    const signUp = page.getByRole("form", { name: "Create Account" });
    await signUp.getByLabel("First name").fill("Kojo");
    await signUp.getByLabel("Last name").fill("Annan");
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill("akwaaba25");
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/verify-email/);

    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(toast(page).getByText("Verification Failed", { exact: true })).toBeVisible();
    await expect(page.getByText(/Invalid verification code/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email/);
  });

  test("sign-up checks the fields before calling the server", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    const signUp = page.getByRole("form", { name: "Create Account" });
    await signUp.getByLabel("Email").fill("not-an-email");
    await signUp.getByLabel("Password").fill("12345");
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(signUp.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(signUp.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test("choosing Healthcare Provider goes to provider registration", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    const signUp = page.getByRole("form", { name: "Create Account" });
    await signUp.getByLabel("First name").fill("Yaw");
    await signUp.getByLabel("Last name").fill("Osei");
    await signUp.getByLabel("Email").fill(`yaw.${Date.now()}@example.com.gh`);
    await signUp.getByLabel("Password").fill("akwaaba25");
    await signUp.getByRole("radio", { name: /Healthcare Provider/ }).check();
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/register-provider$/);
  });
});

test.describe("a provider's sign-in", () => {
  test("goes through the e-mail second factor to the dashboard", async ({ page, request }) => {
    const before = await newestMessageId(request, "provider@demo.gh");
    await page.goto("/auth");
    const signIn = page.getByRole("form", { name: "Sign In" });
    await signIn.getByLabel("Email").fill("provider@demo.gh");
    await signIn.getByLabel("Password").fill("Provider#2025");
    await signIn.getByRole("button", { name: "Sign In" }).click();

    await expect(toast(page).getByText("Provider 2FA Required", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/provider\/login-verify\?email=provider%40demo\.gh&mode=login/);
    expect((await page.request.get("/api/user")).status()).toBe(401);

    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify & Sign In" }).click();
    await expect(toast(page).getByText("Verification Failed", { exact: true })).toBeVisible();

    const code = await latestCode(request, "provider@demo.gh", before);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify & Sign In" }).click();
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await expect(page.getByRole("navigation", { name: /Provider/ })).toBeVisible();
    expect(await (await page.request.get("/api/user")).json()).toMatchObject({ role: "provider", firstName: "Kwame" });
  });

  test("a wrong password is refused with the server's message", async ({ page }) => {
    await page.goto("/auth");
    const signIn = page.getByRole("form", { name: "Sign In" });
    await signIn.getByLabel("Email").fill("provider@demo.gh");
    await signIn.getByLabel("Password").fill("not-the-password");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page).getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(toast(page).getByText("Invalid email or password")).toBeVisible();
    // Also marked on the form itself, where the toast cannot cover it.
    await expect(signIn.getByText("Invalid email or password")).toBeVisible();
  });
});
