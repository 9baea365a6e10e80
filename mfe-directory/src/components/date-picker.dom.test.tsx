// @vitest-environment happy-dom
import { button, click, container, fakeApi, field, render, settle, type, withFixedDate } from "@gh/test-support";
import { act } from "react";
import { describe, expect, it } from "vitest";
import type { SearchCriteria } from "@gh/contracts/search/criteria";
import { SearchForm } from "./search-form";
// The area's catalogs, registered as the federation build does before any of its modules (English texts with placeholders).

withFixedDate("2026-11-25T10:00:00Z");

async function renderForm() {
  const searches: SearchCriteria[] = [];
  fakeApi({ "GET /api/specialties": [200, []] });
  await render(<SearchForm onSearch={(criteria) => searches.push(criteria)} />);
  await settle();
  return searches;
}

const submit = () => act(async () => container.querySelector("form")!.requestSubmit());
const dateField = () => field<HTMLInputElement>("Date (DD/MM/YYYY)");
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], dialog')!;
const focusedDay = () => (document.activeElement as HTMLElement | null)?.getAttribute("aria-label");

/** The calendar button, then as long as its code takes to arrive. */
async function openCalendar() {
  await click(button("Choose date from calendar"));
  const giveUp = performance.now() + 10_000;
  while (!document.querySelector(".date-picker") && performance.now() < giveUp) await settle(1);
}

function press(key: string) {
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  });
}

describe("the search form's date", () => {
  it("takes a two-digit year and a named month as typed, and keeps the whole of what was typed", async () => {
    const searches = await renderForm();
    type(dateField(), "28/11/26");
    await submit();
    type(dateField(), "28 November 2026");
    expect(dateField().value).toBe("28 November 2026");
    await submit();
    type(dateField(), "28 Nov 2026");
    await submit();
    expect(searches.map((s) => s.date)).toEqual(["2026-11-28", "2026-11-28", "2026-11-28"]);
  });

  it("opens a calendar, Monday first, to pick a day by keyboard; the field then shows it day first", async () => {
    const searches = await renderForm();
    await openCalendar();
    const calendar = dialog();
    expect(calendar.textContent).toContain("Choose a date");
    expect(calendar.textContent).toContain("November 2026");
    expect([...calendar.querySelectorAll("th")].map((th) => th.textContent)).toEqual(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);
    // Days before today cannot be picked; the focus starts on today.
    expect(button("Tuesday, 24 November 2026", calendar)?.disabled).toBe(true);
    expect(focusedDay()).toBe("Wednesday, 25 November 2026");

    press("ArrowRight");
    press("ArrowDown");
    expect(focusedDay()).toBe("Thursday, 3 December 2026");
    press("PageDown");
    expect(focusedDay()).toBe("Sunday, 3 January 2027");
    expect(dialog().textContent).toContain("January 2027");
    press("ArrowLeft");
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    await settle();

    expect(dateField().value).toBe("02/01/2027");
    await submit();
    expect(searches.map((s) => s.date)).toEqual(["2027-01-02"]);
  });

  it("opens the calendar on the day already typed", async () => {
    await renderForm();
    type(dateField(), "14/02/2027");
    await openCalendar();
    expect(focusedDay()).toBe("Sunday, 14 February 2027");
  });
});
