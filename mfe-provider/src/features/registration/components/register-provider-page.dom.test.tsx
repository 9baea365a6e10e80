// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, settle, shownToast, type } from "@gh/test-support";
import { clearRegistrationDraft, forgottenLicenceDocumentName, rememberedLicenceDocument, rememberedPassword, REGISTRATION_DRAFT_KEY } from "../../../lib/registration-draft";
import { currentUrl, SignupApp } from "../registration-app.test-helpers";
import type * as ResizeImage from "../../../lib/resize-image";

vi.mock("../../../lib/resize-image", async (original) => ({
  ...(await original<typeof ResizeImage>()),
  // happy-dom cannot decode images; the real downsizing is covered in the browser test.
  resizeImageToDataUrl: vi.fn(async () => "data:image/jpeg;base64,/9j/4AAQSkZJRg=="),
}));

const PASSWORD = "Akwaaba#2025";

const stepTitle = () => document.getElementById("register-step-title")?.textContent ?? "";
const shownErrors = () => [...container.querySelectorAll("form .ui-field__error")].map((error) => error.textContent);
const currentStep = () => container.querySelector('[aria-current="step"]')?.textContent;
const terms = () => document.getElementById("register-terms") as HTMLInputElement;

async function openWizard() {
  await render(<SignupApp path="/register-provider" />);
}

function fillPersonalInfo() {
  type(field<HTMLSelectElement>("Title"), "Dr");
  type(field("First name"), "Abena");
  type(field("Last name"), "Owusu");
  type(field("Email"), "Abena.Owusu@Example.com");
  type(field("Phone"), "024 123 4567");
  type(field("Password"), PASSWORD);
  type(field("Confirm password"), PASSWORD);
}

function fillProfessional() {
  type(field<HTMLSelectElement>("Specialty"), "pediatrics");
  type(field<HTMLSelectElement>("Regulator"), "mdc");
  type(field("License number"), "MDC/RN/12345");
  type(field("Years of experience"), "8");
  type(field<HTMLTextAreaElement>("Education"), "MBChB, University of Ghana Medical School");
  type(field("Consultation fee (GHS)"), "180");
}

/** Opens the wizard and fills the first two steps, arriving at Practice Details. */
async function openPracticeStep() {
  await openWizard();
  fillPersonalInfo();
  await click(button("Continue"));
  fillProfessional();
  await click(button("Continue"));
}

async function fillPracticeDetails() {
  type(field("City"), "Kumasi");
  type(field<HTMLSelectElement>("Region"), "Ashanti");
  type(field("Practice location"), "Adum Children's Clinic");
  type(field<HTMLTextAreaElement>("Full address"), "14 Prempeh II Street, Adum, Kumasi");
  type(field("Services"), "Child wellness, Vaccination");
  type(field("Languages"), "English, Twi");
  await click(field("Saturday Open"));
  await click(terms());
}

const LICENCE_LABEL = "Upload your licence for 2026 (optional)";

async function chooseFile(file: File, label = "Profile picture (optional)") {
  const input = field(label);
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle();
}

