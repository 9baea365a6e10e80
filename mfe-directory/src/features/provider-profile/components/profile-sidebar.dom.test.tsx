// @vitest-environment happy-dom
import { container, render, withFixedDate } from "@gh/test-support";
import { testProvider } from "@gh/test-support/provider";
import { describe, expect, it } from "vitest";
import { ProfileSidebar } from "./profile-sidebar";

const verification = () => {
  const card = container.querySelector("[aria-labelledby=profile-verification]");
  return [card?.querySelector("h2")?.textContent, card?.querySelector("p")?.textContent];
};

withFixedDate("2026-06-15T10:00:00Z");

describe("the verification card beside a provider's profile", () => {
  it("claims a verified provider only while the licence is this year's", async () => {
    await render(<ProfileSidebar provider={testProvider({ licenceVerifiedFor: 2026 })} />);
    expect(verification()).toEqual(["Verified Provider", "Details verified by GhanaHealth"]);
  });

  it("says the renewal is pending once the year of the licence has passed", async () => {
    await render(<ProfileSidebar provider={testProvider({ licenceVerifiedFor: 2025, isVerified: false })} />);
    expect(verification()).toEqual(["Licence renewal pending", "This year's licence has not been checked yet"]);
  });

  it("says verification is pending before any licence is checked", async () => {
    await render(<ProfileSidebar provider={testProvider({ licenceVerifiedFor: null, isVerified: false })} />);
    expect(verification()).toEqual(["Pending Verification", "Not yet verified by GhanaHealth"]);
  });
});
