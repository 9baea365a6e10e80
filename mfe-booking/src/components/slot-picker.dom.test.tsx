// @vitest-environment happy-dom
import type { Availability, SlotAvailability } from "@gh/contracts/appointments";
import type { SlotTime } from "@gh/contracts/appointments/options";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { button, click, container, fakeApi, render, withFixedDate } from "@gh/test-support";
import { SlotPicker } from "./slot-picker";

// Monday, 23 November 2026 at 17:36 in Ghana: Dr. Ama Owusu's last time today (4:30 PM) has gone.
withFixedDate("2026-11-23T17:36:00Z");

const provider = {
  title: "Dr",
  user: { firstName: "Ama", lastName: "Owusu" },
  workingHours: { monday: "9:00 AM - 5:00 PM", tuesday: "9:00 AM - 5:00 PM", wednesday: "9:00 AM - 5:00 PM", thursday: "9:00 AM - 5:00 PM", friday: "9:00 AM - 5:00 PM" },
};

const slot = (date: string, time: SlotTime, available: boolean): SlotAvailability => ({ time, startsAt: `${date}T${time}:00.000Z`, available });

function ChooseASlot() {
  const [date, setDate] = useState<string | null>(null);
  return (
    <SlotPicker
      providerId={7}
      provider={provider}
      date={date}
      slot={null}
      onDateChange={setDate}
      onSlotChange={() => {}}
      dateHeading="1. Choose a date"
      timeHeading="2. Choose a time"
    />
  );
}

const day = (label: string) => button(label)!;
const tabStop = () => container.querySelector<HTMLButtonElement>(".slot-calendar__day[tabindex='0']")?.getAttribute("aria-label");

describe("the booking calendar after closing time", () => {
  it("closes today like any day off, and starts on tomorrow", async () => {
    await render(<ChooseASlot />);
    expect(day("Monday, 23 November 2026").getAttribute("aria-disabled")).toBe("true");
    expect(tabStop()).toBe("Tuesday, 24 November 2026");
    await click(day("Monday, 23 November 2026"));
    expect(container.textContent).toContain("Choose a date to see the available times.");
  });

  it("closes a day once every one of its times turns out taken", async () => {
    const wednesday: Availability = { providerId: 7, date: "2026-11-25", slots: [slot("2026-11-25", "09:00", false), slot("2026-11-25", "09:30", false)] };
    fakeApi({ "GET /api/providers/7/availability?date=2026-11-25": [200, wednesday] });
    await render(<ChooseASlot />);
    expect(day("Wednesday, 25 November 2026").hasAttribute("aria-disabled")).toBe(false);
    await click(day("Wednesday, 25 November 2026"));
    expect(day("Wednesday, 25 November 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Tuesday, 24 November 2026").hasAttribute("aria-disabled")).toBe(false);
  });
});
