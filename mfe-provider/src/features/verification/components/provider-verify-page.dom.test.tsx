// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, settle, shownToast, type } from "@gh/test-support";
import { DEFAULT_WORKING_HOURS } from "@gh/contracts/schedule/working-hours";
import {
  clearRegistrationDraft,
  rememberedLicenceDocument,
  rememberedPassword,
  rememberLicenceDocument,
  rememberPassword,
  REGISTRATION_DRAFT_KEY,
  saveDraft,
} from "../../../lib/registration-draft";
import { emptyWizardForm, toDraft } from "../../../lib/registration-form";
import { fakeLicenceUploads, ownLicence } from "../../../lib/testing/licence-uploads";
import { currentUrl, SignupApp } from "../../registration/registration-app.test-helpers";

const PASSWORD = "Akwaaba#2025";
const VERIFY_URL = "/provider/verify?email=abena.owusu%40example.com&mode=signup";

const draft = toDraft({
  ...emptyWizardForm(),
  title: "Dr",
  firstName: "Abena",
  lastName: "Owusu",
  email: "Abena.Owusu@Example.com",
  phone: "024 123 4567",
  profileImage: "data:image/jpeg;base64,/9j/4AAQSkZJRg==",
  specialty: "pediatrics",
  regulator: "mdc",
  licenseNumber: "MDC/RN/12345",
  yearsExperience: "8",
  education: "MBChB, University of Ghana Medical School",
  consultationFee: "180",
  city: "Kumasi",
  region: "Ashanti",
  location: "Adum Children's Clinic",
  address: "14 Prempeh II Street, Adum, Kumasi",
  services: "Child wellness, Vaccination",
  languages: "English, Twi",
  acceptsWalkIns: true,
  acceptsNhis: true,
  nhiaAccreditationNumber: " NHIA/HF/0042 ",
  terms: true,
});

/** What the API receives: the draft as the schema takes it, with the password and the code. */
const expectedBody = (code: string, password = PASSWORD) => ({
  title: "Dr",
  firstName: "Abena",
  lastName: "Owusu",
  email: "abena.owusu@example.com",
  phone: "024 123 4567",
  specialty: "pediatrics",
  regulator: "mdc",
  licenseNumber: "MDC/RN/12345",
  yearsExperience: 8,
  education: "MBChB, University of Ghana Medical School",
  hospitalAffiliation: null,
  bio: null,
  consultationFee: "180",
  location: "Adum Children's Clinic",
  city: "Kumasi",
  region: "Ashanti",
  address: "14 Prempeh II Street, Adum, Kumasi",
  website: null,
  services: "Child wellness, Vaccination",
  languages: "English, Twi",
  workingHours: DEFAULT_WORKING_HOURS,
  open24Hours: false,
  acceptsWalkIns: true,
  acceptsNhis: true,
  nhiaAccreditationNumber: "NHIA/HF/0042",
  profileImage: "data:image/jpeg;base64,/9j/4AAQSkZJRg==",
  terms: true,
  password,
  code,
});

const codeBox = () => field("Verification code");
const licenceFile = () => new File(["%PDF-1.7 licence"], "mdc-licence-2026.pdf", { type: "application/pdf" });
const verifyButton = () => button("Verify & Create Account")!;

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sessionStorage.clear();
  clearRegistrationDraft();
  saveDraft(draft, 2);
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  assign.mockRestore();
});

