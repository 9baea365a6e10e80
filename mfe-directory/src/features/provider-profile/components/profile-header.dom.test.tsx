// @vitest-environment happy-dom
import type { Provider } from "@gh/contracts/providers";
import { cleanup, container, fakeApi, render } from "@gh/test-support";
import { afterEach, describe, expect, it } from "vitest";
import { ProfileHeader } from "./profile-header";

const cardiologist: Provider = {
  id: 4,
  userId: 40,
  title: "Dr",
  user: { firstName: "Kofi", lastName: "Boateng" },
  specialty: "cardiology",
  licenseNumber: "MDC/RN/10040",
  yearsExperience: 15,
  education: "MB ChB, KNUST",
  hospitalAffiliation: "Komfo Anokye Teaching Hospital",
  bio: null,
  consultationFee: "200.00",
  location: "Komfo Anokye Teaching Hospital",
  city: "Kumasi",
  region: "Ashanti",
  address: "Bantama Road, Kumasi",
  phone: "+233322123456",
  email: "kofi@example.com",
  website: null,
  profileImage: null,
  workingHours: {},
  services: [],
  languages: ["English", "Twi"],
  averageRating: 4.7,
  reviewCount: 12,
  isVerified: true,
  open24Hours: false,
  acceptsWalkIns: false,
  remoteVisits: { audio: null, video: null },
  latitude: null,
  longitude: null,
};

const badges = () => [...container.querySelectorAll(".profile-header__badges .ui-badge")].map((badge) => badge.textContent);

afterEach(cleanup);

describe("the top of a provider's profile", () => {
  it("names each kind of visit at a distance the provider offers, with what it costs", async () => {
    fakeApi({ "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }] });
    await render(<ProfileHeader provider={{ ...cardiologist, remoteVisits: { audio: "160.00", video: "1250.00" } }} />);
    expect(badges()).toEqual(["Cardiology", "Audio visits · ₵160.00", "Video visits · ₵1,250.00"]);
  });

  it("offers only what the provider offers, and nothing at a distance when they see patients in person only", async () => {
    fakeApi({ "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }] });
    await render(<ProfileHeader provider={{ ...cardiologist, remoteVisits: { audio: "160.00", video: null } }} />);
    expect(badges()).toEqual(["Cardiology", "Audio visits · ₵160.00"]);
    cleanup();

    fakeApi({ "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }] });
    await render(<ProfileHeader provider={cardiologist} />);
    expect(badges()).toEqual(["Cardiology"]);
    expect(container.textContent).not.toMatch(/Audio visits|Video visits/);
  });
});
