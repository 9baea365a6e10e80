// @vitest-environment happy-dom
import { button, cleanup, container, render, withFixedDate } from "@gh/test-support";
import { testProvider } from "@gh/test-support/provider";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ProviderCard } from "./provider-card";

const pharmacy = testProvider({ id: 9, title: "Pharm", user: { firstName: "Efua", lastName: "Asante" }, specialty: "pharmacy" });

const badges = () => [...container.querySelectorAll(".ui-badge")].map((badge) => badge.textContent);

// In 2026 in Ghana: a licence verified for 2026 is this year's.
withFixedDate("2026-06-15T10:00:00Z");

describe("a provider's card", () => {
  it("says in words when the provider is open 24 hours and welcomes walk-ins", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, open24Hours: true, acceptsWalkIns: true }} />);
    expect(badges()).toEqual(["Pharmacy", "Verified Provider", "Open 24 hours", "Walk-ins welcome"]);
  });

  it("claims neither when the provider keeps hours and takes appointments only", async () => {
    await render(<ProviderCard provider={pharmacy} />);
    expect(container.textContent).not.toContain("Open 24 hours");
    expect(container.textContent).not.toContain("Walk-ins welcome");
  });

  it("says in words which visits at a distance the provider offers, and claims none they do not", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, remoteVisits: { audio: "40.00", video: "50.00" } }} />);
    expect(badges()).toEqual(["Pharmacy", "Verified Provider", "Audio visits", "Video visits"]);
  });

  it("names only the visits at a distance the provider offers", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, remoteVisits: { audio: null, video: "50.00" } }} />);
    expect(badges()).toEqual(["Pharmacy", "Verified Provider", "Video visits"]);
  });

  it("claims no visits at a distance for a provider who sees patients in person only", async () => {
    await render(<ProviderCard provider={pharmacy} />);
    expect(container.textContent).not.toMatch(/Audio visits|Video visits/);
  });
});

describe("a provider's card on licences and NHIS", () => {
  it("says Accepts NHIS in words for a provider who serves NHIS members, and nothing of NHIS otherwise", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, acceptsNhis: true }} />);
    expect(badges()).toEqual(["Pharmacy", "Verified Provider", "Accepts NHIS"]);
  });

  it("does not claim NHIS for a provider who has not said they accept it", async () => {
    await render(<ProviderCard provider={pharmacy} />);
    expect(container.textContent).not.toContain("NHIS");
  });

  it("shows Licence renewal pending, not Verified Provider, when the licence is last year's, and still offers booking", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, licenceVerifiedFor: 2025 }} bookingAction={<button type="button">Book Appointment</button>} />);
    expect(badges()).toEqual(["Pharmacy", "Licence renewal pending"]);
    expect(container.textContent).not.toContain("Verified Provider");
    expect(button("Book Appointment")).toBeDefined();
    expect(container.textContent).not.toContain("Booking opens once the licence is checked");
  });

  it("shows Pending Verification and says booking opens once the licence is checked, as text, instead of Book Appointment", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, licenceVerifiedFor: null }} bookingAction={<button type="button">Book Appointment</button>} />);
    expect(badges()).toEqual(["Pharmacy", "Pending Verification"]);
    expect(button("Book Appointment")).toBeUndefined();
    const closed = [...container.querySelectorAll("p")].find((p) => p.textContent === "Booking opens once the licence is checked");
    expect(closed).toBeDefined();
    expect(closed!.closest("button, a")).toBeNull();
    // View Profile is then the card's one action, drawn as the main button.
    expect(container.querySelector("a[href='/provider/9']")?.className).toContain("ui-button--primary");
  });

  it("says nothing of booking where the list offers none (the landing's featured providers)", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, licenceVerifiedFor: null }} />);
    expect(container.textContent).not.toContain("Booking opens once the licence is checked");
  });

  it("reads the current year in Ghana, not the phone's: a licence for 2026 is verified until 2026 ends there, then awaits renewal", async () => {
    // A phone set to a zone behind Ghana's (UTC-8) still shows 31 December when Ghana is in the new year.
    vi.stubEnv("TZ", "America/Los_Angeles");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    expect(new Date("2027-01-01T00:00:00Z").getFullYear()).toBe(2026);

    vi.setSystemTime("2026-12-31T23:59:00Z");
    await render(<ProviderCard provider={pharmacy} />);
    expect(badges()).toEqual(["Pharmacy", "Verified Provider"]);
    cleanup();

    vi.setSystemTime("2027-01-01T00:00:00Z");
    await render(<ProviderCard provider={pharmacy} />);
    expect(badges()).toEqual(["Pharmacy", "Licence renewal pending"]);
  });
});
