// @vitest-environment happy-dom
import { click, container, fakeApi, render, withFixedDate } from "@gh/test-support";
import type { OwnLicence } from "@gh/contracts/licences/options";
import { testProvider } from "@gh/test-support/provider";
import { describe, expect, it, vi } from "vitest";
import { ownLicence } from "../../../lib/testing/licence-uploads";
import { providerDashboard } from "../test/dashboard-fixture";
import ProviderDashboardPage from "./provider-dashboard-page";

// Friday, 20 November 2026, in Accra.
withFixedDate(Date.parse("2026-11-20T08:00:00Z"));

const DASHBOARD = "GET /api/providers/dashboard?page=1";
const notice = () => container.querySelector<HTMLElement>(".dashboard-notice--licence");
const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>("[role=tab]")].find((t) => t.textContent === name);

/** The dashboard of a provider whose licence is verified for `licenceVerifiedFor`, and their latest upload. */
function api(licenceVerifiedFor: number | null, latest: OwnLicence | null = null) {
  const provider = { ...providerDashboard().provider, licenceVerifiedFor, isVerified: licenceVerifiedFor === 2026 };
  return fakeApi({
    [DASHBOARD]: [200, providerDashboard({ provider })],
    "GET /api/providers/licence": [200, { licenceVerifiedFor, latest }],
  });
}

describe("the dashboard's word on the licence", () => {
  it("says nothing of a licence verified for this year, and does not ask for it", async () => {
    const server = api(2026);
    await render(<ProviderDashboardPage />);
    expect(notice()).toBeNull();
    expect(server.calls.map((call) => call.url)).not.toContain("/api/providers/licence");
  });

  it("tells a provider not yet checked that patients cannot book them, and to upload their licence", async () => {
    api(null);
    await render(<ProviderDashboardPage />);
    expect(notice()!.textContent).toContain("Patients cannot book you until your licence is checked");
    expect(notice()!.textContent).toContain("Upload your licence so that we can check it.");
    const link = notice()!.querySelector("a")!;
    expect(link.textContent).toBe("Go to your licence");
    expect(link.getAttribute("href")).toBe("/provider/edit-profile#licence");
  });

  it("says the uploaded licence is being checked", async () => {
    api(null, ownLicence({ status: "pending" }));
    await render(<ProviderDashboardPage />);
    expect(notice()!.textContent).toContain("Patients cannot book you until your licence is checked");
    expect(notice()!.textContent).toContain("We are checking the licence you uploaded and will let you know.");
    expect(notice()!.textContent).not.toContain("Upload your licence so that");
  });

  it("gives the administrator's reason when the licence was not accepted", async () => {
    api(null, ownLicence({ status: "rejected", rejectionReason: "This is a 2024 licence." }));
    await render(<ProviderDashboardPage />);
    expect(notice()!.textContent).toContain("Your last upload was not accepted. Please upload a new one.");
    expect(notice()!.textContent).toContain("The administrator's reason: This is a 2024 licence.");
  });

  it("after New Year, says the renewal is pending and asks for this year's licence", async () => {
    vi.setSystemTime(Date.parse("2027-01-04T08:00:00Z"));
    api(2026);
    await render(<ProviderDashboardPage />);
    expect(notice()!.textContent).toContain("Licence renewal pending");
    expect(notice()!.textContent).toContain("Your licence was verified for 2026. Upload your licence for 2027 to show the Verified Provider badge again.");
  });

  it("from 1 December, asks for next year's licence until it is uploaded", async () => {
    vi.setSystemTime(Date.parse("2026-12-01T08:00:00Z"));
    api(2026);
    await render(<ProviderDashboardPage />);
    expect(notice()!.textContent).toContain("Your licence for 2027 is due");
    expect(notice()!.textContent).toContain("Upload your licence for 2027 before 1 January so that your Verified Provider badge stays.");
  });

  it("in December, says nothing once next year's licence is waiting for review", async () => {
    vi.setSystemTime(Date.parse("2026-12-03T08:00:00Z"));
    api(2026, ownLicence({ status: "pending", uploadedAt: "2026-12-02T10:00:00.000Z" }));
    await render(<ProviderDashboardPage />);
    expect(notice()).toBeNull();
  });

  it("still warns when the latest upload cannot be read", async () => {
    const provider = { ...providerDashboard().provider, licenceVerifiedFor: null, isVerified: false };
    fakeApi({ [DASHBOARD]: [200, providerDashboard({ provider })], "GET /api/providers/licence": [503, { error: { code: "unavailable", message: "Try again" } }] });
    await render(<ProviderDashboardPage />);
    expect(notice()!.textContent).toContain("Patients cannot book you until your licence is checked");
    expect(notice()!.querySelector('a[href="/provider/edit-profile#licence"]')).not.toBeNull();
  });
});

describe("the dashboard's Profile tab", () => {
  it("shows the licence standing, the regulator and NHIS", async () => {
    fakeApi({ [DASHBOARD]: [200, providerDashboard({ provider: testProvider({ id: 7, acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/0042" }) })] });
    await render(<ProviderDashboardPage />);
    await click(tab("Profile"));
    const profile = container.querySelector(".dashboard-profile")!;
    expect(profile.querySelector(".ui-badge")?.textContent).toBe("Verified Provider");
    expect(profile.textContent).toContain("RegulatorMedical and Dental Council");
    expect(profile.textContent).toContain("NHISAccepts NHIS (NHIA accreditation NHIA/HF/0042)");
  });

  it.each([
    [null, "Pending Verification"],
    [2025, "Licence renewal pending"],
  ])("marks a licence verified for %s as %s", async (licenceVerifiedFor, badge) => {
    fakeApi({ [DASHBOARD]: [200, providerDashboard({ provider: testProvider({ id: 7, licenceVerifiedFor, isVerified: false }) })] });
    await render(<ProviderDashboardPage />);
    await click(tab("Profile"));
    expect(container.querySelector(".dashboard-profile .ui-badge")?.textContent).toBe(badge);
  });
});
