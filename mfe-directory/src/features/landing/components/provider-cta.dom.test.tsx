// @vitest-environment happy-dom
import { cleanup, container, fakeApi, render } from "@gh/test-support";
import { accountUser } from "@gh/test-support/account-user";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderCallToAction } from "./provider-cta";

afterEach(cleanup);

const provider = accountUser({ id: 42, role: "provider", firstName: "Kwame" });

describe("the provider's shortcuts on the landing", () => {
  it("link to the provider's public profile once their directory entry is read", async () => {
    fakeApi({ "GET /api/user": [200, provider], "GET /api/providers/by-user/42": [200, { id: 7 }] });
    await render(<ProviderCallToAction />);
    expect(container.querySelector('a[href="/provider/7"]')?.textContent).toBe("View Public Profile");
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("say 'Failed to fetch provider' when the entry cannot be had, with View Public Profile disabled", async () => {
    fakeApi({ "GET /api/user": [200, provider], "GET /api/providers/by-user/42": [404, { error: { code: "not_found", message: "This user has no provider profile" } }] });
    await render(<ProviderCallToAction />);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe("Failed to fetch provider");
    const profile = [...container.querySelectorAll("button")].find((button) => button.textContent === "View Public Profile");
    expect(profile?.disabled).toBe(true);
    expect(profile?.getAttribute("aria-describedby")).toBe("provider-cta-error");
  });
});
