// @vitest-environment happy-dom
import { button, click, description, fakeApi, field, render, settle, shownToast, type, withFixedDate } from "@gh/test-support";
import type { OwnLicence } from "@gh/contracts/licences/options";
import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { fakeLicenceUploads, ownLicence } from "../../../lib/testing/licence-uploads";
import { ownProfile } from "../testing/own-profile";
import ProviderEditProfilePage from "./provider-edit-profile-page";

// Friday, 20 November 2026, in Accra.
withFixedDate(Date.parse("2026-11-20T08:00:00Z"));

const section = () => document.getElementById("licence")!;
const uploadButton = () => button(/^(Upload licence|Uploading\.\.\.)$/)!;

/** The page, with the profile and licence given (verified for 2026 with the Medical and Dental Council, nothing uploaded, unless said). */
function api({ profile = ownProfile(), latest = null }: { profile?: OwnProviderProfile; latest?: OwnLicence | null } = {}) {
  const licenceVerifiedFor = profile.licenceVerifiedFor;
  return fakeApi({
    "GET /api/providers/edit-profile": [200, profile],
    "GET /api/providers/licence": () => [200, { licenceVerifiedFor, latest }],
    "GET /api/providers/time-off": [200, []],
  });
}

async function chooseLicenceFile(label: string, file: File) {
  const input = field(label);
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle();
}

const pdf = (name = "mdc-licence-2026.pdf") => new File(["%PDF-1.7 licence"], name, { type: "application/pdf" });

