// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, description, fakeApi, field, render, shownToast, type } from "@gh/test-support";
import ProviderSettingsPage from "./provider-settings-page";

const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement | null;

function fill(current: string, next: string, again: string) {
  type(field("Current password"), current);
  type(field("New password"), next);
  type(field("Confirm new password"), again);
}

afterEach(cleanup);

describe("the provider's settings", () => {
  it("says when the new password and its confirmation differ, without asking the server", async () => {
    const server = fakeApi({ "GET /api/provider/settings/payout-details": [200, { payoutDetails: null }] });
    await render(<ProviderSettingsPage />);
    expect(document.title).toBe("Settings | GhanaHealth");
    fill("Provider#2025", "akwaaba2026", "akwaaba2025");
    await click(button("Change Password"));
    expect(description(field("Confirm new password"))).toContain("Passwords don't match");
    expect(field("Confirm new password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Confirm new password"));
    expect(server.posts()).toEqual([]);
  });

  it("changes the password and clears the form", async () => {
    const server = fakeApi({ "POST /api/provider/settings/password": [200, { message: "Password changed" }] });
    await render(<ProviderSettingsPage />);
    expect(field("Current password").type).toBe("password");
    expect(field("New password").autocomplete).toBe("new-password");
    fill("Provider#2025", "akwaaba2026", "akwaaba2026");
    await click(button("Change Password"));
    expect(server.posts()).toEqual([
      { method: "POST", url: "/api/provider/settings/password", body: { currentPassword: "Provider#2025", newPassword: "akwaaba2026" } },
    ]);
    expect(shownToast()).toMatchObject({ title: "Password Changed", variant: "success" });
    expect(field("Current password").value).toBe("");
  });

  it("shows the server's word when the current password is wrong", async () => {
    fakeApi({
      "POST /api/provider/settings/password": [
        400,
        { error: { code: "validation_error", message: "Your current password is not correct.", fields: { currentPassword: "Your current password is not correct." } } },
      ],
    });
    await render(<ProviderSettingsPage />);
    fill("not-it-at-all", "akwaaba2026", "akwaaba2026");
    await click(button("Change Password"));
    expect(description(field("Current password"))).toContain("Your current password is not correct.");
    expect(document.activeElement).toBe(field("Current password"));
    expect(shownToast()).toBeNull();
  });

  it("signs out everywhere after asking, then starts afresh at home", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const server = fakeApi({ "POST /api/provider/settings/sign-out-everywhere": [200, { message: "Signed out" }] });
    await render(<ProviderSettingsPage />);
    await click(button("Sign Out Everywhere"));
    expect(dialog()?.getAttribute("role")).toBe("alertdialog");
    expect(server.posts()).toEqual([]);

    await click(button("Stay Signed In", dialog()!));
    expect(dialog()).toBeNull();
    expect(assign).not.toHaveBeenCalled();

    await click(button("Sign Out Everywhere"));
    await click(button("Sign Out Everywhere", dialog()!));
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/provider/settings/sign-out-everywhere", body: undefined }]);
    expect(assign).toHaveBeenCalledWith("/");
  });

  it("stays put and says so when signing out everywhere fails", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    fakeApi({ "POST /api/provider/settings/sign-out-everywhere": [500] });
    await render(<ProviderSettingsPage />);
    await click(button("Sign Out Everywhere"));
    await click(button("Sign Out Everywhere", dialog()!));
    expect(shownToast()).toMatchObject({ title: "Sign Out Failed", variant: "destructive" });
    expect(dialog()).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
