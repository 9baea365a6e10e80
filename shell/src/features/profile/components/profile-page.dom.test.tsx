// @vitest-environment happy-dom
/** /profile's privacy and security controls, as a patient and a provider use them. */
import { currentUserQuery } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts/auth";
import { useRoutes } from "@gh/router";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, shownToast, type } from "@gh/test-support";
import { accountUser } from "@gh/test-support/account-user";
import ProfilePage from "./profile-page";

const PATIENT = accountUser();

const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement | null;

/** /profile inside the app's routes, so that "sent home" can be seen. */
function App() {
  return useRoutes([
    { path: "/profile", element: <ProfilePage /> },
    { path: "/", element: <h1>Home</h1> },
  ]);
}

async function openProfile(user: AccountUser, routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ "GET /api/user": [200, user], ...routes });
  const client = await render(<App />, { route: "/profile" });
  await client.fetchQuery(currentUserQuery);
  return { server, client };
}

afterEach(cleanup);

describe("the patient's data rights on /profile", () => {
  it("offers the data download as a file link", async () => {
    await openProfile(PATIENT);
    const link = [...container.querySelectorAll("a")].find((a) => a.textContent === "Download my data")!;
    expect(link.getAttribute("href")).toBe("/api/user/export");
    expect(link.hasAttribute("download")).toBe(true);
    expect([...container.querySelectorAll("a")].some((a) => a.getAttribute("href") === "/privacy")).toBe(true);
  });

  it("shows a wrong password under the field and keeps the account", async () => {
    const { server } = await openProfile(PATIENT, {
      "DELETE /api/user": [400, { error: { code: "validation_failed", message: "Your password is not correct.", fields: { password: "Your password is not correct." } } }],
    });
    await click(button("Delete my account"));
    expect(dialog()?.getAttribute("role")).toBe("alertdialog");
    // Focus starts in the password field, so the keyboard can type at once.
    expect(document.activeElement).toBe(field("Your password"));

    await click(button("Delete my account", dialog()!));
    expect(description(field("Your password"))).toContain("Enter your password");
    expect(server.posts()).toEqual([]);

    type(field("Your password"), "not-it");
    await click(button("Delete my account", dialog()!));
    expect(server.posts()).toEqual([{ method: "DELETE", url: "/api/user", body: { password: "not-it" } }]);
    expect(description(field("Your password"))).toContain("Your password is not correct.");
    expect(field("Your password").getAttribute("aria-invalid")).toBe("true");
    expect(dialog()).not.toBeNull();
    expect(container.textContent).not.toContain("Home");
  });

  it("deletes the account, signs out and goes home with a toast", async () => {
    const { client } = await openProfile(PATIENT, { "DELETE /api/user": [200, { message: "Your account has been deleted." }] });
    await click(button("Delete my account"));
    type(field("Your password"), "Akwaaba#2030");
    await click(button("Delete my account", dialog()!));
    expect(container.querySelector("h1")?.textContent).toBe("Home");
    // No signed-in user is cached any more (set to null, or dropped with the account's other data).
    expect(client.getQueryData(currentUserQuery.queryKey) ?? null).toBeNull();
    expect(shownToast()).toMatchObject({ title: "Account Deleted", variant: "success" });
  });

  it("closes the delete dialog with Keep my account, asking nothing of the server", async () => {
    const { server } = await openProfile(PATIENT);
    await click(button("Delete my account"));
    await click(button("Keep my account", dialog()!));
    expect(dialog()).toBeNull();
    expect(server.posts()).toEqual([]);
  });

  it("changes the password with the sign-up rule checked first", async () => {
    const { server } = await openProfile(PATIENT, { "POST /api/user/password": [200, { message: "Password changed." }] });
    type(field("Current password"), "Akwaaba#2030");
    type(field("New password"), "abc");
    type(field("Confirm new password"), "abc");
    await click(button("Change Password"));
    expect(description(field("New password"))).toContain("Password must be at least 6 characters");
    expect(server.posts()).toEqual([]);

    type(field("New password"), "Medaase#2031");
    type(field("Confirm new password"), "Medaase#2031");
    await click(button("Change Password"));
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/user/password", body: { currentPassword: "Akwaaba#2030", newPassword: "Medaase#2031" } }]);
    expect(shownToast()).toMatchObject({ title: "Password Changed", variant: "success" });
    expect(field("Current password").value).toBe("");
  });

  it("signs out of all devices after asking, then goes home signed out", async () => {
    const { server, client } = await openProfile(PATIENT, { "POST /api/user/sign-out-everywhere": [200, { message: "Signed out on every device." }] });
    await click(button("Sign out of all devices"));
    await click(button("Stay Signed In", dialog()!));
    expect(server.posts()).toEqual([]);
    await click(button("Sign out of all devices"));
    await click(button("Sign Out Everywhere", dialog()!));
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/user/sign-out-everywhere", body: undefined }]);
    expect(container.querySelector("h1")?.textContent).toBe("Home");
    // No signed-in user is cached any more (set to null, or dropped with the account's other data).
    expect(client.getQueryData(currentUserQuery.queryKey) ?? null).toBeNull();
  });
});

describe("a provider's /profile", () => {
  it("points to the provider's own pages instead of patient deletion and password forms", async () => {
    await openProfile({ ...PATIENT, role: "provider" });
    expect(button("Delete my account")).toBeUndefined();
    expect(() => field("Current password")).toThrow();
    const links = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(expect.arrayContaining(["/provider/settings", "/provider/edit-profile", "/api/user/export"]));
    expect(button("Sign out of all devices")).toBeDefined();
  });
});
