// @vitest-environment happy-dom
import { PAYOUT_MESSAGES, PAYOUT_PROVIDER_TEXTS, type PayoutDetails } from "@gh/contracts/payouts";
import { button, cleanup, click, container, description, fakeApi, field, render, shownToast, type } from "@gh/test-support";
import { afterEach, describe, expect, it } from "vitest";
import ProviderSettingsPage from "./provider-settings-page";

const DETAILS = "GET /api/provider/settings/payout-details";
const SAVE = "PUT /api/provider/settings/payout-details";

const mtn: PayoutDetails = {
  method: "mobile_money",
  network: "mtn",
  bankCode: null,
  accountNumberMasked: "••••••4567",
  accountName: "Kwame Mensah",
  updatedAt: "2026-11-20T08:00:00.000Z",
};

const card = () => container.querySelector<HTMLElement>("section.payout-details")!;
/** A method choice: a radio inside its own label. */
const method = (name: string) => [...card().querySelectorAll("label")].find((label) => label.textContent === name)!.querySelector("input")!;
const alertText = () => card().querySelector('[role="alert"]')?.textContent ?? "";

afterEach(cleanup);

describe("the provider's payout details", () => {
  it("asks for a network, a Ghana mobile money number and the account name before sending anything", async () => {
    const server = fakeApi({ [DETAILS]: [200, { payoutDetails: null }] });
    await render(<ProviderSettingsPage />);
    expect(card().querySelector("h2")?.textContent).toBe("Payout Details");
    expect(card().textContent).toContain(PAYOUT_PROVIDER_TEXTS.noDetails);
    expect(method("Mobile money").checked).toBe(true);
    expect(field<HTMLSelectElement>("Network").value).toBe("");

    await click(button("Save Payout Details"));
    expect(description(field("Network"))).toContain("Choose MTN, Telecel or AirtelTigo");
    expect(description(field("Mobile money number"))).toContain(PAYOUT_MESSAGES.notMobileNumber);
    expect(description(field("Account name"))).toContain("Enter the name on the account");
    expect(description(field("Your password"))).toContain(PAYOUT_MESSAGES.passwordNeeded);
    expect(field("Your password").type).toBe("password");
    expect(field("Mobile money number").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Network"));
    expect(server.posts()).toEqual([]);
  });

  it("offers the three networks and saves a Telecel Cash number, then shows it masked", async () => {
    const server = fakeApi({
      [DETAILS]: [200, { payoutDetails: null }],
      [SAVE]: [200, { payoutDetails: { ...mtn, network: "telecel", accountNumberMasked: "••••••7788" }, message: PAYOUT_MESSAGES.saved }],
    });
    await render(<ProviderSettingsPage />);
    const networks = [...field<HTMLSelectElement>("Network").options].filter((option) => !option.hidden).map((option) => option.textContent);
    expect(networks).toEqual(["MTN Mobile Money", "Telecel Cash", "AirtelTigo Money"]);

    type(field<HTMLSelectElement>("Network"), "telecel");
    type(field("Mobile money number"), " 020 123 7788 ");
    type(field("Account name"), "Kwame Mensah");
    type(field("Your password"), "Provider#2025");
    expect(field("Mobile money number").type).toBe("tel");
    await click(button("Save Payout Details"));

    expect(server.posts()).toEqual([
      { method: "PUT", url: "/api/provider/settings/payout-details", body: { method: "mobile_money", network: "telecel", phone: "020 123 7788", accountName: "Kwame Mensah", currentPassword: "Provider#2025" } },
    ]);
    expect(shownToast()).toMatchObject({ title: "Payout Details Saved", description: PAYOUT_MESSAGES.saved, variant: "success" });
    expect(card().querySelector("form")).toBeNull();
    expect(card().textContent).toContain("Telecel Cash ••••••7788");
    expect(card().textContent).not.toContain("020 123 7788");
    expect(document.activeElement).toBe(button("Change Payout Details"));
  });

  it("shows the saved details masked, and changes them starting from the saved network and name", async () => {
    fakeApi({ [DETAILS]: [200, { payoutDetails: mtn }] });
    await render(<ProviderSettingsPage />);
    const facts = [...card().querySelectorAll("dl > div")].map((fact) => fact.textContent);
    expect(facts).toEqual(["Paid toMTN Mobile Money ••••••4567", "Account nameKwame Mensah", "Last changedFriday, 20 November 2026"]);

    await click(button("Change Payout Details"));
    expect(document.activeElement).toBe(method("Mobile money"));
    expect(field<HTMLSelectElement>("Network").value).toBe("mtn");
    expect(field("Mobile money number").value).toBe("");
    expect(field("Account name").value).toBe("Kwame Mensah");

    await click(button("Cancel"));
    expect(card().textContent).toContain("MTN Mobile Money ••••••4567");
    expect(document.activeElement).toBe(button("Change Payout Details"));
  });

  it("puts the server's word about the number under the number field", async () => {
    fakeApi({
      [DETAILS]: [200, { payoutDetails: null }],
      [SAVE]: [400, { error: { code: "validation_failed", message: PAYOUT_MESSAGES.notMobileNumber, fields: { phone: PAYOUT_MESSAGES.notMobileNumber } } }],
    });
    await render(<ProviderSettingsPage />);
    type(field<HTMLSelectElement>("Network"), "mtn");
    type(field("Mobile money number"), "024 212 3456");
    type(field("Account name"), "Kwame Mensah");
    type(field("Your password"), "Provider#2025");
    await click(button("Save Payout Details"));
    expect(description(field("Mobile money number"))).toContain(PAYOUT_MESSAGES.notMobileNumber);
    expect(document.activeElement).toBe(field("Mobile money number"));
    expect(shownToast()).toBeNull();

    // Editing the number clears the server's word until the next try.
    type(field("Mobile money number"), "024 123 4567");
    expect(field("Mobile money number").getAttribute("aria-invalid")).toBeNull();
  });

  it("refuses a number of another network under the number, before anything is sent", async () => {
    const server = fakeApi({ [DETAILS]: [200, { payoutDetails: null }] });
    await render(<ProviderSettingsPage />);
    type(field<HTMLSelectElement>("Network"), "mtn");
    type(field("Mobile money number"), "020 123 4567");
    type(field("Account name"), "Kwame Mensah");
    type(field("Your password"), "Provider#2025");
    await click(button("Save Payout Details"));
    expect(description(field("Mobile money number"))).toContain(
      "This is a Telecel number. For MTN Mobile Money enter an MTN number (024, 054, 055, 059, 025 or 053), or choose Telecel Cash.",
    );
    expect(server.posts()).toEqual([]);
  });

  it("asks for the password with every change, and a wrong one is said under it with the saved details unchanged", async () => {
    const server = fakeApi({
      [DETAILS]: [200, { payoutDetails: mtn }],
      [SAVE]: [400, { error: { code: "validation_failed", message: PAYOUT_MESSAGES.passwordWrong, fields: { currentPassword: PAYOUT_MESSAGES.passwordWrong } } }],
    });
    await render(<ProviderSettingsPage />);
    await click(button("Change Payout Details"));
    expect(field("Your password").value).toBe("");
    expect(description(field("Your password"))).toContain(PAYOUT_PROVIDER_TEXTS.passwordHint);
    type(field("Mobile money number"), "024 765 4321");
    type(field("Your password"), "not-my-password");
    await click(button("Save Payout Details"));
    expect(server.posts()).toHaveLength(1);
    expect(description(field("Your password"))).toContain(PAYOUT_MESSAGES.passwordWrong);
    expect(document.activeElement).toBe(field("Your password"));
    expect(shownToast()).toBeNull();
    await click(button("Cancel"));
    expect(card().textContent).toContain("MTN Mobile Money ••••••4567");
  });

  it("pays to a bank account: its own fields, and a refused account number shown under Account number", async () => {
    const server = fakeApi({
      [DETAILS]: [200, { payoutDetails: null }],
      [SAVE]: [400, { error: { code: "validation_failed", message: PAYOUT_MESSAGES.accountRefused, fields: { accountNumber: PAYOUT_MESSAGES.accountRefused } } }],
    });
    await render(<ProviderSettingsPage />);
    await click(method("Bank account"));
    expect(() => field("Network")).toThrow();
    type(field("Bank code"), "280100");
    type(field("Account number"), "12ab");
    type(field("Account name"), "Kwame Mensah");
    type(field("Your password"), "Provider#2025");
    await click(button("Save Payout Details"));
    expect(description(field("Account number"))).toContain("Enter the account number (digits only)");
    expect(server.posts()).toEqual([]);

    type(field("Account number"), "1234567890");
    await click(button("Save Payout Details"));
    expect(server.posts()).toEqual([
      { method: "PUT", url: "/api/provider/settings/payout-details", body: { method: "bank", bankCode: "280100", accountNumber: "1234567890", accountName: "Kwame Mensah", currentPassword: "Provider#2025" } },
    ]);
    expect(description(field("Account number"))).toContain(PAYOUT_MESSAGES.accountRefused);
  });

  it("says payouts are unavailable when the payment provider cannot be reached, and keeps what was typed", async () => {
    fakeApi({
      [DETAILS]: [200, { payoutDetails: null }],
      [SAVE]: [503, { error: { code: "unavailable", message: PAYOUT_MESSAGES.unavailable } }],
    });
    await render(<ProviderSettingsPage />);
    type(field<HTMLSelectElement>("Network"), "airteltigo");
    type(field("Mobile money number"), "027 123 4567");
    type(field("Account name"), "Kwame Mensah");
    type(field("Your password"), "Provider#2025");
    await click(button("Save Payout Details"));
    expect(alertText()).toContain(PAYOUT_MESSAGES.unavailable);
    expect(field<HTMLSelectElement>("Network").value).toBe("airteltigo");
    expect(field("Mobile money number").value).toBe("027 123 4567");
    expect(field("Account name").value).toBe("Kwame Mensah");
    expect(shownToast()).toBeNull();
  });
});
