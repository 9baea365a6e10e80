// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRoutes } from "@gh/router";
import { button, cleanup, click, container, description, fakeApi, field, render, settle, shownToast, type } from "@gh/test-support";
import AuthPage from "../../auth/components/auth-page";
import ForgotPasswordPage from "./forgot-password-page";

const SENT = "If an account uses this email, we have sent it a 6-digit code (by SMS if you asked and the account has a verified phone). It expires in 10 minutes.";

function RecoveryApp() {
  return useRoutes([
    { path: "/auth", element: <AuthPage /> },
    { path: "/forgot-password", element: <ForgotPasswordPage /> },
  ]);
}

const heading = () => container.querySelector("h1")?.textContent;
const link = (name: string) => [...container.querySelectorAll("a")].find((a) => a.textContent?.trim() === name);

afterEach(cleanup);

async function requestCode(server: ReturnType<typeof fakeApi>, email = "abena@example.com.gh") {
  await render(<RecoveryApp />, { route: "/auth" });
  type(field("Email"), email);
  await click(link("Forgot password?"));
  expect(heading()).toBe("Reset your password");
  // The address typed on the sign-in form comes along.
  expect(field("Email").value).toBe(email);
  await click(button("Send code"));
  return server;
}

describe("/forgot-password", () => {
  it("sends a code, then resets the password and returns to sign in with the e-mail filled in", async () => {
    const server = fakeApi({
      "POST /api/password/forgot": [200, { message: SENT, code: "135790" }],
      "POST /api/password/reset": [200, { message: "Your password has been changed. Sign in with your new password." }],
    });
    await requestCode(server);
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/password/forgot", body: { email: "abena@example.com.gh", channel: "email" } }]);
    expect(shownToast()).toMatchObject({ title: "Code Sent", description: SENT });
    expect(container.textContent).toContain("If an account uses abena@example.com.gh, we sent it a 6-digit code");
    expect(document.activeElement).toBe(field("Verification code"));

    expect(button("Reset Password")?.disabled).toBe(true);
    type(field("Verification code"), "135 790");
    type(field("New password"), "akwaaba25");
    type(field("Confirm new password"), "akwaaba25");
    await click(button("Reset Password"));

    expect(server.posts().at(-1)).toEqual({
      method: "POST",
      url: "/api/password/reset",
      body: { email: "abena@example.com.gh", code: "135790", password: "akwaaba25" },
    });
    expect(shownToast()).toMatchObject({ title: "Password Changed", description: "Your password has been changed. Sign in with your new password." });
    expect(heading()).toBe("Welcome to GhanaHealth");
    expect(field("Email").value).toBe("abena@example.com.gh");
  });

  it("checks the new password before calling the server", async () => {
    const server = await requestCode(fakeApi({ "POST /api/password/forgot": [200, { message: SENT }] }));
    type(field("Verification code"), "135790");
    type(field("New password"), "abc");
    type(field("Confirm new password"), "abd");
    await click(button("Reset Password"));
    expect(description(field("New password"))).toContain("Password must be at least 6 characters");
    expect(description(field("Confirm new password"))).toContain("Passwords don't match");
    expect(document.activeElement).toBe(field("New password"));
    expect(server.posts()).toHaveLength(1);
  });

  it("shows the server's message for a wrong code and stays on the code step", async () => {
    await requestCode(
      fakeApi({
        "POST /api/password/forgot": [200, { message: SENT }],
        "POST /api/password/reset": [400, { error: { code: "invalid_code", message: "Invalid verification code" } }],
      }),
    );
    type(field("Verification code"), "000000");
    type(field("New password"), "akwaaba25");
    type(field("Confirm new password"), "akwaaba25");
    await click(button("Reset Password"));
    expect(shownToast()).toMatchObject({ title: "Password Reset Failed", description: "Invalid verification code" });
    // Marked on the code field itself, not only in the toast over the header.
    expect(field("Verification code").getAttribute("aria-invalid")).toBe("true");
    expect(description(field("Verification code"))).toContain("Invalid verification code");
    expect(heading()).toBe("Reset your password");
    expect(button("Reset Password")?.disabled).toBe(false);
  });

  it("shows a provider's longer password rule from the server on the password field", async () => {
    await requestCode(
      fakeApi({
        "POST /api/password/forgot": [200, { message: SENT }],
        "POST /api/password/reset": [
          400,
          { error: { code: "validation_failed", message: "Some fields are missing or invalid", fields: { password: "Password must be at least 8 characters" } } },
        ],
      }),
    );
    type(field("Verification code"), "123456");
    type(field("New password"), "sevenCh");
    type(field("Confirm new password"), "sevenCh");
    await click(button("Reset Password"));
    expect(description(field("New password"))).toContain("Password must be at least 8 characters");
  });

  it("asks for SMS when chosen, and resends only after the 60-second cooldown", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    try {
      const server = fakeApi({ "POST /api/password/forgot": [200, { message: SENT }] });
      await render(<RecoveryApp />, { route: "/forgot-password" });
      type(field("Email"), "Abena@Example.com.gh");
      await act(async () => field("Send the code by SMS instead").click());
      await click(button("Send code"));
      expect(server.posts()).toEqual([{ method: "POST", url: "/api/password/forgot", body: { email: "abena@example.com.gh", channel: "sms" } }]);
      expect(button(/^Resend code in \d+s$/)?.disabled).toBe(true);

      await act(async () => vi.advanceTimersByTime(61_000));
      await settle();
      await click(button("Resend code"));
      expect(server.posts()).toHaveLength(2);
      expect(server.posts()[1]!.body).toEqual({ email: "abena@example.com.gh", channel: "sms" });
      expect(button(/^Resend code in \d+s$/)?.disabled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says when too many codes were asked for, on the e-mail field, with how long to wait", async () => {
    fakeApi({ "POST /api/password/forgot": [429, { error: { code: "rate_limited", message: "Too many codes requested. Please try again later.", retryAfterSeconds: 45 } }] });
    await render(<RecoveryApp />, { route: "/forgot-password" });
    type(field("Email"), "abena@example.com.gh");
    await click(button("Send code"));
    expect(shownToast()).toMatchObject({ title: "Failed to Send Code", description: "Too many codes requested. Please try again later." });
    expect(description(field("Email"))).toContain("Too many codes requested. Try again in 45 seconds.");
    expect(button("Send code")).toBeDefined();
  });

  it("refuses a malformed e-mail before calling the server", async () => {
    const server = fakeApi({});
    await render(<RecoveryApp />, { route: "/forgot-password" });
    type(field("Email"), "abena@");
    await click(button("Send code"));
    expect(description(field("Email"))).toContain("Please enter a valid email address");
    expect(server.posts()).toEqual([]);
  });
});
