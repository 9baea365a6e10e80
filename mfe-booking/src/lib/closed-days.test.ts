import { describe, expect, it } from "vitest";
import { calendarHint, closedWeekdays } from "./closed-days";

const weekdays = { monday: "9:00 AM - 5:00 PM", tuesday: "9:00 AM - 5:00 PM", wednesday: "9:00 AM - 5:00 PM", thursday: "9:00 AM - 5:00 PM", friday: "9:00 AM - 5:00 PM" };

describe("a provider's days off in the calendar", () => {
  it("reads the days without bookable hours, Sundays always among them", () => {
    expect(closedWeekdays({ ...weekdays, saturday: "Closed", sunday: "Closed" })).toEqual([0, 6]);
    expect(closedWeekdays({ ...weekdays, saturday: "9:00 AM - 1:00 PM" })).toEqual([0]);
    // Sunday hours never count (docs/product-rules.md#slots), and hours with no slot of the spec's in them are no working day.
    expect(closedWeekdays({ ...weekdays, saturday: "6:00 PM - 9:00 PM", sunday: "9:00 AM - 5:00 PM" })).toEqual([0, 6]);
    expect(closedWeekdays({ monday: "8:00 AM - 12:00 PM", wednesday: "Closed" })).toEqual([0, 2, 3, 4, 5, 6]);
  });

  it("names them under the calendar, Monday first", () => {
    expect(calendarHint("Dr. Kwame Mensah", [0, 6])).toBe("Dr. Kwame Mensah does not see patients on Saturdays or Sundays. Past days cannot be booked.");
    expect(calendarHint("Dr. Kwame Mensah", [0])).toBe("Dr. Kwame Mensah does not see patients on Sundays. Past days cannot be booked.");
    expect(calendarHint("Ama Owusu", [0, 1, 6])).toBe("Ama Owusu does not see patients on Mondays, Saturdays or Sundays. Past days cannot be booked.");
    // Before the provider's hours are known.
    expect(calendarHint(null, [0])).toBe("Closed on Sundays. Past days cannot be booked.");
  });
});
