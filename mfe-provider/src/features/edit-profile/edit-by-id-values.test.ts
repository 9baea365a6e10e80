import { describe, expect, it } from "vitest";
import { editByIdValues, specialtyOptions, updateBody } from "./edit-by-id-values";
import { fieldErrorsFromIssues, nestedErrors } from "@gh/contracts/errors/fields";
import { ownProfile } from "./testing/own-profile";

describe("the edit-by-id form's values", () => {
  it("shows lists as comma-separated text and blanks for what is missing", () => {
    const values = editByIdValues(ownProfile({ website: null, bio: null, title: "" }));
    expect(values).toMatchObject({ services: "Consultation, ECG", languages: "English, Twi", website: "", bio: "", title: "none", yearsExperience: "12" });
  });

  it("offers the spec's eight specialties with their names, plus the provider's own", () => {
    expect(specialtyOptions("dentist").map((option) => option.label)).toEqual([
      "General Practice", "Cardiology", "Dermatology", "Pediatrics", "Orthopedics", "Gynecology", "Dental Care", "Eye Care",
    ]);
    expect(specialtyOptions("oncology").at(-1)).toEqual({ value: "oncology", label: "Oncology" });
  });

  it("sends the photo only when it changed: a data URL replaces, null removes", () => {
    const checked = { firstName: "Ama", profileImage: null };
    expect(updateBody(checked, undefined)).toEqual({ firstName: "Ama" });
    expect(updateBody(checked, null)).toEqual({ firstName: "Ama", profileImage: null });
    expect(updateBody(checked, "data:image/jpeg;base64,AA")).toEqual({ firstName: "Ama", profileImage: "data:image/jpeg;base64,AA" });
  });
});

describe("field errors", () => {
  it("keeps the first message per field and finds a day's hours under workingHours", () => {
    const errors = fieldErrorsFromIssues([
      { path: ["phone"], message: "Phone number is required" },
      { path: ["phone"], message: "Phone number is too long" },
      { path: ["workingHours", "monday"], message: "Monday's hours must start and end on the hour or half hour" },
      { path: ["workingHours"], message: "Working hours are required" },
    ]);
    expect(errors.phone).toBe("Phone number is required");
    expect(errors.workingHours).toBe("Working hours are required");
    expect(nestedErrors(errors, "workingHours")).toEqual({ monday: "Monday's hours must start and end on the hour or half hour" });
  });
});
