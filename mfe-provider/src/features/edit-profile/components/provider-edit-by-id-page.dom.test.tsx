// @vitest-environment happy-dom
import { useRoutes } from "@gh/router";
import { button, cleanup, click, container, description, fakeApi, field, render, settle, shownToast, type } from "@gh/test-support";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ownProfile } from "../testing/own-profile";
import type * as ResizeImage from "../../../lib/resize-image";
import ProviderEditByIdPage from "./provider-edit-by-id-page";

const NEW_PHOTO = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ";

// Canvas downsizing needs a real browser; here the chosen file becomes a known data URL.
vi.mock("../../../lib/resize-image", async (original) => ({
  ...(await original<typeof ResizeImage>()),
  resizeImageToDataUrl: vi.fn(async () => NEW_PHOTO),
}));

const { id: _id, userId: _userId, usingDefaultHours: _hours, ...publicFields } = ownProfile();
const provider = { id: 7, userId: 21, ...publicFields };

function At({ path }: { path: string }) {
  return useRoutes([{ path: "/provider/:id/edit", element: <ProviderEditByIdPage /> }], path);
}

const saveButton = () => button(/Save Changes|Saving\.\.\./)!;
const h2s = () => [...container.querySelectorAll("h2")].map((h) => h.textContent);

async function choosePicture(file: File) {
  const input = field("Upload a picture");
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
  await settle();
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("editing a provider by id", () => {
  it("says 'Loading profile...' until the profile arrives", async () => {
    fakeApi({ "GET /api/providers/7": () => new Promise(() => {}) });
    await render(<At path="/provider/7/edit" />);
    expect(container.textContent).toContain("Loading profile...");
    expect(container.querySelector("form")).toBeNull();
  });

  it("says 'Provider not found' for an unknown or impossible id", async () => {
    fakeApi({ "GET /api/providers/999": [404, { error: { code: "not_found", message: "Provider not found" } }] });
    await render(<At path="/provider/999/edit" />);
    expect(h2s()).toContain("Provider not found");
    cleanup();

    const server = fakeApi({});
    await render(<At path="/provider/abc/edit" />);
    expect(h2s()).toContain("Provider not found");
    expect(server.calls).toEqual([]);
  });

  it("fills the spec's sections from the profile and offers all 16 regions", async () => {
    fakeApi({ "GET /api/providers/7": [200, provider] });
    await render(<At path="/provider/7/edit" />);
    expect(h2s()).toEqual(["Profile Picture", "Basic Information", "Location & Affiliation", "Professional Details"]);
    expect(description(field("Upload a picture"))).toContain("JPG/PNG up to 5MB");
    expect(field("Upload a picture").accept).toBe("image/*");
    expect(container.querySelector<HTMLImageElement>(".profile-photo__preview")?.getAttribute("src")).toBe("/api/images/old-photo.jpg");
    expect(field<HTMLSelectElement>("Title").value).toBe("Dr");
    expect(field("First name").value).toBe("Kwame");
    expect(field<HTMLSelectElement>("Specialty").value).toBe("cardiology");
    expect(field<HTMLSelectElement>("Region").querySelectorAll("option:not([disabled])")).toHaveLength(16);
    expect(field("License number").value).toBe("MDC/RN/12345");
    expect(field("Services").value).toBe("Consultation, ECG");
    expect(container.querySelector('a[href="/"]')?.textContent).toBe("Cancel");
  });

  it("keeps a specialty outside the form's eight selectable", async () => {
    fakeApi({ "GET /api/providers/7": [200, { ...provider, specialty: "neurology" }] });
    await render(<At path="/provider/7/edit" />);
    const options = [...field<HTMLSelectElement>("Specialty").options].map((option) => option.value);
    expect(options).toEqual(["general", "cardiology", "dermatology", "pediatrics", "orthopedics", "gynecology", "dentist", "eye-care", "neurology"]);
    expect(field<HTMLSelectElement>("Specialty").value).toBe("neurology");
  });

  it("saves a new photo as a data URL with the other fields, and says Profile Updated", async () => {
    let saved = provider;
    const server = fakeApi({
      "GET /api/providers/7": () => [200, saved],
      "PUT /api/providers/7": () => {
        saved = { ...provider, consultationFee: "180.00", profileImage: "/api/images/new-photo.jpg" };
        return [200, saved];
      },
    });
    await render(<At path="/provider/7/edit" />);
    await choosePicture(new File(["jpeg bytes"], "me.jpg", { type: "image/jpeg" }));
    expect(container.querySelector<HTMLImageElement>(".profile-photo__preview")?.getAttribute("src")).toBe(NEW_PHOTO);

    type(field("Consultation fee (GHS)"), "180");
    await click(saveButton());
    const [put] = server.posts();
    expect(put).toMatchObject({ method: "PUT", url: "/api/providers/7" });
    expect(put!.body).toEqual({
      title: "Dr", firstName: "Kwame", lastName: "Mensah", specialty: "cardiology", phone: "+233302123456", email: "kwame@example.com",
      website: null, location: "East Legon Clinic", city: "Accra", region: "Greater Accra", address: "12 Lagos Avenue, East Legon",
      hospitalAffiliation: "Korle Bu Teaching Hospital", licenseNumber: "MDC/RN/12345", yearsExperience: 12,
      education: "MB ChB, University of Ghana Medical School", consultationFee: "180", bio: provider.bio,
      services: ["Consultation", "ECG"], languages: ["English", "Twi"], open24Hours: false, acceptsWalkIns: false, profileImage: NEW_PHOTO,
    });
    expect(shownToast()).toMatchObject({ title: "Profile Updated", variant: "success" });
    expect(container.querySelector<HTMLImageElement>(".profile-photo__preview")?.getAttribute("src")).toBe("/api/images/new-photo.jpg");
  });

  it("starts the opening and walk-in boxes from the profile and sends them as ticked", async () => {
    const server = fakeApi({
      "GET /api/providers/7": [200, { ...provider, open24Hours: false, acceptsWalkIns: true }],
      "PUT /api/providers/7": [200, { ...provider, open24Hours: true, acceptsWalkIns: false }],
    });
    await render(<At path="/provider/7/edit" />);
    expect(field("Open 24 hours").checked).toBe(false);
    expect(field("Accept walk-in patients").checked).toBe(true);
    expect(description(field("Accept walk-in patients"))).toContain("Walk-ins welcome");

    await click(field("Open 24 hours"));
    await click(field("Accept walk-in patients"));
    await click(saveButton());
    expect(server.posts()[0]!.body).toMatchObject({ open24Hours: true, acceptsWalkIns: false });
    expect(shownToast()).toMatchObject({ title: "Profile Updated", variant: "success" });
  });

  it("sends profileImage null after Remove, and leaves it out when the photo was not touched", async () => {
    const server = fakeApi({ "GET /api/providers/7": [200, provider], "PUT /api/providers/7": [200, provider] });
    await render(<At path="/provider/7/edit" />);
    await click(saveButton());
    expect(server.posts()[0]!.body).not.toHaveProperty("profileImage");

    await click(button("Remove Picture"));
    expect(container.querySelector("img.profile-photo__preview")).toBeNull();
    await click(saveButton());
    expect(server.posts()[1]!.body).toMatchObject({ profileImage: null });
  });

  it("refuses a file that is not an image", async () => {
    const server = fakeApi({ "GET /api/providers/7": [200, provider] });
    await render(<At path="/provider/7/edit" />);
    await choosePicture(new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(description(field("Upload a picture"))).toContain("Upload a JPEG, PNG or WebP image.");
    expect(server.posts()).toEqual([]);
  });

  it("shows each field's message as it is typed and sends nothing while one is wrong", async () => {
    const server = fakeApi({ "GET /api/providers/7": [200, provider] });
    await render(<At path="/provider/7/edit" />);
    type(field("First name"), "K");
    expect(description(field("First name"))).toContain("First name must be at least 2 characters");
    type(field("City"), "");
    expect(description(field("City"))).toContain("City is required");
    await click(saveButton());
    expect(server.posts()).toEqual([]);
    expect(document.activeElement).toBe(field("First name"));
  });

  it("says Update Failed when the save fails", async () => {
    fakeApi({ "GET /api/providers/7": [200, provider], "PUT /api/providers/7": [500] });
    await render(<At path="/provider/7/edit" />);
    await click(saveButton());
    expect(shownToast()).toMatchObject({ title: "Update Failed", description: "Failed to update profile. Please try again.", variant: "destructive" });
  });

  it("tells a user who does not own the profile that they can only change their own", async () => {
    fakeApi({ "GET /api/providers/7": [200, provider], "PUT /api/providers/7": [403, { error: { code: "forbidden", message: "Forbidden" } }] });
    await render(<At path="/provider/7/edit" />);
    await click(saveButton());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe("You can only change your own provider profile.");
    expect(shownToast()).toMatchObject({ title: "Update Failed", description: "You can only change your own provider profile." });
  });

  it("shows 'Saving...' while the change is on its way", async () => {
    let answer!: (value: [number, unknown]) => void;
    fakeApi({ "GET /api/providers/7": [200, provider], "PUT /api/providers/7": () => new Promise((resolve) => (answer = resolve)) });
    await render(<At path="/provider/7/edit" />);
    await click(saveButton());
    expect(saveButton().textContent).toBe("Saving...");
    answer([200, provider]);
    await settle();
    expect(saveButton().textContent).toBe("Save Changes");
  });
});
