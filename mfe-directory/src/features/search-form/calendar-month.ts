/** Day arithmetic for the search form's calendar, on "YYYY-MM-DD" days in Ghana (UTC all year). */

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return iso(new Date(utc(day).getTime() + days * DAY_MS));
}

/** The same day of another month, or that month's last day when it is shorter (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const date = utc(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), length));
  return iso(first);
}

/** A month ("YYYY-MM") as weeks of seven, Monday first; "" where a week runs into another month. */
export function monthGrid(month: string): string[][] {
  const first = utc(`${month}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells = [...Array<string>(lead).fill(""), ...Array.from({ length }, (_, i) => addDays(`${month}-01`, i))];
  while (cells.length % 7) cells.push("");
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
