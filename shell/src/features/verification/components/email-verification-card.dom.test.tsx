// @vitest-environment happy-dom
/** /account/verify: a refused code is marked on the code field, with how long to wait, not only in a toast. */
import { accountUser } from "@gh/test-support/account-user";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, description, fakeApi, field, render, type } from "@gh/test-support";
import { EmailVerificationCard } from "./email-verification-card";

afterEach(cleanup);

describe("the e-mail verification card", () => {
  it("marks the code field with the server's message and its wait", async () => {
    fakeApi({
      "POST /api/auth/send-verification": [200, { emailSent: true, message: "Verification code sent" }],
      "POST /api/auth/verify": [429, { error: { code: "rate_limited", message: "Too many wrong codes. Request a new code." } }],
    });
    await render(<EmailVerificationCard user={accountUser({ email: "ama@example.com.gh", emailVerified: false })} />);
    await click(button("Send code"));
    type(field("Verification code"), "000000");
    await click(button("Verify"));
    expect(field("Verification code").getAttribute("aria-invalid")).toBe("true");
    expect(description(field("Verification code"))).toContain("Too many wrong codes. Request a new code.");
  });
});
