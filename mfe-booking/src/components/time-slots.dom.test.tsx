// @vitest-environment happy-dom
import type { Availability, SlotAvailability } from "@gh/contracts/appointments";
import type { SlotTime } from "@gh/contracts/appointments/options";
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, container, fakeApi, render } from "@gh/test-support";
import { TimeSlots } from "./time-slots";

const slot = (time: SlotTime, available = true): SlotAvailability => ({ time, startsAt: `2026-11-24T${time}:00.000Z`, available });

// Tuesday, 24 November 2026: 9:00 and 11:00 are taken.
const tuesday: Availability = {
  providerId: 7,
  date: "2026-11-24",
  slots: [slot("09:00", false), slot("09:30"), slot("10:00"), slot("10:30"), slot("11:00", false), slot("11:30")],
};

let chosen: string[] = [];

function ChooseATime() {
  const [value, setValue] = useState<SlotAvailability | null>(null);
  return (
    <>
      <h3 id="time-heading">2. Choose a time</h3>
      <TimeSlots
        providerId={7}
        date="2026-11-24"
        value={value}
        onChange={(next) => {
          chosen.push(next.time);
          setValue(next);
        }}
        labelledBy="time-heading"
      />
      <button type="button">After the times</button>
    </>
  );
}

const group = () => container.querySelector<HTMLElement>("[role=radiogroup]")!;
const times = () => [...group().querySelectorAll<HTMLButtonElement>("[role=radio]")];
const tabStops = () => times().filter((time) => time.tabIndex === 0).map((time) => time.textContent);
const focused = () => document.activeElement?.textContent;

async function press(key: string) {
  await act(async () => {
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  });
}

async function showTuesday() {
  fakeApi({ "GET /api/providers/7/availability?date=2026-11-24": [200, tuesday] });
  await render(<ChooseATime />);
}

afterEach(() => {
  chosen = [];
  cleanup();
});

describe("the times of a day", () => {
  it("are one radio group named by its heading, with one tab stop on the first free time", async () => {
    await showTuesday();
    expect(document.getElementById(group().getAttribute("aria-labelledby")!)?.textContent).toBe("2. Choose a time");
    expect(times().map((time) => [time.textContent, time.getAttribute("aria-checked"), time.disabled])).toEqual([
      ["9:00 AM, unavailable", "false", true],
      ["9:30 AM", "false", false],
      ["10:00 AM", "false", false],
      ["10:30 AM", "false", false],
      ["11:00 AM, unavailable", "false", true],
      ["11:30 AM", "false", false],
    ]);
    expect(tabStops()).toEqual(["9:30 AM"]);
  });

  it("moves between the free times with the arrow keys, Home and End, passing over taken ones", async () => {
    await showTuesday();
    act(() => button("9:30 AM")!.focus());
    await press("ArrowRight");
    expect(focused()).toBe("10:00 AM");
    await press("ArrowDown");
    expect(focused()).toBe("10:30 AM");
    // 11:00 is taken.
    await press("ArrowRight");
    expect(focused()).toBe("11:30 AM");
    await press("ArrowLeft");
    expect(focused()).toBe("10:30 AM");
    await press("Home");
    expect(focused()).toBe("9:30 AM");
    // Up from the first free time wraps round to the last.
    await press("ArrowUp");
    expect(focused()).toBe("11:30 AM");
    await press("End");
    expect(focused()).toBe("11:30 AM");
    // Moving does not choose; the tab stop follows the focus, so Tab leaves from here.
    expect(chosen).toEqual([]);
    expect(tabStops()).toEqual(["11:30 AM"]);
  });

  it("chooses the focused time with Enter or Space, and comes back to it on the next Tab", async () => {
    await showTuesday();
    act(() => button("9:30 AM")!.focus());
    await press("ArrowRight");
    // A button's Enter and Space are its click.
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(chosen).toEqual(["10:00"]);
    expect(button("10:00 AM")!.getAttribute("aria-checked")).toBe("true");
    expect(button("9:30 AM")!.getAttribute("aria-checked")).toBe("false");

    // Looks at 11:30 without choosing it, then leaves the group: the stop goes back to the chosen time.
    await press("End");
    act(() => button("After the times")!.focus());
    expect(tabStops()).toEqual(["10:00 AM"]);
  });
});
