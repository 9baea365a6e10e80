// @vitest-environment happy-dom
import { button, cleanup, container, fakeApi, render, withFixedDate } from "@gh/test-support";
import { testProvider } from "@gh/test-support/provider";
import { beforeEach, describe, expect, it } from "vitest";
import { ProfileHeader } from "./profile-header";

const cardiologist = testProvider({ id: 4, user: { firstName: "Kofi", lastName: "Boateng" }, specialty: "cardiology" });

const badges = () => [...container.querySelectorAll(".profile-header__badges .ui-badge")].map((badge) => badge.textContent);

// In 2026 in Ghana: the fixture's licence, verified for 2026, is this year's.
withFixedDate("2026-06-15T10:00:00Z");

beforeEach(() => {
  fakeApi({ "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }] });
});

describe("the top of a provider's profile", () => {
  it("names each kind of visit at a distance the provider offers, with what it costs", async () => {
    await render(<ProfileHeader provider={{ ...cardiologist, remoteVisits: { audio: "160.00", video: "1250.00" } }} />);
    expect(badges()).toEqual(["Cardiology", "Verified Provider", "Audio visits · ₵160.00", "Video visits · ₵1,250.00"]);
  });

  it("offers only what the provider offers, and nothing at a distance when they see patients in person only", async () => {
    await render(<ProfileHeader provider={{ ...cardiologist, remoteVisits: { audio: "160.00", video: null } }} />);
    expect(badges()).toEqual(["Cardiology", "Verified Provider", "Audio visits · ₵160.00"]);
    cleanup();

    fakeApi({ "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }] });
    await render(<ProfileHeader provider={cardiologist} />);
    expect(badges()).toEqual(["Cardiology", "Verified Provider"]);
    expect(container.textContent).not.toMatch(/Audio visits|Video visits/);
  });
});

describe("the top of a provider's profile on licences and NHIS", () => {
  it("says what the badge rests on: the year the licence is verified for and its regulator", async () => {
    await render(<ProfileHeader provider={{ ...cardiologist, regulator: "mdc" }} />);
    expect(badges()).toEqual(["Cardiology", "Verified Provider"]);
    expect(container.querySelector(".profile-header__licence")?.textContent?.trim()).toBe("Licence verified for 2026 · Medical and Dental Council");
    expect(button("Book Appointment")).toBeDefined();
  });

  it("names the regulator the provider gave, and only the year when they gave none", async () => {
    await render(<ProfileHeader provider={{ ...cardiologist, regulator: "pharmacy" }} />);
    expect(container.querySelector(".profile-header__licence")?.textContent?.trim()).toBe("Licence verified for 2026 · Pharmacy Council");
    cleanup();

    fakeApi({ "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }] });
    await render(<ProfileHeader provider={{ ...cardiologist, regulator: null }} />);
    expect(container.querySelector(".profile-header__licence")?.textContent?.trim()).toBe("Licence verified for 2026");
  });

  it("says Accepts NHIS in words for a provider who serves NHIS members", async () => {
    await render(<ProfileHeader provider={{ ...cardiologist, acceptsNhis: true }} />);
    expect(badges()).toEqual(["Cardiology", "Verified Provider", "Accepts NHIS"]);
  });

  it("after the year of the licence: Licence renewal pending, no claim of a verified licence, and booking still open", async () => {
    await render(<ProfileHeader provider={{ ...cardiologist, licenceVerifiedFor: 2025 }} />);
    expect(badges()).toEqual(["Cardiology", "Licence renewal pending"]);
    expect(container.textContent).not.toMatch(/Verified Provider|Licence verified for/);
    expect(button("Book Appointment")).toBeDefined();
  });

  it("before any licence is checked: Pending Verification, and a sentence instead of Book Appointment", async () => {
    await render(<ProfileHeader provider={{ ...cardiologist, licenceVerifiedFor: null }} />);
    expect(badges()).toEqual(["Cardiology", "Pending Verification"]);
    expect(container.textContent).not.toContain("Licence verified for");
    expect(button("Book Appointment")).toBeUndefined();
    const closed = [...container.querySelectorAll("p")].find((p) => p.textContent === "Booking opens once the licence is checked");
    expect(closed).toBeDefined();
    expect(closed!.closest("button, a")).toBeNull();
    // The ways to reach the provider stay.
    expect(container.querySelector("a[href^='tel:']")).not.toBeNull();
  });
});
