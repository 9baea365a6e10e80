// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, render } from "@gh/test-support";
import { MonthCalendar } from "./month-calendar";

// Monday, 23 November 2026.
const today = "2026-11-23";
let chosen: string[] = [];

function ChooseADay({ closedDays, providerName, on = today }: { closedDays?: number[]; providerName?: string; on?: string }) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <MonthCalendar
      value={day}
      today={on}
      closedDays={closedDays}
      providerName={providerName}
      onChange={(next) => {
        chosen.push(next);
        setDay(next);
      }}
    />
  );
}

const day = (label: string) => button(label)!;
const month = () => container.querySelector(".slot-calendar__month")!.textContent;
const hint = () => document.getElementById(container.querySelector("[role=grid]")!.getAttribute("aria-describedby")!)!.textContent;

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
    // 1 November 2026 is a Sunday: the first cell.
    expect(container.querySelector("tbody td button")?.getAttribute("aria-label")).toBe("Sunday, 1 November 2026");
    expect(day("Monday, 23 November 2026").getAttribute("aria-current")).toBe("date");
  });

  it("lets the patient choose a weekday from today on, but no past day and no Sunday", async () => {
    await render(<ChooseADay />);
    expect(day("Sunday, 22 November 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Friday, 20 November 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Sunday, 29 November 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Monday, 23 November 2026").hasAttribute("aria-disabled")).toBe(false);

    await click(day("Sunday, 29 November 2026"));
    await click(day("Friday, 20 November 2026"));
    expect(chosen).toEqual([]);

    await click(day("Saturday, 28 November 2026"));
    expect(chosen).toEqual(["2026-11-28"]);
    expect(day("Saturday, 28 November 2026").getAttribute("aria-pressed")).toBe("true");
    expect(day("Monday, 23 November 2026").getAttribute("aria-pressed")).toBe("false");
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
    expect(tabStops().map((b) => b.getAttribute("aria-label"))).toEqual(["Monday, 23 November 2026"]);

    act(() => day("Monday, 23 November 2026").focus());
    await press("ArrowDown");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Monday, 30 November 2026");
    await press("ArrowRight");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Tuesday, 1 December 2026");
    expect(month()).toBe("December 2026");
    await press("End");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Saturday, 5 December 2026");
    await press("PageDown");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Tuesday, 5 January 2027");
    expect(tabStops()).toHaveLength(1);

    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(chosen).toEqual(["2027-01-05"]);
  });

  it("disables the days a Monday-to-Friday provider does not work, like Sundays, and names them under the calendar", async () => {
    await render(<ChooseADay closedDays={[0, 6]} providerName="Dr. Kwame Mensah" />);
    expect(hint()).toBe("Dr. Kwame Mensah does not see patients on Saturdays or Sundays. Past days cannot be booked.");
    expect(day("Saturday, 28 November 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Friday, 27 November 2026").hasAttribute("aria-disabled")).toBe(false);

    await click(day("Saturday, 28 November 2026"));
    expect(chosen).toEqual([]);
    await click(day("Friday, 27 November 2026"));
    expect(chosen).toEqual(["2026-11-27"]);
  });

  it("lets the arrows cross a day off, announced as unavailable, without choosing it", async () => {
    await render(<ChooseADay closedDays={[0, 6]} providerName="Dr. Kwame Mensah" />);
    act(() => day("Friday, 27 November 2026").focus());
    await press("ArrowRight");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Saturday, 28 November 2026");
    expect(document.activeElement?.getAttribute("aria-disabled")).toBe("true");
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(chosen).toEqual([]);
    await press("ArrowRight");
    await press("ArrowRight");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Monday, 30 November 2026");
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(chosen).toEqual(["2026-11-30"]);
  });

  it("opens on the next working day when today is a day off", async () => {
    // Saturday, 28 November 2026.
    await render(<ChooseADay closedDays={[0, 6]} providerName="Dr. Kwame Mensah" on="2026-11-28" />);
    const tabStops = [...container.querySelectorAll<HTMLButtonElement>("tbody button")].filter((b) => b.tabIndex === 0);
    expect(tabStops.map((b) => b.getAttribute("aria-label"))).toEqual(["Monday, 30 November 2026"]);
  });

  it("keeps to Sundays while the provider's days are not known", async () => {
    await render(<ChooseADay />);
    expect(hint()).toBe("Closed on Sundays. Past days cannot be booked.");
    expect(day("Saturday, 28 November 2026").hasAttribute("aria-disabled")).toBe(false);
  });
});
