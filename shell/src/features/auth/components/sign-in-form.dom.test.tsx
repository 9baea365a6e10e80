// @vitest-environment happy-dom
/** Sign In's refusals are marked on the form, not only in a toast: a wrong password, and how long to wait. */
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, type } from "@gh/test-support";
import AuthPage from "./auth-page";

afterEach(cleanup);

async function signIn(answer: [number, unknown]) {
  fakeApi({ "POST /api/login": answer });
  await render(<AuthPage />, { route: "/auth" });
  type(field("Email"), "abena@example.com.gh");
  type(field("Password"), "Medaase#1");
  await click(button("Sign In", container.querySelector("form")!));
}

describe("Sign In refused", () => {
  it("after too many failed attempts, marks Password and says how long to wait", async () => {
    await signIn([429, { error: { code: "rate_limited", message: "Too many failed sign-in attempts. Please try again later.", retryAfterSeconds: 840 } }]);
    expect(field("Password").getAttribute("aria-invalid")).toBe("true");
    expect(description(field("Password"))).toContain("Too many failed sign-in attempts. Try again in 14 minutes.");
  });

  it("with a wrong password, marks Password with the server's message", async () => {
    await signIn([401, { error: { code: "unauthenticated", message: "Invalid email or password" } }]);
    expect(description(field("Password"))).toContain("Invalid email or password");
  });
});
