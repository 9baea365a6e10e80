/** The search form's calendar month, on "YYYY-MM-DD" days in Ghana (UTC all year). */
import { addDays } from "@gh/contracts/ghana-time";

/** A month ("YYYY-MM") as weeks of seven, Monday first; "" where a week runs into another month. */
export function monthGrid(month: string): string[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells = [...Array<string>(lead).fill(""), ...Array.from({ length }, (_, i) => addDays(`${month}-01`, i))];
  while (cells.length % 7) cells.push("");
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
