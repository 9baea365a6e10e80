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

  it("asks to cancel only for a 409 about booked appointments, never for an overlap", () => {
    const threeVisits = ["Ama Owusu", "Kofi Boateng", "Yaw Mensah"].map((patientName) => ({ patientName, startsAt: "2026-11-23T09:30:00.000Z" }));
    const conflict = (message: string) => ({ status: 409, message, fields: {} });
    expect(asksToCancelAppointments(conflict(PROVIDER_MESSAGES.timeOffHasAppointments(threeVisits)))).toBe(true);
    expect(asksToCancelAppointments(conflict(PROVIDER_MESSAGES.timeOffOverlaps))).toBe(false);
    expect(asksToCancelAppointments({ status: 400, message: PROVIDER_MESSAGES.timeOffHasAppointments(threeVisits), fields: {} })).toBe(false);
    expect(asksToCancelAppointments({ status: null, message: null, fields: {} })).toBe(false);
  });
});
