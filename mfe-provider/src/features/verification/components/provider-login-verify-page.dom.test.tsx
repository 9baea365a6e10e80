// @vitest-environment happy-dom
/** The provider's sign-in code step: refusals are marked on the field, with how long to wait. */
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, description, fakeApi, field, render, type } from "@gh/test-support";
import ProviderLoginVerifyPage from "./provider-login-verify-page";

const LOGIN_VERIFY = "/provider/login-verify?email=provider%40demo.gh&mode=login";

afterEach(cleanup);

describe("/provider/login-verify", () => {
  it("marks the code field with a wrong code's message", async () => {
    fakeApi({ "POST /api/provider/verify-login": [400, { error: { code: "invalid_code", message: "Invalid verification code" } }] });
    await render(<ProviderLoginVerifyPage />, { route: LOGIN_VERIFY });
    type(field("Verification code"), "000000");
    await click(button("Verify & Sign In"));
    expect(field("Verification code").getAttribute("aria-invalid")).toBe("true");
    expect(description(field("Verification code"))).toContain("Invalid verification code");
  });

  it("says on the code field how long to wait when a resend is refused", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    try {
      fakeApi({ "POST /api/provider/send-verification": [429, { error: { code: "rate_limited", message: "Please wait before requesting another code.", retryAfterSeconds: 45 } }] });
      await render(<ProviderLoginVerifyPage />, { route: LOGIN_VERIFY });
      await act(async () => vi.advanceTimersByTime(61_000));
      await click(button("Resend code"));
      expect(description(field("Verification code"))).toContain("Please wait before requesting another code. Try again in 45 seconds.");
    } finally {
      vi.useRealTimers();
    }
  });
});
