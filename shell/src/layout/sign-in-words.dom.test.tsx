// @vitest-environment happy-dom
/** One pair of words for one pair of actions: every control says Sign In and Sign Out, never Log In or Logout. */
import type { AccountUser } from "@gh/contracts/auth";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, container, fakeApi, render, settle } from "@gh/test-support";
import { accountUser } from "@gh/test-support/account-user";
import AccountVerifyPage from "../features/verification/components/account-verify-page";
import { Header } from "./header";
import ProviderNav from "./provider-nav";

/** The names of the links and buttons on screen (the mobile menu's too). */
const controlNames = () => [...container.querySelectorAll("a, button, summary")].map((element) => element.textContent!.replace(/\s+/g, " ").trim());
const LOG_WORDS = /\blog ?in\b|\blog ?out\b/i;

async function show(user: AccountUser | null, ui: React.ReactNode) {
  fakeApi({ "GET /api/user": user ? [200, user] : [401, { error: { code: "unauthorized", message: "Not signed in" } }] });
  await render(ui);
  await settle();
}

afterEach(cleanup);

describe("the words for signing in and out", () => {
  it("a visitor is offered Sign In, in the header and its phone menu", async () => {
    await show(null, <Header />);
    expect(controlNames().filter((name) => name === "Sign In")).toHaveLength(2);
    expect(controlNames().filter((name) => LOG_WORDS.test(name))).toEqual([]);
  });

  it("a patient is offered Sign Out, in the header and its phone menu", async () => {
    await show(accountUser(), <Header />);
    expect(controlNames().filter((name) => name === "Sign Out")).toHaveLength(2);
    expect(controlNames().filter((name) => LOG_WORDS.test(name))).toEqual([]);
  });

  it("a provider's navigation bar says Sign Out", async () => {
    await show(accountUser({ role: "provider" }), <ProviderNav />);
    expect(controlNames()).toContain("Sign Out");
    expect(controlNames().filter((name) => LOG_WORDS.test(name))).toEqual([]);
  });

  it("Account Verification asks a signed-out visitor to sign in", async () => {
    await show(null, <AccountVerifyPage />);
    expect(container.textContent).toContain("Please sign in to access account verification.");
    expect(controlNames()).toEqual(["Sign In"]);
  });
});
