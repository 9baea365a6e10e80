/** How a patient whose visit fell on a provider's time off is told why it was cancelled. */
import { formatLongDate } from "@gh/contracts/ghana-time";
import type { TimeOff } from "@gh/contracts/providers/options";

/** "The provider is away from Monday, 21 December 2026 to Friday, 1 January 2027 (time off: Annual leave)." */
export function timeOffCancellationReason(timeOff: Pick<TimeOff, "from" | "to" | "reason">): string {
  const days = timeOff.from === timeOff.to ? `on ${formatLongDate(timeOff.from)}` : `from ${formatLongDate(timeOff.from)} to ${formatLongDate(timeOff.to)}`;
  return `The provider is away ${days} (time off${timeOff.reason ? `: ${timeOff.reason}` : ""}).`;
}