beforeEach(() => {
  // Friday, 20 November 2026: the licence asked for is 2026's.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.parse("2026-11-20T08:00:00Z"));
  sessionStorage.clear();
  clearRegistrationDraft();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the provider registration wizard", () => {
  it("shows the three steps and marks the current one", async () => {
    await openWizard();
    expect(document.title).toBe("Join as a Healthcare Provider | GhanaHealth");
    const steps = [...container.querySelectorAll(".wizard-progress li")].map((step) => step.textContent);
    expect(steps).toEqual(["1Personal Info", "2Professional", "3Practice Details"]);
    expect(currentStep()).toBe("1Personal Info");
    expect(stepTitle()).toBe("Step 1 of 3: Personal Info");
    expect(description(field("Phone"))).toContain("+233 XX XXX XXXX");
    expect(container.textContent).toContain("Free registration");
    expect(container.textContent).toContain("Reach more patients");
    expect(container.textContent).toContain("Manage appointments");
    expect(container.textContent).toContain("Build your reputation");
  });

  it("says plainly that registration is free and that GhanaHealth keeps 10% of each fee, with the provider's share of the fee typed", async () => {
    await openWizard();
    const benefits = document.querySelector(".register-provider__benefits")!.textContent!;
    expect(benefits).toContain("Joining GhanaHealth costs nothing.");
    expect(benefits).toContain("GhanaHealth keeps 10% of each consultation fee a patient pays; you receive 90%.");

    fillPersonalInfo();
    await click(button("Continue"));
    expect(description(field("Consultation fee (GHS)"))).toContain("GhanaHealth keeps 10% of it; you receive 90%.");
    type(field("Consultation fee (GHS)"), "180");
    expect(description(field("Consultation fee (GHS)"))).toContain("Of each ₵180.00 visit you receive ₵162.00; GhanaHealth keeps ₵18.00 (10%).");
  });

  it("links the terms it asks the provider to accept, in a new tab so the form stays as typed", async () => {
    await openPracticeStep();
    const label = document.querySelector(`label[for="${terms().id}"]`)!;
    expect(label.textContent).toContain("I accept the terms and conditions");
    const link = label.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/terms");
    expect(link.textContent).toContain("terms and conditions");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.textContent).toContain("(opens in a new tab)");
  });

  it("does not continue past a step until it is valid, showing the spec's messages", async () => {
    const server = fakeApi({});
    await openWizard();

    await click(button("Continue"));
    expect(stepTitle()).toContain("Personal Info");
    expect(shownToast()).toMatchObject({ title: "Please check your form", description: "Some required fields are missing or invalid." });
    expect(shownErrors()).toEqual(
      expect.arrayContaining(["First name must be at least 2 characters", "Last name must be at least 2 characters", "Phone number is required", "Password must be at least 8 characters"]),
    );
    expect(document.activeElement).toBe(field("First name"));

    fillPersonalInfo();
    type(field("Email"), "abena@");
    type(field("Confirm password"), "Akwaaba#2026");
    await click(button("Continue"));
    expect(shownErrors()).toEqual(["Please enter a valid email address", "Passwords don't match"]);
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(description(field("Confirm password"))).toContain("Passwords don't match");

    type(field("Email"), "abena.owusu@example.com");
    type(field("Confirm password"), PASSWORD);
    await click(button("Continue"));
    expect(stepTitle()).toContain("Professional");
    expect(currentStep()).toBe("2Professional");
    expect(document.activeElement).toBe(document.getElementById("register-step-title"));

    await click(button("Continue"));
    expect(shownErrors()).toEqual([
      "Specialty is required",
      "Choose the regulator that issued your licence",
      "License number is required",
      "Years of experience is required",
      "Education is required",
      "Consultation fee is required",
    ]);
    fillProfessional();
    await click(button("Continue"));
    expect(stepTitle()).toContain("Practice Details");

    await click(button("Create Account"));
    expect(shownErrors()).toEqual(["City is required", "Region is required", "Location is required", "Address is required", "You must accept the terms and conditions"]);
    expect(shownToast()?.title).toBe("Please check your form");
    expect(server.calls).toEqual([]);
  });

  it("offers the wizard's 18 specialties and all 16 regions", async () => {
    await openWizard();
    fillPersonalInfo();
    await click(button("Continue"));
    const specialties = [...field<HTMLSelectElement>("Specialty").options].filter((option) => option.value).map((option) => option.textContent);
    expect(specialties).toHaveLength(18);
    expect(specialties.slice(0, 3)).toEqual(["General Practice", "Cardiology", "Dermatology"]);
    fillProfessional();
    await click(button("Continue"));
    const regions = [...field<HTMLSelectElement>("Region").options].filter((option) => option.value).map((option) => option.textContent);
    expect(regions).toHaveLength(16);
    expect(regions).toContain("North East");
  });

  it("goes Back without losing what was typed", async () => {
    await openWizard();
    fillPersonalInfo();
    await click(button("Continue"));
    type(field<HTMLSelectElement>("Specialty"), "cardiology");
    type(field("License number"), "MDC/RN/777");

    await click(button("Back"));
    expect(stepTitle()).toContain("Personal Info");
    expect(field("First name").value).toBe("Abena");
    expect(field("Password").value).toBe(PASSWORD);

    await click(button("Continue"));
    expect(field<HTMLSelectElement>("Specialty").value).toBe("cardiology");
    expect(field("License number").value).toBe("MDC/RN/777");
  });

  it("keeps the draft through a reload, but never the password", async () => {
    await openWizard();
    fillPersonalInfo();
    await click(button("Continue"));
    type(field("License number"), "MDC/RN/12345");

    const stored = sessionStorage.getItem(REGISTRATION_DRAFT_KEY)!;
    expect(JSON.parse(stored)).toMatchObject({ firstName: "Abena", email: "Abena.Owusu@Example.com", licenseNumber: "MDC/RN/12345" });
    expect(JSON.parse(stored)).not.toHaveProperty("password");
    expect(JSON.parse(stored)).not.toHaveProperty("confirmPassword");
    for (let index = 0; index < sessionStorage.length; index++) {
      expect(sessionStorage.getItem(sessionStorage.key(index)!)).not.toContain(PASSWORD);
    }
    expect(JSON.stringify({ ...localStorage })).not.toContain(PASSWORD);

    cleanup();
    await openWizard();
    expect(stepTitle()).toContain("Professional");
    expect(field("License number").value).toBe("MDC/RN/12345");
    await click(button("Back"));
    expect(field("First name").value).toBe("Abena");
    expect(field("Password").value).toBe("");
    expect(description(field("Password"))).toContain("your password is never saved with your draft: please enter it again");
  });

  it("previews a chosen photo, removes it, and refuses files over 5MB", async () => {
    await openWizard();
    await chooseFile(new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" }));
    const preview = container.querySelector<HTMLImageElement>(".register-provider__preview img");
    expect(preview?.getAttribute("alt")).toBe("Preview of your profile picture");
    expect(preview?.getAttribute("src")).toBe("data:image/jpeg;base64,/9j/4AAQSkZJRg==");
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? "{}").profileImage).toBe("data:image/jpeg;base64,/9j/4AAQSkZJRg==");

    await click(button("Remove Image"));
    expect(container.querySelector(".register-provider__preview")).toBeNull();
    expect(document.activeElement).toBe(field("Profile picture (optional)"));

    await chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" }));
    expect(shownToast()).toMatchObject({ title: "File too large", description: "Please select an image smaller than 5MB." });
    expect(container.querySelector(".register-provider__preview")).toBeNull();

    await chooseFile(new File(["not a photo"], "notes.txt", { type: "text/plain" }));
    expect(description(field("Profile picture (optional)"))).toContain("Please choose an image file");
  });

  it("Create Account e-mails the sign-up code and moves to the verify page", async () => {
    const server = fakeApi({
      "POST /api/provider/send-verification": [200, { emailSent: true, message: "We sent a 6-digit code to your email." }],
    });
    await openPracticeStep();
    await fillPracticeDetails();
    await click(button("Create Account"));

    expect(server.posts()).toEqual([{ method: "POST", url: "/api/provider/send-verification", body: { email: "abena.owusu@example.com", mode: "signup" } }]);
    expect(shownToast()).toMatchObject({
      title: "Verification Email Sent!",
      description: "Please check your email for the verification code to complete registration.",
    });
    expect(currentUrl()).toBe("/provider/verify?email=abena.owusu%40example.com&mode=signup");
    expect(rememberedPassword()).toBe(PASSWORD);
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)!)).toMatchObject({
      city: "Kumasi",
      region: "Ashanti",
      terms: true,
      workingHours: { monday: "9:00 AM - 5:00 PM", saturday: "9:00 AM - 5:00 PM", sunday: "Closed" },
    });
  });

  it("asks on the practice step whether the practice is open 24 hours or takes walk-ins, both unticked at first", async () => {
    await openPracticeStep();
    expect(field("Open 24 hours").checked).toBe(false);
    expect(field("Accept walk-in patients").checked).toBe(false);
    expect(description(field("Open 24 hours"))).toContain("Patients searching for 24/7 care will find you");

    await click(field("Accept walk-in patients"));
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)!)).toMatchObject({ open24Hours: false, acceptsWalkIns: true });

    // A reload keeps the tick, like every other answer in the draft.
    cleanup();
    await openWizard();
    expect(field("Accept walk-in patients").checked).toBe(true);
    expect(field("Open 24 hours").checked).toBe(false);
  });

  it("says why when the code cannot be sent, and stays on the form", async () => {
    let answer: [number, unknown] = [429, { error: { code: "rate_limited", message: "Please wait a minute before asking for another code." } }];
    fakeApi({ "POST /api/provider/send-verification": () => answer });
    await openPracticeStep();
    await fillPracticeDetails();

    await click(button("Create Account"));
    expect(shownToast()).toMatchObject({
      title: "Registration Failed",
      description: "Failed to send verification email: Please wait a minute before asking for another code.",
    });
    expect(currentUrl()).toBe("/register-provider");
    expect(button("Create Account")?.disabled).toBe(false);

    answer = [200, { emailSent: true, message: "Sent" }];
    await click(button("Create Account"));
    expect(currentUrl()).toMatch(/^\/provider\/verify\?/);
  });

  it("opens on the step the server refused, with its messages", async () => {
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify({ firstName: "Abena", specialty: "pediatrics", consultationFee: "0" }));
    await render(
      <SignupApp path="/register-provider" state={{ registrationErrors: { consultationFee: "Consultation fee must be greater than 0", code: "ignored" } }} />,
    );
    expect(stepTitle()).toContain("Professional");
    expect(description(field("Consultation fee (GHS)"))).toContain("Consultation fee must be greater than 0");
    type(field("Consultation fee (GHS)"), "150");
    expect(field("Consultation fee (GHS)").getAttribute("aria-invalid")).toBeNull();
  });

  it("asks on the professional step which regulator issued the licence, beside its number", async () => {
    await openWizard();
    fillPersonalInfo();
    await click(button("Continue"));
    const regulators = [...field<HTMLSelectElement>("Regulator").options].filter((option) => option.value).map((option) => option.textContent);
    expect(regulators).toEqual([
      "Medical and Dental Council",
      "Pharmacy Council",
      "Nursing and Midwifery Council",
      "Allied Health Professions Council",
      "Ghana Psychology Council",
      "Other regulator",
    ]);
    expect(field<HTMLSelectElement>("Regulator").value).toBe("");
    expect(description(field("License number"))).toContain("The registration number on your licence");

    type(field<HTMLSelectElement>("Regulator"), "pharmacy");
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)!)).toMatchObject({ regulator: "pharmacy" });
  });

  it("keeps the chosen licence file for after the account is made, and refuses what cannot be a licence", async () => {
    await openWizard();
    fillPersonalInfo();
    await click(button("Continue"));
    expect(field(LICENCE_LABEL).getAttribute("accept")).toBe(".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png");
    expect(description(field(LICENCE_LABEL))).toContain("You can also upload it later from Edit Profile.");

    await chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], "licence.pdf", { type: "application/pdf" }), LICENCE_LABEL);
    expect(description(field(LICENCE_LABEL))).toContain("Your licence file must be 5 MB or smaller.");
    expect(field(LICENCE_LABEL).getAttribute("aria-invalid")).toBe("true");
    expect(rememberedLicenceDocument()).toBeNull();

    await chooseFile(new File(["MZ"], "licence.exe", { type: "application/x-msdownload" }), LICENCE_LABEL);
    expect(description(field(LICENCE_LABEL))).toContain("Your licence must be a PDF, JPG or PNG file.");

    const licence = new File(["%PDF-1.7"], "mdc-licence-2026.pdf", { type: "application/pdf" });
    await chooseFile(licence, LICENCE_LABEL);
    expect(field(LICENCE_LABEL).getAttribute("aria-invalid")).toBeNull();
    expect(container.textContent).toContain("Chosen: mdc-licence-2026.pdf");
    expect(rememberedLicenceDocument()).toBe(licence);

    // Back and on again: still chosen (the file is kept in memory, not in the draft).
    await click(button("Back"));
    await click(button("Continue"));
    expect(container.textContent).toContain("Chosen: mdc-licence-2026.pdf");
    expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? "").not.toContain("%PDF");

    await click(button("Remove file"));
    expect(rememberedLicenceDocument()).toBeNull();
    expect(container.textContent).not.toContain("Chosen:");
    expect(document.activeElement).toBe(field(LICENCE_LABEL));
  });

  it("asks for the licence file again after a reload, naming the one chosen", async () => {
    await openWizard();
    fillPersonalInfo();
    await click(button("Continue"));
    await chooseFile(new File(["%PDF-1.7"], "mdc-licence-2026.pdf", { type: "application/pdf" }), LICENCE_LABEL);

    // A reload: the page's memory is gone, the draft in session storage stays.
    cleanup();
    const draft = sessionStorage.getItem(REGISTRATION_DRAFT_KEY)!;
    const step = sessionStorage.getItem("provider_registration_step")!;
    const licenceName = sessionStorage.getItem("provider_registration_licence")!;
    clearRegistrationDraft();
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, draft);
    sessionStorage.setItem("provider_registration_step", step);
    sessionStorage.setItem("provider_registration_licence", licenceName);
    expect(forgottenLicenceDocumentName()).toBe("mdc-licence-2026.pdf");

    await openWizard();
    expect(description(field(LICENCE_LABEL))).toContain("Reloading the page cleared the file you chose (mdc-licence-2026.pdf). Choose it again");
    expect(container.textContent).not.toContain("Chosen:");
  });

  it("asks on the practice step whether the practice accepts NHIS, and for its NHIA number only then", async () => {
    await openPracticeStep();
    expect(field("Accepts NHIS").checked).toBe(false);
    expect(() => field("NHIA accreditation number (optional)")).toThrow();

    await click(field("Accepts NHIS"));
    type(field("NHIA accreditation number (optional)"), "NHIA/HF/0042");
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)!)).toMatchObject({ acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/0042" });

    type(field("NHIA accreditation number (optional)"), "N".repeat(51));
    await fillPracticeDetails();
    await click(button("Create Account"));
    expect(description(field("NHIA accreditation number (optional)"))).toContain("Must be at most 50 characters");

    await click(field("Accepts NHIS"));
    expect(() => field("NHIA accreditation number (optional)")).toThrow();
  });
});
