import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { describe, expect, it } from "vitest";
import { asksToCancelAppointments, timeOffAddedText, timeOffDays } from "./time-off-view";

describe("time off texts", () => {
  it("names one day, or the first and last day", () => {
    expect(timeOffDays({ from: "2026-11-23", to: "2026-11-23" })).toBe("Monday, 23 November 2026");
    expect(timeOffDays({ from: "2026-12-24", to: "2026-12-26" })).toBe("Thursday, 24 December 2026 to Saturday, 26 December 2026");
  });

  it("tells how many appointments were cancelled", () => {
    expect(timeOffAddedText({ from: "2026-11-23", to: "2026-11-23", cancelledAppointments: 1 })).toBe(
      "Patients cannot book you on Monday, 23 November 2026. 1 appointment was cancelled and the patient was told.",
    );
  });

  it("asks to cancel only for the 409 that names cancelAppointments, whatever language its message is in", () => {
    const threeVisits = ["Ama Owusu", "Kofi Boateng", "Yaw Mensah"].map((patientName) => ({ patientName, startsAt: "2026-11-23T09:30:00.000Z" }));
    const booked = PROVIDER_MESSAGES.timeOffHasAppointments(threeVisits);
    expect(asksToCancelAppointments({ status: 409, message: booked, fields: { cancelAppointments: booked } })).toBe(true);
    // The same answer in Hausa: the field, not the words, decides.
    expect(asksToCancelAppointments({ status: 409, message: "Akwai alƙawura a waɗannan kwanaki.", fields: { cancelAppointments: "Akwai alƙawura a waɗannan kwanaki." } })).toBe(true);
    expect(asksToCancelAppointments({ status: 409, message: PROVIDER_MESSAGES.timeOffOverlaps, fields: {} })).toBe(false);
    expect(asksToCancelAppointments({ status: 400, message: booked, fields: {} })).toBe(false);
    expect(asksToCancelAppointments({ status: null, message: null, fields: {} })).toBe(false);
  });
});
