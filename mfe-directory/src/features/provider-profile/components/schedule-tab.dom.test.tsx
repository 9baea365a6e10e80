// @vitest-environment happy-dom
import { cleanup, container, render } from "@gh/test-support";
import { afterEach, describe, expect, it } from "vitest";
import { ScheduleTab } from "./schedule-tab";

const HOURS = {
  monday: "7:00 AM - 10:00 PM",
  tuesday: "7:00 AM - 10:00 PM",
  wednesday: "7:00 AM - 10:00 PM",
  thursday: "7:00 AM - 10:00 PM",
  friday: "7:00 AM - 10:00 PM",
  saturday: "8:00 AM - 6:00 PM",
};

const headings = () => [...container.querySelectorAll("h2")].map((h) => h.textContent);
const rows = () => [...container.querySelectorAll("tr")].map((tr) => [tr.querySelector("th")?.textContent?.replace("Today", "").trim(), tr.querySelector("td")?.textContent]);

afterEach(cleanup);

describe("the Schedule tab", () => {
  it("for a practice open 24 hours, says so and gives the working hours as appointment hours, never 'Closed'", async () => {
    await render(<ScheduleTab workingHours={HOURS} open24Hours />);
    expect(headings()).toEqual(["Opening Hours", "Appointment Hours"]);
    expect(container.textContent).toContain("Open 24 hours, every day of the week.");
    expect(container.textContent).toContain("Appointments can be booked at these times.");
    expect(rows()).toContainEqual(["Monday", "7:00 AM - 10:00 PM"]);
    expect(rows()).toContainEqual(["Sunday", "No appointments"]);
    expect(container.textContent).not.toContain("Closed");
  });

  it("for any other provider, the working hours as before, a day not listed closed", async () => {
    await render(<ScheduleTab workingHours={HOURS} />);
    expect(headings()).toEqual(["Working Hours"]);
    expect(rows()).toContainEqual(["Sunday", "Closed"]);
  });

  it("says when no hours were given", async () => {
    await render(<ScheduleTab workingHours={{}} open24Hours />);
    expect(container.textContent).toContain("Open 24 hours, every day of the week.");
    expect(container.textContent).toContain("Appointment hours not specified.");
    cleanup();
    await render(<ScheduleTab workingHours={{}} />);
    expect(container.textContent).toBe("Working hours not specified.");
  });
});