describe("the Licence section of Edit Profile", () => {
  it("says the licence is verified for the year, by which regulator, and links the approved upload's document", async () => {
    api({ latest: ownLicence({ status: "approved", validForYear: 2026, decidedAt: "2026-11-21T10:00:00.000Z" }) });
    await render(<ProviderEditProfilePage />);
    const text = section().textContent!;
    expect(section().querySelector("h2")?.textContent).toBe("Licence");
    expect(text).toContain("Verified Provider");
    expect(text).toContain("Licence verified for 2026 · Medical and Dental Council");
    expect(text).toContain("The licence you uploaded on 20 November 2026 was approved for 2026.");
    expect(text).toContain("Medical and Dental Council · MDC/RN/12345");
    const link = section().querySelector<HTMLAnchorElement>('a[href="/api/licences/31/document"]')!;
    expect(link.textContent).toBe("View the uploaded licence (opens in a new tab)");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(text).not.toContain("so your Verified Provider badge stays in January");
  });

  it("tells a provider not yet checked that patients cannot book them, and that their upload is waiting for review", async () => {
    api({ profile: ownProfile({ licenceVerifiedFor: null, isVerified: false }), latest: ownLicence({ status: "pending" }) });
    await render(<ProviderEditProfilePage />);
    const text = section().textContent!;
    expect(text).toContain("Pending Verification");
    expect(text).toContain("Patients cannot book you until your licence is checked.");
    expect(text).toContain("The licence you uploaded on 20 November 2026 is waiting for review.");
    expect(section().querySelector('a[href="/api/licences/31/document"]')).not.toBeNull();
  });

  it("shows the administrator's reason for a rejected licence", async () => {
    api({
      profile: ownProfile({ licenceVerifiedFor: null, isVerified: false }),
      latest: ownLicence({ status: "rejected", rejectionReason: "The photo is blurred: the registration number cannot be read." }),
    });
    await render(<ProviderEditProfilePage />);
    const text = section().textContent!;
    expect(text).toContain("The licence you uploaded on 20 November 2026 was not accepted. Please upload a new one.");
    expect(text).toContain("The administrator's reason: The photo is blurred: the registration number cannot be read.");
  });

  it("says a licence is not on file yet, and words a verified licence without its regulator when none was given", async () => {
    api({ profile: ownProfile({ regulator: null }) });
    await render(<ProviderEditProfilePage />);
    const text = section().textContent!;
    expect(text).toContain("Licence verified for 2026");
    expect(text).not.toContain("·");
    expect(text).toContain("You have not uploaded a licence yet.");
    expect(field<HTMLSelectElement>("Regulator").value).toBe("");
  });

  it("in January, says the renewal is pending until this year's licence is checked, and asks for it", async () => {
    vi.setSystemTime(Date.parse("2027-01-04T08:00:00Z"));
    api({ profile: ownProfile({ licenceVerifiedFor: 2026, isVerified: false }) });
    await render(<ProviderEditProfilePage />);
    const text = section().textContent!;
    expect(text).toContain("Licence renewal pending");
    expect(text).toContain("Your licence was verified for 2026. Upload your licence for 2027 to show the Verified Provider badge again. Patients can still book you.");
    expect(field("Upload your licence for 2027")).toBeDefined();
  });

  it("from 1 December, invites next year's licence, until one is uploaded", async () => {
    vi.setSystemTime(Date.parse("2026-12-01T09:00:00Z"));
    api();
    await render(<ProviderEditProfilePage />);
    expect(section().textContent).toContain("Your licence for 2026 ends on 31 December. Upload your licence for 2027 so your Verified Provider badge stays in January.");
    expect(field("Upload your licence for 2027")).toBeDefined();
  });

  it("does not invite next year's licence in December when it is already waiting for review", async () => {
    vi.setSystemTime(Date.parse("2026-12-02T09:00:00Z"));
    api({ latest: ownLicence({ status: "pending", uploadedAt: "2026-12-01T12:00:00.000Z" }) });
    await render(<ProviderEditProfilePage />);
    expect(section().textContent).not.toContain("so your Verified Provider badge stays in January");
    expect(section().textContent).toContain("The licence you uploaded on 1 December 2026 is waiting for review.");
  });

  it("uploads a new licence with its regulator and number, and shows it waiting for review", async () => {
    let latest: OwnLicence | null = null;
    const server = fakeApi({
      "GET /api/providers/edit-profile": [200, ownProfile()],
      "GET /api/providers/licence": () => [200, { licenceVerifiedFor: 2026, latest }],
      "GET /api/providers/time-off": [200, []],
    });
    const uploads = fakeLicenceUploads((upload) => {
      latest = ownLicence({ regulator: "nmc", registrationNumber: String(upload.registrationNumber) });
      return [201, latest];
    });
    await render(<ProviderEditProfilePage />);
    // It starts from the profile's regulator and licence number.
    expect(field<HTMLSelectElement>("Regulator").value).toBe("mdc");
    expect(field("Registration number").value).toBe("MDC/RN/12345");
    expect(description(field("Upload your licence for 2026"))).toContain("A PDF, JPG or PNG of up to 5 MB.");

    type(field<HTMLSelectElement>("Regulator"), "nmc");
    type(field("Registration number"), "NMC/RGN/2040");
    await chooseLicenceFile("Upload your licence for 2026", pdf("nmc-pin-2026.pdf"));
    await click(uploadButton());

    expect(uploads.map(({ document, ...fields }) => ({ ...fields, file: document?.name }))).toEqual([
      { credentials: "include", regulator: "nmc", registrationNumber: "NMC/RGN/2040", file: "nmc-pin-2026.pdf" },
    ]);
    // Nothing went through the JSON client.
    expect(server.posts()).toEqual([]);
    expect(shownToast()).toMatchObject({ title: "Licence uploaded", variant: "success" });
    await settle();
    expect(section().textContent).toContain("The licence you uploaded on 20 November 2026 is waiting for review.");
    expect(section().textContent).toContain("Nursing and Midwifery Council · NMC/RGN/2040");
    expect(section().textContent).not.toContain("Chosen:");
    expect(uploadButton().textContent).toBe("Upload licence");
  });

  it("asks for the file before sending anything", async () => {
    api();
    const uploads = fakeLicenceUploads(() => [201, ownLicence()]);
    await render(<ProviderEditProfilePage />);
    await click(uploadButton());
    expect(uploads).toEqual([]);
    const picker = field("Upload your licence for 2026");
    expect(description(picker)).toContain("Choose the file of your licence: a PDF, JPG or PNG.");
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(picker);

    type(field("Registration number"), "");
    await click(uploadButton());
    expect(description(field("Registration number"))).toContain("Registration number is required");
    expect(uploads).toEqual([]);
  });

  it("refuses a file over 5 MB in the browser", async () => {
    api();
    const uploads = fakeLicenceUploads(() => [201, ownLicence()]);
    await render(<ProviderEditProfilePage />);
    await chooseLicenceFile("Upload your licence for 2026", new File([new Uint8Array(5 * 1024 * 1024 + 1)], "scan.png", { type: "image/png" }));
    expect(description(field("Upload your licence for 2026"))).toContain("Your licence file must be 5 MB or smaller.");
    await click(uploadButton());
    expect(uploads).toEqual([]);
  });

  it("shows the API's refusals under their fields", async () => {
    api();
    fakeLicenceUploads(() => [
      400,
      {
        error: {
          code: "validation_failed",
          message: "Some fields are missing or invalid",
          fields: { registrationNumber: "Must be at most 50 characters", document: "Your licence must be a PDF, JPG or PNG file." },
        },
      },
    ]);
    await render(<ProviderEditProfilePage />);
    await chooseLicenceFile("Upload your licence for 2026", pdf("renamed.pdf"));
    await click(uploadButton());
    expect(description(field("Registration number"))).toContain("Must be at most 50 characters");
    expect(description(field("Upload your licence for 2026"))).toContain("Your licence must be a PDF, JPG or PNG file.");
    expect(document.activeElement).toBe(field("Registration number"));
    expect(shownToast()).toMatchObject({ title: "Licence not uploaded", description: "Some fields are missing or invalid", variant: "destructive" });
  });

  it("says a file the API found too large is too large, under the file", async () => {
    api();
    fakeLicenceUploads(() => [413, { error: { code: "payload_too_large", message: "The request body is too large (at most 5184 KiB)." } }]);
    await render(<ProviderEditProfilePage />);
    await chooseLicenceFile("Upload your licence for 2026", pdf());
    await click(uploadButton());
    const picker = field("Upload your licence for 2026");
    expect(description(picker)).toContain("Your licence file must be 5 MB or smaller.");
    expect(document.activeElement).toBe(picker);
  });

  it("opens at the Licence section from a link to #licence", async () => {
    api({ profile: ownProfile({ licenceVerifiedFor: null, isVerified: false }) });
    await render(<ProviderEditProfilePage />, { route: "/provider/edit-profile#licence" });
    expect(document.activeElement).toBe(section().querySelector("h2"));
  });
});
