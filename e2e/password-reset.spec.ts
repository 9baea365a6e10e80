import { expect, test, type APIRequestContext } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { latestCode, newestMessageId } from "./support/outbox";
import { toast } from "./support/toast";

/** A verified patient made through the API, as sign-up and the e-mailed code would. */
async function registerPatient(request: APIRequestContext, email: string, password: string) {
  expect((await request.post("/api/register", { data: { email, password, firstName: "Yaa", lastName: "Asantewaa" } })).status()).toBe(201);
  const verified = await request.post("/api/verify-email", { data: { email, code: await latestCode(request, email) } });
  expect(verified.status()).toBe(200);
  // verify-email signs this request context in; sign it out so it does not stand for any browser.
  await request.post("/api/logout");
}

test.describe("account recovery", () => {
  test("a patient resets a forgotten password on another device: the old session ends, the old password fails, the new one works", async ({ browser, request }) => {
    const email = `yaa.${Date.now()}@example.com.gh`;
    await registerPatient(request, email, "old-secret");

    // Signed in on the phone.
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto("/auth");
    const phoneSignIn = phonePage.getByRole("form", { name: "Sign In" });
    await phoneSignIn.getByLabel("Email").fill(email);
    await phoneSignIn.getByLabel("Password").fill("old-secret");
    await phoneSignIn.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(phonePage).getByText("Login Successful", { exact: true })).toBeVisible();
    expect((await phonePage.request.get("/api/user")).status()).toBe(200);

    // On the laptop, "Forgot password?" from the sign-in form, keyboard only.
    const laptop = await browser.newContext();
    const page = await laptop.newPage();
    await page.goto("/auth");
    const signIn = page.getByRole("form", { name: "Sign In" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByRole("link", { name: "Forgot password?" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    expect(await axeViolations(page)).toEqual([]);

    const before = await newestMessageId(request, email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(toast(page).getByText("Code Sent", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Verification code")).toBeFocused();
    await expect(page.getByRole("button", { name: /^Resend code in \d+s$/ })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    const code = await latestCode(request, email, before);
    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel(/^New password/).fill("new-secret");
    await page.getByLabel("Confirm new password").fill("new-secret");
    await page.getByRole("button", { name: "Reset Password" }).click();

    await expect(toast(page).getByText("Password Changed", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(signIn.getByLabel("Email")).toHaveValue(email);

    // The confirmation e-mail says what happened and what to do if it was not them.
    const [confirmation] = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string; body: string }[];
    expect(confirmation!.subject).toBe("Your GhanaHealth password was changed");
    expect(confirmation!.body).toContain("If this was not you");

    // The phone's session is gone: a signed-in page sends it to sign in.
    expect((await phonePage.request.get("/api/user")).status()).toBe(401);
    await phonePage.goto("/profile");
    await expect(phonePage).toHaveURL(/\/auth\?next=%2Fprofile/);

    // The old password fails; the new one signs in.
    await signIn.getByLabel("Password").fill("old-secret");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page).getByText("Login Failed", { exact: true })).toBeVisible();
    await signIn.getByLabel("Password").fill("new-secret");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page).getByText("Login Successful", { exact: true })).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(200);

    await phone.close();
    await laptop.close();
  });
});