describe("provider sign-up verification", () => {
  it("creates the account with the wizard's data, the password and the code, then opens the dashboard", async () => {
    rememberPassword(PASSWORD);
    const server = fakeApi({ "POST /api/provider/complete-registration": [201, { verified: true }] });
    await render(<SignupApp path={VERIFY_URL} />);
    expect(container.querySelector("h1")?.textContent).toBe("Verify your email");
    expect(container.textContent).toContain("We sent a 6-digit code to abena.owusu@example.com");
    expect(() => field("Password")).toThrow();

    expect(verifyButton().disabled).toBe(true);
    type(codeBox(), "12 34 56");
    await click(verifyButton());

    expect(server.posts()).toEqual([{ method: "POST", url: "/api/provider/complete-registration", body: expectedBody("123456") }]);
    expect(shownToast()?.title).toBe("Registration Complete!");
    expect(assign).toHaveBeenCalledWith("/provider/dashboard");
    expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
    expect(rememberedPassword()).toBeNull();
    // Busy until the browser has left the page, so the account cannot be sent twice.
    expect(button("Verifying...")?.disabled).toBe(true);
  });

  it("asks for the password again after a reload, and explains why", async () => {
    const server = fakeApi({ "POST /api/provider/complete-registration": [201, { verified: true }] });
    await render(<SignupApp path={VERIFY_URL} />);
    const password = field("Password");
    expect(description(password)).toContain("we never store your password");

    type(codeBox(), "654321");
    type(password, "short");
    await click(verifyButton());
    expect(description(password)).toContain("Password must be at least 8 characters");
    expect(server.posts()).toEqual([]);

    type(password, PASSWORD);
    await click(verifyButton());
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/provider/complete-registration", body: expectedBody("654321") }]);
  });

  it("shows the server's message for a wrong code and keeps the registration", async () => {
    rememberPassword(PASSWORD);
    fakeApi({
      "POST /api/provider/complete-registration": [400, { error: { code: "invalid_code", message: "Invalid verification code. 4 tries left." } }],
    });
    await render(<SignupApp path={VERIFY_URL} />);
    type(codeBox(), "000000");
    await click(verifyButton());
    expect(shownToast()).toMatchObject({ title: "Verification Failed", description: "Invalid verification code. 4 tries left." });
    // Marked on the code field, not only in the toast over the header.
    expect(codeBox().getAttribute("aria-invalid")).toBe("true");
    expect(description(codeBox())).toContain("Invalid verification code. 4 tries left.");
    expect(currentUrl()).toBe(VERIFY_URL);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).not.toBeNull();
    expect(verifyButton().disabled).toBe(false);
  });

  it("sends the provider back to the wizard's step whose fields the server refused", async () => {
    rememberPassword(PASSWORD);
    fakeApi({
      "POST /api/provider/complete-registration": [
        400,
        { error: { code: "validation_failed", message: "Some fields are missing or invalid", fields: { phone: "Enter a Ghana phone number, e.g. +233 24 123 4567" } } },
      ],
    });
    await render(<SignupApp path={VERIFY_URL} />);
    type(codeBox(), "123456");
    await click(verifyButton());

    expect(shownToast()).toMatchObject({ title: "Verification Failed", description: "Some fields are missing or invalid" });
    expect(currentUrl()).toBe("/register-provider");
    expect(document.getElementById("register-step-title")?.textContent).toContain("Personal Info");
    expect(description(field("Phone"))).toContain("Enter a Ghana phone number, e.g. +233 24 123 4567");
    // The password chosen before is still there, so the provider only fixes the phone.
    expect(field("Password").value).toBe(PASSWORD);
  });

  it("resends a sign-up code after the cooldown", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    try {
      const server = fakeApi({ "POST /api/provider/send-verification": [200, { emailSent: true, message: "We sent a new code.", code: "246810" }] });
      await render(<SignupApp path={VERIFY_URL} />);
      expect(button(/^Resend code in \d+s$/)?.disabled).toBe(true);
      await act(async () => vi.advanceTimersByTime(61_000));
      await click(button("Resend code"));
      expect(server.posts()).toEqual([{ method: "POST", url: "/api/provider/send-verification", body: { email: "abena.owusu@example.com", mode: "signup" } }]);
      expect(shownToast()).toMatchObject({ title: "Code Sent", description: "We sent a new code." });
      expect(button(/^Resend code in \d+s$/)?.disabled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("points to the wizard when no registration is waiting in this browser", async () => {
    clearRegistrationDraft();
    await render(<SignupApp path={VERIFY_URL} />);
    expect(container.textContent).toContain("We could not find a registration waiting for its code");
    expect(container.querySelector('a[href="/register-provider"]')?.textContent).toBe("Register as a Provider");
    expect(container.querySelector('a[href="/auth"]')).not.toBeNull();
  });

  it("takes the address from the saved registration when the link has none", async () => {
    rememberPassword(PASSWORD);
    await render(<SignupApp path="/provider/verify" />);
    expect(container.textContent).toContain("We sent a 6-digit code to abena.owusu@example.com");
  });

  it("sends login mode to the sign-in verification", async () => {
    await render(<SignupApp path="/provider/verify?email=provider%40demo.gh&mode=login" />);
    expect(currentUrl()).toBe("/provider/login-verify?email=provider%40demo.gh&mode=login");
  });

  it("uploads the licence chosen in the wizard once the account exists, then opens the dashboard", async () => {
    rememberPassword(PASSWORD);
    const licence = licenceFile();
    rememberLicenceDocument(licence);
    const server = fakeApi({ "POST /api/provider/complete-registration": [201, { verified: true }] });
    const uploads = fakeLicenceUploads(() => [201, ownLicence()]);
    await render(<SignupApp path={VERIFY_URL} />);
    type(codeBox(), "123456");
    await click(verifyButton());

    expect(server.posts()).toEqual([{ method: "POST", url: "/api/provider/complete-registration", body: expectedBody("123456") }]);
    expect(uploads.map(({ document, ...fields }) => ({ ...fields, file: document?.name, size: document?.size }))).toEqual([
      { credentials: "include", regulator: "mdc", registrationNumber: "MDC/RN/12345", file: "mdc-licence-2026.pdf", size: licence.size },
    ]);
    expect(assign).toHaveBeenCalledWith("/provider/dashboard");
    expect(rememberedLicenceDocument()).toBeNull();
  });

  it("says when the account was made but the licence could not be uploaded, and leads to where it can be done later", async () => {
    rememberPassword(PASSWORD);
    rememberLicenceDocument(licenceFile());
    fakeApi({ "POST /api/provider/complete-registration": [201, { verified: true }] });
    fakeLicenceUploads(() => [
      400,
      { error: { code: "validation_failed", message: "Some fields are missing or invalid", fields: { document: "Your licence must be a PDF, JPG or PNG file." } } },
    ]);
    await render(<SignupApp path={VERIFY_URL} />);
    type(codeBox(), "123456");
    await click(verifyButton());
    await settle();

    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain("Your account is ready, but your licence could not be uploaded.");
    expect(alert.textContent).toContain("Your licence must be a PDF, JPG or PNG file.");
    expect(alert.textContent).toContain("You can upload it later from Edit Profile, under Licence.");
    expect(document.activeElement).toBe(alert);
    expect(container.querySelector('a[href="/provider/edit-profile#licence"]')?.textContent).toBe("Upload your licence now");
    expect(container.querySelector('a[href="/provider/dashboard"]')?.textContent).toBe("Go to your dashboard");
    expect(assign).not.toHaveBeenCalled();
    // The account exists: nothing of the registration is kept to send again.
    expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
    expect(rememberedPassword()).toBeNull();
  });

  it("asks for the licence file again when a reload cleared it, and uploads the one chosen", async () => {
    rememberPassword(PASSWORD);
    rememberLicenceDocument(licenceFile());
    // The reload: the page's memory is gone; session storage still names the file.
    const name = sessionStorage.getItem("provider_registration_licence");
    clearRegistrationDraft();
    saveDraft(draft, 2);
    sessionStorage.setItem("provider_registration_licence", name!);
    rememberPassword(PASSWORD);

    fakeApi({ "POST /api/provider/complete-registration": [201, { verified: true }] });
    const uploads = fakeLicenceUploads(() => [201, ownLicence()]);
    await render(<SignupApp path={VERIFY_URL} />);
    const picker = field("Your licence (optional)");
    expect(description(picker)).toContain("Reloading the page cleared the licence file you chose (mdc-licence-2026.pdf).");

    const again = new File(["%PDF-1.7 chosen again"], "licence-again.pdf", { type: "application/pdf" });
    Object.defineProperty(picker, "files", { value: [again], configurable: true });
    await act(async () => {
      picker.dispatchEvent(new Event("change", { bubbles: true }));
    });
    type(codeBox(), "123456");
    await click(verifyButton());
    expect(uploads.map((upload) => upload.document?.name)).toEqual(["licence-again.pdf"]);
    expect(assign).toHaveBeenCalledWith("/provider/dashboard");
  });

  it("uploads nothing when no licence was chosen", async () => {
    rememberPassword(PASSWORD);
    fakeApi({ "POST /api/provider/complete-registration": [201, { verified: true }] });
    const uploads = fakeLicenceUploads(() => [201, ownLicence()]);
    await render(<SignupApp path={VERIFY_URL} />);
    expect(() => field("Your licence (optional)")).toThrow();
    type(codeBox(), "123456");
    await click(verifyButton());
    expect(uploads).toEqual([]);
    expect(assign).toHaveBeenCalledWith("/provider/dashboard");
  });
});
