// @vitest-environment happy-dom
/** Create Account: what the patient is told after sign-up, when the code went out and when it did not. */
import { useRoutes } from "@gh/router";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, fakeApi, field, render, shownToast, type } from "@gh/test-support";
import { SignUpForm } from "./sign-up-form";

function App() {
  return useRoutes([
    { path: "/auth", element: <SignUpForm /> },
    { path: "/verify-email", element: <h1>Verify your email</h1> },
  ]);
}

async function signUp(answer: Record<string, unknown>) {
  fakeApi({ "POST /api/register": [201, { requiresVerification: true, firstName: "Ama", ...answer }] });
  await render(<App />, { route: "/auth" });
  type(field("First name"), "Ama");
  type(field("Last name"), "Owusu");
  type(field("Email"), "ama@example.com");
  type(field("Password"), "Accra#2026");
  await click(button("Create Account"));
}

afterEach(cleanup);

describe("after Create Account", () => {
  it("says to check the e-mail when the code was sent, and opens the code page", async () => {
    await signUp({ emailSent: true, message: "Registration successful. Please check your email for verification code." });
    expect(shownToast()).toMatchObject({ title: "Registration successful", description: "Please check your email for verification code.", variant: "success" });
    expect(container.querySelector("h1")?.textContent).toBe("Verify your email");
  });

  it("says the account exists but no code went out when the mail service failed, in the server's words", async () => {
    const message = "Your account is created, but we could not send the verification code just now. Please use Resend on the next page.";
    await signUp({ emailSent: false, message });
    expect(shownToast()).toMatchObject({ title: "Account created", description: message });
    expect(shownToast()?.variant).not.toBe("success");
    expect(container.querySelector("h1")?.textContent).toBe("Verify your email");
  });
});
