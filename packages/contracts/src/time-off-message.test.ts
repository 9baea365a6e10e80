import { describe, expect, it } from "vitest";
import { PROVIDER_MESSAGES } from "./provider-options.ts";

describe("the time-off warning", () => {
  it("names the one paid visit, when it is in Ghana time, and says the patient is refunded", () => {
    expect(PROVIDER_MESSAGES.timeOffHasAppointments([{ patientName: "Ama Owusu", startsAt: "2026-11-23T09:30:00.000Z" }])).toBe(
      "1 paid appointment falls on these days: Ama Owusu, Monday, 23 November 2026 at 9:30 AM. If you confirm, it is cancelled and the patient is told and refunded in full, automatically.",
    );
  });

  it("names at most five visits, then says how many more", () => {
    const visits = Array.from({ length: 7 }, (_, i) => ({ patientName: `Patient ${i + 1}`, startsAt: `2026-11-23T${String(8 + i).padStart(2, "0")}:00:00.000Z` }));
    const message = PROVIDER_MESSAGES.timeOffHasAppointments(visits);
    expect(message).toMatch(/^7 paid appointments fall on these days: Patient 1, Monday, 23 November 2026 at 8:00 AM; /);
    expect(message).toContain("Patient 5, Monday, 23 November 2026 at 12:00 PM; and 2 more. If you confirm, they are cancelled and each patient is told and refunded in full, automatically.");
    expect(message).not.toContain("Patient 6");
  });
});
