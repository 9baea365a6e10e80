/**
 * How a provider's time off is put into words, in the language it is made in (i18n/api-texts.ts): the
 * warning that names the paid visits it would cancel, and the reason each of their patients is given.
 */
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { TIME_OFF_VISITS_NAMED, type TimeOff } from "@gh/contracts/providers/options";
import { t } from "../i18n/api-texts.ts";

/** "The provider is away from Monday, 21 December 2026 to Friday, 1 January 2027 (time off: Annual leave)." */
export function timeOffCancellationReason(timeOff: Pick<TimeOff, "from" | "to" | "reason">): string {
  const values = { day: formatLongDate(timeOff.from), from: formatLongDate(timeOff.from), to: formatLongDate(timeOff.to), reason: timeOff.reason };
  if (timeOff.from === timeOff.to) {
    return timeOff.reason ? t("The provider is away on {day} (time off: {reason}).", values) : t("The provider is away on {day} (time off).", values);
  }
  return timeOff.reason ? t("The provider is away from {from} to {to} (time off: {reason}).", values) : t("The provider is away from {from} to {to} (time off).", values);
}

/**
 * The 409 that asks the provider to confirm: each paid visit the days would cancel (patient, day and
 * time in Ghana time; at most TIME_OFF_VISITS_NAMED, then how many more), and that their patients are
 * told and refunded in full. The words of contracts' PROVIDER_MESSAGES.timeOffHasAppointments.
 */
export function timeOffConflictText(visits: readonly { patientName: string; startsAt: number }[]): string {
  const count = visits.length;
  const named = visits.slice(0, TIME_OFF_VISITS_NAMED).map((visit) => {
    const iso = new Date(visit.startsAt).toISOString();
    return t("{patient}, {date} at {time}", { patient: visit.patientName, date: formatLongDate(iso), time: formatClock(iso) });
  });
  if (count > named.length) named.push(t("{count, plural, one {and # more} other {and # more}}", { count: count - named.length }));
  return t(
    "{count, plural, one {# paid appointment falls on these days: {visits}. If you confirm, it is cancelled and the patient is told and refunded in full, automatically.} other {# paid appointments fall on these days: {visits}. If you confirm, they are cancelled and each patient is told and refunded in full, automatically.}}",
    { count, visits: named.join("; ") },
  );
}
