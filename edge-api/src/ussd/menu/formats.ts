/**
 * Money, days, times and numbers as a USSD screen writes them: short, and in GSM-7 ("GHS", never the
 * cedi sign: docs/product-rules.md#ghana-conventions). Day and month names are contracts' short names
 * in the language being drawn (list-dates.ts), so they are called inside the screen's language.
 */
import { CURRENCY } from "@gh/contracts/constants";
import { formatClock } from "@gh/contracts/ghana-time";
import { SHORT_MONTH_NAMES, SHORT_WEEKDAY_NAMES } from "@gh/contracts/ghana-time/lists";
import { localGhanaNumber } from "@gh/contracts/mobile-money";
import { formatCount } from "@gh/contracts/money";
import { translated } from "@gh/contracts/msg";

/** "GHS 150", "GHS 1,250", "GHS 150.50": whole cedis without the pesewas a screen has no room for. */
export function screenFee(pesewas: number): string {
  const cedis = Math.trunc(pesewas / 100);
  const rest = Math.abs(pesewas % 100);
  return `${CURRENCY} ${formatCount(cedis)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** A Ghana day ("2026-11-27") as "Fri 27 Nov" (Ghana keeps UTC: ghana-time.ts); the text itself when unreadable. */
export function screenDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return `${translated(SHORT_WEEKDAY_NAMES[date.getUTCDay()]!)} ${date.getUTCDate()} ${translated(SHORT_MONTH_NAMES[date.getUTCMonth()]!)}`;
}

/** The Ghana day ("2026-11-27") of an instant. */
export function dayOf(startsAt: number): string {
  return new Date(startsAt).toISOString().slice(0, 10);
}

/** An instant's time of day: "9:30 AM". */
export function screenTime(startsAt: number): string {
  return formatClock(new Date(startsAt).toISOString());
}

/** "0241234567" (or "+233241234567") as "024xxxx567": enough for the caller to know their wallet, not enough to read it off a screen. */
export function maskedNumber(phone: string): string {
  const local = localGhanaNumber(phone) ?? phone;
  return local.length > 6 ? `${local.slice(0, 3)}xxxx${local.slice(-3)}` : local;
}

/** "0241234567" as the desk and the gateway take a number: "+233241234567". */
export function internationalNumber(localNumber: string): string {
  return `+233${localNumber.slice(1)}`;
}
