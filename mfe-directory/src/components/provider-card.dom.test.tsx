// @vitest-environment happy-dom
import type { Provider } from "@gh/contracts/providers";
import { cleanup, container, render } from "@gh/test-support";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderCard } from "./provider-card";

const pharmacy: Provider = {
  id: 9,
  userId: 90,
  title: "Pharm",
  user: { firstName: "Efua", lastName: "Asante" },
  specialty: "pharmacy",
  licenseNumber: "PC/0099",
  yearsExperience: 8,
  education: "KNUST",
  hospitalAffiliation: null,
  bio: null,
  consultationFee: "50.00",
  location: "Adum Pharmacy",
  city: "Kumasi",
  region: "Ashanti",
  address: "3 Prempeh II Street",
  phone: "+233322123456",
  email: "efua@example.com",
  website: null,
  profileImage: null,
  workingHours: {},
  services: [],
  languages: ["English", "Twi"],
  averageRating: 4.2,
  reviewCount: 5,
  isVerified: true,
  open24Hours: false,
  acceptsWalkIns: false,
  remoteVisits: { audio: null, video: null },
  latitude: null,
  longitude: null,
};

afterEach(cleanup);

describe("a provider's card", () => {
  it("says in words when the provider is open 24 hours and welcomes walk-ins", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, open24Hours: true, acceptsWalkIns: true }} />);
    const badges = [...container.querySelectorAll(".ui-badge")].map((badge) => badge.textContent);
    expect(badges).toEqual(["Pharmacy", "Open 24 hours", "Walk-ins welcome"]);
  });

  it("claims neither when the provider keeps hours and takes appointments only", async () => {
    await render(<ProviderCard provider={pharmacy} />);
    expect(container.textContent).not.toContain("Open 24 hours");
    expect(container.textContent).not.toContain("Walk-ins welcome");
  });

  it("says in words which visits at a distance the provider offers, and claims none they do not", async () => {
    await render(<ProviderCard provider={{ ...pharmacy, remoteVisits: { audio: "40.00", video: "50.00" } }} />);
    const badges = () => [...container.querySelectorAll(".ui-badge")].map((badge) => badge.textContent);
    expect(badges()).toEqual(["Pharmacy", "Audio visits", "Video visits"]);
    cleanup();

    await render(<ProviderCard provider={{ ...pharmacy, remoteVisits: { audio: null, video: "50.00" } }} />);
    expect(badges()).toEqual(["Pharmacy", "Video visits"]);
    cleanup();

    await render(<ProviderCard provider={pharmacy} />);
    expect(container.textContent).not.toMatch(/Audio visits|Video visits/);
  });
});
