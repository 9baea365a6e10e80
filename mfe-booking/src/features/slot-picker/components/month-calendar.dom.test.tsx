// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, render } from "@gh/test-support";
import { MonthCalendar } from "./month-calendar";

// Monday, November 23, 2026.
const today = "2026-11-23";
let chosen: string[] = [];

function ChooseADay() {
  const [day, setDay] = useState<string | null>(null);
  return (
    <MonthCalendar
      value={day}
      today={today}
      onChange={(next) => {
        chosen.push(next);
        setDay(next);
      }}
    />
  );
}

const day = (label: string) => button(label)!;
const month = () => container.querySelector(".slot-calendar__month")!.textContent;

async function press(key: string, shiftKey = false) {
  await act(async () => {
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, shiftKey, bubbles: true }));
  });
}

afterEach(() => {
  chosen = [];
  cleanup();
});

describe("the booking calendar", () => {
  it("shows today's month in weeks from Sunday, each day named in full", async () => {
    await render(<ChooseADay />);
    expect(month()).toBe("November 2026");
    expect(container.querySelector("[role=grid]")?.getAttribute("aria-labelledby")).toBeTruthy();
    expect([...container.querySelectorAll("th")].map((th) => th.textContent)).toEqual([
      "SuSunday", "MoMonday", "TuTuesday", "WeWednesday", "ThThursday", "FrFriday", "SaSaturday",
    ]);
    // November 1, 2026 is a Sunday: the first cell.
    expect(container.querySelector("tbody td button")?.getAttribute("aria-label")).toBe("Sunday, November 1, 2026");
    expect(day("Monday, November 23, 2026").getAttribute("aria-current")).toBe("date");
  });

  it("lets the patient choose a weekday from today on, but no past day and no Sunday", async () => {
    await render(<ChooseADay />);
    expect(day("Sunday, November 22, 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Friday, November 20, 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Sunday, November 29, 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Monday, November 23, 2026").hasAttribute("aria-disabled")).toBe(false);

    await click(day("Sunday, November 29, 2026"));
    await click(day("Friday, November 20, 2026"));
    expect(chosen).toEqual([]);

    await click(day("Saturday, November 28, 2026"));
    expect(chosen).toEqual(["2026-11-28"]);
    expect(day("Saturday, November 28, 2026").getAttribute("aria-pressed")).toBe("true");
    expect(day("Monday, November 23, 2026").getAttribute("aria-pressed")).toBe("false");
  });

  it("pages through months, never back before today's", async () => {
    await render(<ChooseADay />);
    expect(button("Previous month")!.disabled).toBe(true);
    await click(button("Next month"));
    expect(month()).toBe("December 2026");
    await click(button("Next month"));
    expect(month()).toBe("January 2027");
    // January 2027 starts on a Friday.
    expect(container.querySelector("tbody tr")!.querySelectorAll("button")).toHaveLength(2);
    await click(button("Previous month"));
    await click(button("Previous month"));
    expect(month()).toBe("November 2026");
  });

  it("moves with the arrow keys, across the month's end, with one tab stop", async () => {
    await render(<ChooseADay />);
    const tabStops = () => [...container.querySelectorAll<HTMLButtonElement>("tbody button")].filter((b) => b.tabIndex === 0);
    expect(tabStops().map((b) => b.getAttribute("aria-label"))).toEqual(["Monday, November 23, 2026"]);

    act(() => day("Monday, November 23, 2026").focus());
    await press("ArrowDown");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Monday, November 30, 2026");
    await press("ArrowRight");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Tuesday, December 1, 2026");
    expect(month()).toBe("December 2026");
    await press("End");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Saturday, December 5, 2026");
    await press("PageDown");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Tuesday, January 5, 2027");
    expect(tabStops()).toHaveLength(1);

    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(chosen).toEqual(["2027-01-05"]);
  });
});
