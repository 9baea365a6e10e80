// @vitest-environment happy-dom
/** /account/verify says what each verification is for, as booking really works: a verified e-mail books, a phone adds SMS reminders. */
import { currentUserQuery } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts/auth";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, container, fakeApi, render, settle } from "@gh/test-support";
import { accountUser } from "@gh/test-support/account-user";
import AccountVerifyPage from "./account-verify-page";

async function openVerification(user: AccountUser) {
  fakeApi({ "GET /api/user": [200, user] });
  const client = await render(<AccountVerifyPage />, { route: "/account/verify" });
  await client.fetchQuery(currentUserQuery);
  await settle();
}

const banner = () => container.querySelector(".verification-banner")!.textContent;

afterEach(cleanup);

describe("the verification banner", () => {
  it("tells a patient with a verified e-mail and no verified phone that they can book, and what the phone adds", async () => {
    await openVerification(accountUser({ emailVerified: true, phoneVerified: false }));
    expect(banner()).toContain("You can book appointments. Verify your phone number to get appointment reminders by SMS.");
    expect(banner()).not.toMatch(/phone number to book/);
  });

  it("asks a patient without a verified e-mail to verify it to book, the phone only for reminders", async () => {
    await openVerification(accountUser({ emailVerified: false, phoneVerified: false }));
    expect(banner()).toContain("Verify your email address to book appointments, and your phone number to get appointment reminders by SMS.");
  });

  it("says all is verified when both are", async () => {
    await openVerification(accountUser({ emailVerified: true, phoneVerified: true }));
    expect(banner()).toContain("Account fully verified");
    expect(banner()).toContain("Your email address and phone number are verified.");
  });
});
