// @vitest-environment happy-dom
import type { Provider } from "@gh/contracts/providers";
import type { SearchResults } from "@gh/contracts/search";
import { button, cleanup, click, container, fakeApi, field, render } from "@gh/test-support";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import SearchPage from "./search-page";

const cardiologist = (id: number, firstName: string, remoteVisits: Provider["remoteVisits"]): Provider => ({
  id,
  userId: id * 10,
  title: "Dr",
  user: { firstName, lastName: "Mensah" },
  specialty: "cardiology",
  licenseNumber: `MDC/RN/${10000 + id}`,
  yearsExperience: 12,
  education: "MB ChB, University of Ghana Medical School",
  hospitalAffiliation: null,
  bio: null,
  consultationFee: "200.00",
  location: "Korle Bu Teaching Hospital",
  city: "Accra",
  region: "Greater Accra",
  address: "Guggisberg Avenue, Accra",
  phone: "+233241234567",
  email: `doctor${id}@example.com`,
  website: null,
  profileImage: null,
  workingHours: {},
  services: [],
  languages: ["English"],
  averageRating: 4.5,
  reviewCount: 8,
  isVerified: true,
  open24Hours: false,
  acceptsWalkIns: false,
  remoteVisits,
  latitude: null,
  longitude: null,
});

const results = (providers: Provider[]): SearchResults => ({
  providers: providers.map((provider) => ({ ...provider, distanceKm: null, nextFreeSlot: null })),
  total: providers.length,
  totalCapped: false,
  page: 1,
  pageSize: 20,
  place: null,
  placeRecognised: true,
  placeSuggestions: [],
});

const inPerson = cardiologist(1, "Kwame", { audio: null, video: null });
const byCall = cardiologist(2, "Abena", { audio: "160.00", video: "200.00" });

afterEach(cleanup);

describe("/search's audio or video visits filter", () => {
  it("asks the search API for remote=true when ticked, names the filter, and shows the providers' visits", async () => {
    const api = fakeApi({
      "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }],
      "GET /api/specialties": [200, [{ id: "cardiology", name: "Cardiology", count: 2 }]],
      "GET /api/providers/search?specialty=cardiology": [200, results([inPerson, byCall])],
      "GET /api/providers/search?specialty=cardiology&remote=true": [200, results([byCall])],
    });
    await render(<SearchPage />, { route: "/search?specialty=cardiology" });
    expect(container.textContent).toContain("2 providers found");

    const remote = field<HTMLInputElement>("Audio or video visits");
    expect(remote.checked).toBe(false);
    await act(async () => remote.click());
    await click(button("Search Providers"));

    expect(api.calls.map((call) => call.url)).toContain("/api/providers/search?specialty=cardiology&remote=true");
    expect(container.querySelector("[role=status]")?.textContent).toBe("1 provider found that offers audio or video visits");
    const cards = [...container.querySelectorAll("article")];
    expect(cards).toHaveLength(1);
    expect([...cards[0]!.querySelectorAll(".ui-badge")].map((badge) => badge.textContent)).toEqual(["Cardiology", "Audio visits", "Video visits"]);

    // Its chip takes the filter off again.
    await click(button("Remove filter: Audio or video visits"));
    expect(container.querySelector("[role=status]")?.textContent).toBe("2 providers found");
    expect(field<HTMLInputElement>("Audio or video visits").checked).toBe(false);
  });

  it("reads the filter from a shared address", async () => {
    const api = fakeApi({
      "GET /api/user": [401, { error: { code: "unauthorized", message: "Not signed in" } }],
      "GET /api/specialties": [200, []],
      "GET /api/providers/search?remote=true": [200, results([byCall])],
    });
    await render(<SearchPage />, { route: "/search?remote=1" });
    expect(api.calls.map((call) => call.url)).toContain("/api/providers/search?remote=true");
    expect(field<HTMLInputElement>("Audio or video visits").checked).toBe(true);
    expect(button("Remove filter: Audio or video visits")).toBeDefined();
  });
});
