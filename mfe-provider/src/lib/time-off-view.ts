/** How the Time Off section lists days off and reads the API's answers. Zod-free, so it stays light. */
import { formatLongDate } from "@gh/contracts/ghana-time";
import type { TimeOff } from "@gh/contracts/providers/options";
import { ghanaToday } from "@gh/contracts/schedule";
import type { ApiProblem } from "@gh/api-client";
import { t } from "./i18n";

/** Blocks that have not ended yet, soonest first (past ones no longer matter to anyone). */
export function upcomingTimeOff(blocks: readonly TimeOff[], today = ghanaToday()): TimeOff[] {
  return blocks.filter((block) => block.to >= today).sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id);
}

/** "Monday, 21 December 2026" or "Monday, 21 December 2026 to Friday, 25 December 2026". */
export function timeOffDays(block: Pick<TimeOff, "from" | "to">): string {
  if (block.from === block.to) return formatLongDate(block.from);
  // translators: a block of days off, from its first day to its last (both written out as dates)
  return t("{first} to {last}", { first: formatLongDate(block.from), last: formatLongDate(block.to) });
}

/**
 * Whether a refused POST means "booked appointments fall on those days": the API names the
 * `cancelAppointments` field in that 409 only (its message is in the provider's language), and the
 * provider may confirm, sending the same days again with cancelAppointments.
 */
export function asksToCancelAppointments(problem: ApiProblem): boolean {
  return problem.status === 409 && "cancelAppointments" in problem.fields;
}

/** The success toast's line. */
export function timeOffAddedText(created: { from: string; to: string; cancelledAppointments: number }): string {
  const days = timeOffDays(created);
  const count = created.cancelledAppointments;
  if (count === 0) return t("Patients cannot book you on {days}.", { days });
  return t(
    "{count, plural, one {Patients cannot book you on {days}. # appointment was cancelled and the patient was told.} other {Patients cannot book you on {days}. # appointments were cancelled and each patient was told.}}",
    { count, days },
  );
}
