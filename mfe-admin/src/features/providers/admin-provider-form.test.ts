import { describe, expect, it } from "vitest";
import { adminProviderBody, adminProviderDialogSchema, adminSpecialtyOptions, fieldsOfServer } from "./admin-provider-form";

const good = { title: "Dr", specialty: "cardiology", experience: "12", consultationFee: "150.5", location: "Korle Bu", email: "ama@clinic.gh", bio: "" };

describe("the admin's provider edit", () => {
  it("takes good values and sends the years as a number and a blank bio as none", () => {
    const checked = adminProviderDialogSchema.safeParse(good);
    expect(checked.success).toBe(true);
    expect(adminProviderBody(checked.data!)).toEqual({
      title: "Dr",
      specialty: "cardiology",
      experience: 12,
      consultationFee: "150.5",
      location: "Korle Bu",
      email: "ama@clinic.gh",
      bio: null,
    });
  });

  it("says what is wrong with each field, in the provider edit's words", () => {
    const checked = adminProviderDialogSchema.safeParse({ ...good, experience: "", consultationFee: "0", location: " ", email: "ama" });
    expect(checked.success).toBe(false);
    const messages = Object.fromEntries(checked.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toMatchObject({
      experience: "Years of experience is required",
      consultationFee: "Consultation fee must be greater than 0",
      location: "Location is required",
    });
    expect(messages.email).toBeTruthy();
  });

  it("keeps a provider's specialty selectable when it is not on the admin list", () => {
    expect(adminSpecialtyOptions("cardiology").map((option) => option.value)).not.toContain("dentist");
    expect(adminSpecialtyOptions("dentist").at(-1)).toEqual({ value: "dentist", label: "Dental Care" });
  });

  it("shows the server's years message under Experience whichever name it uses", () => {
    expect(fieldsOfServer({ yearsExperience: "Too many", email: "Taken" })).toEqual({ experience: "Too many", email: "Taken" });
  });
});
