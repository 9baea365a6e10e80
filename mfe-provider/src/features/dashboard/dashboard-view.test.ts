import { describe, expect, it } from "vitest";
import { providerDashboard } from "./test/dashboard-fixture";
import { cancelReasonProblem, dashboardUrl, dateRangeProblem, NO_FILTERS, pageCount, pageNumbers, practicePlace, statCards } from "./dashboard-view";
import { appointmentStatusBadge } from "@gh/contracts/appointments/options";

describe("the provider dashboard's reading of its answer", () => {
  it("labels each status, and shows an unknown one as pending", () => {
    expect(appointmentStatusBadge("confirmed")).toEqual({ label: "Confirmed", tone: "success" });
    expect(appointmentStatusBadge("no-show")).toEqual({ label: "No-show", tone: "neutral" });
    expect(appointmentStatusBadge("rescheduled")).toEqual({ label: "Awaiting Confirmation", tone: "warning" });
  });

  it("shows six stat cards with the month's earnings in cedis and the rating to one decimal", () => {
    const cards = statCards(providerDashboard().stats);
    expect(cards.map((card) => [card.label, card.value])).toEqual([
      ["Today's Appointments", "2"],
      ["Upcoming Appointments", "5"],
      ["Pending Confirmations", "3"],
      ["Completed This Month", "9"],
      ["Earnings This Month", "₵1,350.00"],
      ["Average Rating", "4.6"],
    ]);
    expect(cards[5]!.detail).toBe("12 reviews");
    expect(statCards({ ...providerDashboard().stats, averageRating: 0, reviewCount: 0 })[5]).toMatchObject({ value: "No ratings", detail: "0 reviews" });
  });

  it("names the practice's place without blanks or repeats", () => {
    expect(practicePlace({ location: "East Legon Clinic", city: "Accra", region: "Greater Accra" })).toBe("East Legon Clinic, Accra, Greater Accra");
    expect(practicePlace({ location: "Accra", city: "Accra", region: " " })).toBe("Accra");
  });

  it("asks for the page and only the filters that are set", () => {
    expect(dashboardUrl(NO_FILTERS)).toBe("/api/providers/dashboard?page=1");
    expect(dashboardUrl({ page: 2, status: "confirmed", from: "2026-11-01", to: "2026-11-30" })).toBe(
      "/api/providers/dashboard?page=2&status=confirmed&from=2026-11-01&to=2026-11-30",
    );
  });

  it("refuses an end date before the start date", () => {
    expect(dateRangeProblem("2026-11-10", "2026-11-01")).toBe("The end date must be on or after the start date");
    expect(dateRangeProblem("2026-11-10", "2026-11-10")).toBeNull();
    expect(dateRangeProblem("2026-11-10", "")).toBeNull();
  });

  it("numbers pages, with gaps when there are many", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, null, 11, 12]);
  });

  it("wants a cancellation reason the patient can read", () => {
    expect(cancelReasonProblem("  ")).toBe("Tell the patient why the appointment is cancelled");
    expect(cancelReasonProblem("Doctor is ill")).toBeNull();
  });
});
