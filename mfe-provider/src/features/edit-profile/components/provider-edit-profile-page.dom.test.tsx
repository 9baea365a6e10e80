// @vitest-environment happy-dom
import { button, click, container, description, fakeApi, field, render, settle, shownToast, type, withFixedDate } from "@gh/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ownProfile } from "../testing/own-profile";
import ProviderEditProfilePage from "./provider-edit-profile-page";

const dialog = () => document.querySelector("dialog[open]") as HTMLElement;
const saveButton = () => button(/Save Changes|Saving\.\.\./)!;

/** The profile, its licence (verified for 2026, no upload on file), no time off, and whatever else the test answers. */
function api(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET /api/providers/edit-profile": [200, ownProfile()],
    "GET /api/providers/licence": [200, { licenceVerifiedFor: 2026, latest: null }],
    "GET /api/providers/time-off": [200, []],
    ...routes,
  });
}

withFixedDate(Date.parse("2026-11-20T08:00:00Z"));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a provider editing their own profile", () => {
  it("starts from the saved profile, in the spec's sections", async () => {
    api();
    await render(<ProviderEditProfilePage />);
    const headings = [...container.querySelectorAll("h2")].filter((h) => !h.closest("dialog")).map((h) => h.textContent);
    expect(headings).toEqual([
      "Photo, Name & Specialty",
      "Licence",
      "Contact",
      "Professional",
      "Audio and video visits",
      "Bio & Services",
      "Working Hours",
      "National Health Insurance (NHIS)",
      "Time Off",
    ]);
    expect(field("Phone").value).toBe("+233302123456");
    expect(description(field("Phone"))).toContain("+233 XX XXX XXXX");
    expect(field("Consultation fee (GHS)").value).toBe("150.00");
    expect(field("Years of experience").value).toBe("12");
    expect(field("Services").value).toBe("Consultation, ECG");
    expect(field("Languages").value).toBe("English, Twi");
    expect(field("Monday Open").checked).toBe(true);
    expect(container.querySelector('a[href="/provider/dashboard"]')?.textContent).toBe("Cancel");
    expect(button("Delete Profile")).toBeDefined();
    expect(saveButton().textContent).toBe("Save Changes");
  });

  it("tells a provider still on the starting hours to set their own", async () => {
    api({ "GET /api/providers/edit-profile": [200, ownProfile({ usingDefaultHours: true })] });
    await render(<ProviderEditProfilePage />);
    expect(container.textContent).toContain("These are the usual Monday to Friday, 9:00 AM - 5:00 PM hours we started you with.");
  });

  it.each([
    ["Phone", "024 123", "Phone number is required"],
    ["Location", "Ac", "Location is required"],
    ["Consultation fee (GHS)", "0", "Consultation fee must be greater than 0"],
    ["Years of experience", "0", "Years of experience is required"],
    ["Education", "MB ChB", "Education details are required"],
  ])("says '%s' is wrong as soon as it is typed badly", async (label, value, message) => {
    const server = api();
    await render(<ProviderEditProfilePage />);
    expect(description(field(label))).not.toContain(message);
    type(field(label), value);
    expect(description(field(label))).toContain(message);
    expect(field(label).getAttribute("aria-invalid")).toBe("true");

    await click(saveButton());
    expect(server.posts()).toEqual([]);
    expect(document.activeElement).toBe(field(label));
  });

  it("leads to the page that changes the photo, name, specialty and town, showing them as they are", async () => {
    api();
    await render(<ProviderEditProfilePage />);
    const section = [...container.querySelectorAll("section")].find((s) => s.querySelector("h2")?.textContent === "Photo, Name & Specialty")!;
    expect(section.textContent).toContain("Dr. Kwame Mensah");
    expect(section.textContent).toContain("Cardiology");
    expect(section.textContent).toContain("Accra");
    const link = section.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/provider/7/edit");
    expect(link.textContent).toBe("Change photo, name, specialty or town");
  });

  it("leaves bio, hospital affiliation, services and languages optional, as the wizard does, and saves them blank", async () => {
    const server = api({ "PATCH /api/providers/edit-profile": ({ body }) => [200, ownProfile(body as object)] });
    await render(<ProviderEditProfilePage />);
    for (const label of ["Bio", "Hospital affiliation", "Services", "Languages"]) {
      expect(field(label).required, label).toBe(false);
      expect(field(label).getAttribute("aria-required"), label).not.toBe("true");
      expect(description(field(label)), label).toContain("Optional");
      type(field(label), "");
      expect(field(label).getAttribute("aria-invalid"), label).not.toBe("true");
    }
    await click(saveButton());
    expect(server.posts()).toHaveLength(1);
    expect(server.posts()[0]!.body).toMatchObject({ bio: null, hospitalAffiliation: null, services: [], languages: [] });
    expect(shownToast()).toMatchObject({ title: "Profile Updated", variant: "success" });
  });

  it("needs at least one open day", async () => {
    const server = api();
    await render(<ProviderEditProfilePage />);
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) await click(field(`${day} Open`));
    expect(container.textContent).toContain("Working hours are required");
    await click(saveButton());
    expect(server.posts()).toEqual([]);
  });

  it("saves the changed fee and hours with PATCH and says Profile Updated", async () => {
    const server = api({ "PATCH /api/providers/edit-profile": ({ body }) => [200, ownProfile({ consultationFee: "200.00", ...(body as object) })] });
    await render(<ProviderEditProfilePage />);
    type(field("Consultation fee (GHS)"), "200");
    type(field("Languages"), "English, Twi, Ga");
    await click(field("Saturday Open"));
    await click(saveButton());

    expect(server.posts()).toEqual([
      {
        method: "PATCH",
        url: "/api/providers/edit-profile",
        body: {
          phone: "+233302123456",
          location: "East Legon Clinic",
          bio: ownProfile().bio,
          consultationFee: "200",
          experience: 12,
          education: "MB ChB, University of Ghana Medical School",
          hospitalAffiliation: "Korle Bu Teaching Hospital",
          services: ["Consultation", "ECG"],
          languages: ["English", "Twi", "Ga"],
          workingHours: {
            monday: "9:00 AM - 5:00 PM", tuesday: "9:00 AM - 5:00 PM", wednesday: "9:00 AM - 5:00 PM", thursday: "9:00 AM - 5:00 PM",
            friday: "9:00 AM - 5:00 PM", saturday: "9:00 AM - 5:00 PM", sunday: "Closed",
          },
          open24Hours: false,
          acceptsWalkIns: false,
          acceptsNhis: false,
          nhiaAccreditationNumber: null,
          offersAudio: false,
          offersVideo: false,
          audioFee: null,
          videoFee: null,
        },
      },
    ]);
    expect(shownToast()).toMatchObject({ title: "Profile Updated", variant: "success" });
    expect(saveButton().textContent).toBe("Save Changes");
  });

  it("starts the opening and walk-in boxes from the profile, with hints saying what they do", async () => {
    api({ "GET /api/providers/edit-profile": [200, ownProfile({ open24Hours: true, acceptsWalkIns: false })] });
    await render(<ProviderEditProfilePage />);
    expect(field("Open 24 hours").type).toBe("checkbox");
    expect(field("Open 24 hours").checked).toBe(true);
    expect(field("Accept walk-in patients").checked).toBe(false);
    expect(description(field("Open 24 hours"))).toContain("Patients searching for 24/7 care will find you");
    expect(description(field("Accept walk-in patients"))).toContain("Walk-ins welcome");
  });

  it("sends the ticked and unticked boxes as yes/no with the rest of the profile", async () => {
    const server = api({
      "GET /api/providers/edit-profile": [200, ownProfile({ open24Hours: true, acceptsWalkIns: false })],
      "PATCH /api/providers/edit-profile": ({ body }) => [200, ownProfile(body as object)],
    });
    await render(<ProviderEditProfilePage />);
    await click(field("Accept walk-in patients"));
    await click(field("Open 24 hours"));
    expect(field("Accept walk-in patients").checked).toBe(true);
    expect(field("Open 24 hours").checked).toBe(false);
    await click(saveButton());

    expect(server.posts()).toHaveLength(1);
    expect(server.posts()[0]!.body).toMatchObject({ open24Hours: false, acceptsWalkIns: true });
    expect(shownToast()).toMatchObject({ title: "Profile Updated", variant: "success" });
  });

  it("starts the NHIS box and accreditation number from the profile, and saves them", async () => {
    const server = api({
      "GET /api/providers/edit-profile": [200, ownProfile({ acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/0042" })],
      "PATCH /api/providers/edit-profile": ({ body }) => [200, ownProfile(body as object)],
    });
    await render(<ProviderEditProfilePage />);
    expect(field("Accepts NHIS").checked).toBe(true);
    expect(description(field("Accepts NHIS"))).toContain("Patients searching for NHIS will find you.");
    expect(field("NHIA accreditation number (optional)").value).toBe("NHIA/HF/0042");

    type(field("NHIA accreditation number (optional)"), " NHIA/HF/0099 ");
    await click(saveButton());
    expect(server.posts()[0]!.body).toMatchObject({ acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/0099" });
  });

  it("asks for the NHIA number only with NHIS ticked, and sends none once it is unticked", async () => {
    const server = api({
      "GET /api/providers/edit-profile": [200, ownProfile({ acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/0042" })],
      "PATCH /api/providers/edit-profile": ({ body }) => [200, ownProfile(body as object)],
    });
    await render(<ProviderEditProfilePage />);
    type(field("NHIA accreditation number (optional)"), "N".repeat(51));
    expect(description(field("NHIA accreditation number (optional)"))).toContain("Must be at most 50 characters");

    // Unticked, the number half typed no longer blocks saving, and none is kept.
    await click(field("Accepts NHIS"));
    expect(() => field("NHIA accreditation number (optional)")).toThrow();
    await click(saveButton());
    expect(server.posts()[0]!.body).toMatchObject({ acceptsNhis: false, nhiaAccreditationNumber: null });
  });

  it("starts the audio and video visits from the profile, a fee that follows the consultation fee shown empty", async () => {
    api({
      "GET /api/providers/edit-profile": [
        200,
        ownProfile({ remoteVisits: { audio: "150.00", video: "200.00" }, remoteVisitFees: { audio: null, video: "200.00" } }),
      ],
    });
    await render(<ProviderEditProfilePage />);
    expect(field("I offer audio visits").checked).toBe(true);
    expect(field("I offer video visits").checked).toBe(true);
    expect(field("Audio visit fee (₵)").value).toBe("");
    expect(field("Audio visit fee (₵)").placeholder).toBe("150.00");
    expect(description(field("Audio visit fee (₵)"))).toContain("Leave empty to charge your consultation fee");
    expect(field("Video visit fee (₵)").value).toBe("200.00");

    // The empty fee's placeholder follows the consultation fee as it is typed.
    type(field("Consultation fee (GHS)"), "180");
    expect(field("Audio visit fee (₵)").placeholder).toBe("180");
  });

  it("asks for a visit's fee only once the provider offers it", async () => {
    api();
    await render(<ProviderEditProfilePage />);
    expect(field("I offer audio visits").checked).toBe(false);
    expect(field("I offer video visits").checked).toBe(false);
    expect(() => field("Audio visit fee (₵)")).toThrow();
    expect(() => field("Video visit fee (₵)")).toThrow();

    await click(field("I offer video visits"));
    expect(field("Video visit fee (₵)").value).toBe("");
    expect(() => field("Audio visit fee (₵)")).toThrow();
  });

  it("sends whether each visit is offered and its fee, empty meaning the consultation fee", async () => {
    const server = api({ "PATCH /api/providers/edit-profile": ({ body }) => [200, ownProfile(body as object)] });
    await render(<ProviderEditProfilePage />);
    await click(field("I offer audio visits"));
    await click(field("I offer video visits"));
    type(field("Audio visit fee (₵)"), " 80.50 ");
    await click(saveButton());

    expect(server.posts()).toHaveLength(1);
    expect(server.posts()[0]!.body).toMatchObject({ offersAudio: true, audioFee: "80.50", offersVideo: true, videoFee: null });
    expect(shownToast()).toMatchObject({ title: "Profile Updated", variant: "success" });
  });

  it("says a visit's fee is wrong as it is typed, and forgets it when the visit is no longer offered", async () => {
    const server = api({
      "GET /api/providers/edit-profile": [200, ownProfile({ remoteVisits: { audio: "90.00", video: null }, remoteVisitFees: { audio: "90.00", video: null } })],
      "PATCH /api/providers/edit-profile": ({ body }) => [200, ownProfile(body as object)],
    });
    await render(<ProviderEditProfilePage />);
    type(field("Audio visit fee (₵)"), "ninety");
    expect(description(field("Audio visit fee (₵)"))).toContain("Enter the fee in cedis, e.g. 150 or 150.50");
    expect(field("Audio visit fee (₵)").getAttribute("aria-invalid")).toBe("true");
    await click(saveButton());
    expect(server.posts()).toEqual([]);
    expect(document.activeElement).toBe(field("Audio visit fee (₵)"));

    await click(field("I offer audio visits"));
    expect(() => field("Audio visit fee (₵)")).toThrow();
    await click(saveButton());
    expect(server.posts()[0]!.body).toMatchObject({ offersAudio: false, audioFee: "90.00" });
  });

  it("shows the server's problem with a visit's fee under that fee", async () => {
    api({
      "GET /api/providers/edit-profile": [200, ownProfile({ remoteVisits: { audio: "150.00", video: null }, remoteVisitFees: { audio: null, video: null } })],
      "PATCH /api/providers/edit-profile": [
        400,
        { error: { code: "validation_failed", message: "Please check the highlighted fields.", fields: { audioFee: "Enter the fee in cedis, e.g. 150 or 150.50" } } },
      ],
    });
    await render(<ProviderEditProfilePage />);
    type(field("Audio visit fee (₵)"), "75");
    await click(saveButton());
    expect(shownToast()).toMatchObject({ title: "Update Failed", variant: "destructive" });
    expect(description(field("Audio visit fee (₵)"))).toContain("Enter the fee in cedis, e.g. 150 or 150.50");
    expect(field("Audio visit fee (₵)").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Audio visit fee (₵)"));
    expect(description(field("Consultation fee (GHS)"))).not.toContain("Enter the fee in cedis");
  });

  it("refreshes the directory's provider data after saving", async () => {
    api({ "PATCH /api/providers/edit-profile": [200, ownProfile({ consultationFee: "200.00" })] });
    const client = await render(<ProviderEditProfilePage />);
    client.setQueryData(["/api/providers/search?specialty=cardiology"], []);
    client.setQueryData(["/api/providers", "7"], ownProfile());
    client.setQueryData(["/api/specialties"], []);
    type(field("Consultation fee (GHS)"), "200");
    await click(saveButton());
    expect(client.getQueryState(["/api/providers/search?specialty=cardiology"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["/api/providers", "7"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["/api/specialties"])?.isInvalidated).toBe(false);
  });

  it("shows 'Saving...' while the change is on its way", async () => {
    let answer!: (value: [number, unknown]) => void;
    api({ "PATCH /api/providers/edit-profile": () => new Promise((resolve) => (answer = resolve)) });
    await render(<ProviderEditProfilePage />);
    await click(saveButton());
    expect(saveButton().textContent).toBe("Saving...");
    expect(saveButton().disabled).toBe(true);
    answer([200, ownProfile()]);
    await settle();
    expect(saveButton().textContent).toBe("Save Changes");
  });

  it("shows the server's message when the update fails, and its field messages", async () => {
    api({
      "PATCH /api/providers/edit-profile": [
        400,
        { error: { code: "validation_failed", message: "Please check the highlighted fields.", fields: { phone: "Enter a Ghana phone number, e.g. +233 24 123 4567" } } },
      ],
    });
    await render(<ProviderEditProfilePage />);
    await click(saveButton());
    expect(shownToast()).toMatchObject({ title: "Update Failed", description: "Please check the highlighted fields.", variant: "destructive" });
    expect(description(field("Phone"))).toContain("Enter a Ghana phone number, e.g. +233 24 123 4567");
  });

  it("says Update Failed with the spec's words when the server gives no message", async () => {
    api({ "PATCH /api/providers/edit-profile": [502] });
    await render(<ProviderEditProfilePage />);
    await click(saveButton());
    expect(shownToast()).toMatchObject({ title: "Update Failed", description: "Failed to update profile. Please try again." });
  });

  it("offers registration when the account has no provider profile", async () => {
    fakeApi({ "GET /api/providers/edit-profile": [404, { error: { code: "not_found", message: "Provider Profile Not Found" } }] });
    await render(<ProviderEditProfilePage />);
    expect(container.querySelector("h2")?.textContent).toBe("Provider Profile Not Found");
    expect(container.querySelector('a[href="/register-provider"]')).not.toBeNull();
  });
});

describe("deleting the profile", () => {
  it("lists what is removed and kept, deletes, then goes to the logout endpoint", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const server = api({ "DELETE /api/providers/profile": [200, { appointmentsDeleted: 2, reviewsDeleted: 3, message: "Your provider profile has been deleted." }] });
    await render(<ProviderEditProfilePage />);
    await click(button("Delete Profile"));

    expect(dialog().getAttribute("role")).toBe("alertdialog");
    const text = dialog().textContent!;
    for (const part of ["profile", "appointments", "patients with upcoming visits are told", "reviews", "Payment records are kept"]) expect(text).toContain(part);
    expect(server.posts()).toEqual([]);

    await click(button("Delete Profile", dialog()));
    expect(server.posts()).toEqual([{ method: "DELETE", url: "/api/providers/profile", body: undefined }]);
    expect(shownToast()).toMatchObject({ title: "Profile Deleted", description: "Your profile, 2 appointments and 3 reviews were removed. Signing you out..." });
    expect(assign).toHaveBeenCalledWith("/api/logout");
  });

  it("keeps the provider signed in and says Delete Failed when it does not work", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    api({ "DELETE /api/providers/profile": [500] });
    await render(<ProviderEditProfilePage />);
    await click(button("Delete Profile"));
    await click(button("Delete Profile", dialog()));
    expect(shownToast()).toMatchObject({ title: "Delete Failed", description: "Failed to delete profile. Please try again.", variant: "destructive" });
    expect(assign).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it("shows the server's reason when it refuses", async () => {
    vi.spyOn(window.location, "assign").mockImplementation(() => {});
    api({ "DELETE /api/providers/profile": [409, { error: { code: "conflict", message: "Try again in a minute." } }] });
    await render(<ProviderEditProfilePage />);
    await click(button("Delete Profile"));
    await click(button("Delete Profile", dialog()));
    expect(shownToast()).toMatchObject({ title: "Delete Failed", description: "Try again in a minute." });
  });
});
