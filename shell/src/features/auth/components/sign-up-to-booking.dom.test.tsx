// @vitest-environment happy-dom
/**
 * Create Account from Book Appointment: the way back to the booking survives the e-mailed code, and
 * the new patient is welcomed as new, not "back".
 */
import { accountUser } from "@gh/test-support/account-user";
import { useLocation, useRoutes } from "@gh/router";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, shownToast, type } from "@gh/test-support";
import AuthPage from "./auth-page";
import VerifyEmailPage from "../../verification/components/verify-email-page";
import PatientDashboard from "../../home/components/patient-dashboard";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function App() {
  return useRoutes([
    { path: "/auth", element: <AuthPage /> },
    { path: "/verify-email", element: <VerifyEmailPage /> },
    { path: "/provider/:id", element: <Where /> },
    { path: "/", element: <PatientDashboard /> },
  ]);
}

const where = () => container.querySelector("[data-testid=where]")?.textContent;
const BOOKING = "/provider/7?book=7";
const AMA = accountUser({ firstName: "Ama", email: "ama@example.com.gh", emailVerified: true });

afterEach(cleanup);

async function signUpAndVerify(route: string) {
  let user: unknown = null;
  fakeApi({
    "GET /api/user": () => (user ? [200, user] : [401, { error: { code: "unauthenticated", message: "Not signed in" } }]),
    "POST /api/register": [201, { requiresVerification: true, emailSent: true, firstName: "Ama", message: "Registration successful. Please check your email for verification code." }],
    "POST /api/verify-email": () => {
      user = AMA;
      return [200, { verified: true, user: AMA, message: "Email verified successfully" }];
    },
  });
  await render(<App />, { route });
  type(field("First name"), "Ama");
  type(field("Last name"), "Owusu");
  type(field("Email"), "ama@example.com.gh");
  type(field("Password"), "Accra#2026");
  await click(button("Create Account", container.querySelector("form")!));
  expect(container.querySelector("h1")?.textContent).toBe("Verify Your Email");
  type(field("Verification code"), "123456");
  await click(button("Verify Email"));
}

describe("signing up on the way to a booking", () => {
  it("returns the new patient to the booking after the e-mailed code, welcomed as new", async () => {
    await signUpAndVerify(`/auth?next=${encodeURIComponent(BOOKING)}&mode=signup`);
    expect(where()).toBe(BOOKING);
    expect(shownToast()).toMatchObject({ title: "Email Verified!", description: "Welcome to GhanaHealth, Ama!" });
  });

  it("without a booking, the new patient's home says welcome, not welcome back", async () => {
    await signUpAndVerify("/auth?mode=signup");
    expect(container.querySelector("h1")?.textContent).toBe("Welcome, Ama!");
  });
});

describe("the code step's errors, on the code field", () => {
  it("marks the code field with the server's message and how long to wait before resending", async () => {
    fakeApi({
      "GET /api/user": [401, { error: { code: "unauthenticated", message: "Not signed in" } }],
      "POST /api/verify-email": [400, { error: { code: "invalid_code", message: "Invalid verification code" } }],
      "POST /api/resend-verification": [429, { error: { code: "rate_limited", message: "Too many codes requested. Please try again later.", retryAfterSeconds: 45 } }],
    });
    await render(<App />, { route: "/verify-email" });
    type(field("Email"), "ama@example.com.gh");
    type(field("Verification code"), "123456");
    await click(button("Verify Email"));
    expect(field("Verification code").getAttribute("aria-invalid")).toBe("true");
    expect(description(field("Verification code"))).toContain("Invalid verification code");
    await click(button("Resend code"));
    expect(description(field("Verification code"))).toContain("Too many codes requested. Try again in 45 seconds.");
  });
});
