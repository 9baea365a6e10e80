// @vitest-environment happy-dom
/** Bookings made by phone (USSD) on the provider's dashboard: marked, with the number to call instead of an e-mail. */
import { describe, expect, it } from "vitest";
import { button, click, container, fakeApi, render, withFixedDate } from "@gh/test-support";
import { providerAppointment as appointment, providerDashboard as dashboard } from "../test/dashboard-fixture";
import ProviderDashboardPage from "./provider-dashboard-page";

// Friday, 20 November 2026, 08:00 in Accra.
withFixedDate(Date.parse("2026-11-20T08:00:00Z"));

const DASHBOARD = "GET /api/providers/dashboard?page=1";
const items = () => [...container.querySelectorAll<HTMLLIElement>("li.dashboard-appointment")];
const badgesOf = (item: Element) => [...item.querySelectorAll(".ui-badge")].map((badge) => badge.textContent);
const termsOf = (item: Element) => [...item.querySelectorAll("dt")].map((term) => term.textContent);
const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement;

/** As the API answers a caller who booked on the USSD menu with no web account: their number for a name, no e-mail. */
const byPhone = appointment(1, { bookedBy: "phone", patientName: "024 123 4560", patientPhone: "+233241234560", patientEmail: "", reason: null });
const onTheWeb = appointment(2, { patientName: "Kofi Asante" });

describe("bookings made by phone on the provider dashboard", () => {
  it("marks a booking made by phone and gives the caller's number to call, with no e-mail", async () => {
    fakeApi({ [DASHBOARD]: [200, dashboard({ appointments: { items: [byPhone, onTheWeb], total: 2, page: 1, pageSize: 10 } })] });
    await render(<ProviderDashboardPage />);
    const [phoneItem, webItem] = items();

    expect(phoneItem!.querySelector("h3")?.textContent).toBe("024 123 4560");
    expect(badgesOf(phoneItem!)).toEqual(["Awaiting Confirmation", "Booked by phone"]);
    const call = phoneItem!.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
    expect(call?.getAttribute("href")).toBe("tel:+233241234560");
    expect(call?.textContent).toBe("+233241234560");
    expect(phoneItem!.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(termsOf(phoneItem!)).not.toContain("Email");

    // A web booking is not marked, and keeps its e-mail.
    expect(webItem!.querySelector("h3")?.textContent).toBe("Kofi Asante");
    expect(badgesOf(webItem!)).toEqual(["Awaiting Confirmation"]);
    expect(webItem!.querySelector('a[href="mailto:ama@example.com"]')).not.toBeNull();
  });

  it("names a phone booking without a name by its number, in the list and when confirming it", async () => {
    const nameless = { ...byPhone, patientName: "" };
    fakeApi({ [DASHBOARD]: [200, dashboard({ appointments: { items: [nameless], total: 1, page: 1, pageSize: 10 } })] });
    await render(<ProviderDashboardPage />);
    expect(items()[0]!.querySelector("h3")?.textContent).toBe("+233241234560");

    await click(button("Confirm"));
    expect(dialog().textContent).toContain("+233241234560, Monday, 23 November 2026 at 10:30 AM");
  });

  it("says 'Patient by phone' when neither a name nor a number is left", async () => {
    fakeApi({ [DASHBOARD]: [200, dashboard({ appointments: { items: [{ ...byPhone, patientName: "", patientPhone: "" }], total: 1, page: 1, pageSize: 10 } })] });
    await render(<ProviderDashboardPage />);
    expect(items()[0]!.querySelector("h3")?.textContent).toBe("Patient by phone");
    expect(items()[0]!.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
