/**
 * The search form's date as typed in Ghana's day-month-year order (docs/product-rules.md#ghana-conventions), not the browser's own
 * date picker, which shows mm/dd/yyyy to an en-US phone. The address keeps "YYYY-MM-DD".
 */
import { parseTypedDate, TYPED_DATE_PROBLEM } from "@gh/contracts/ghana-time/typed";
import { msg } from "@gh/i18n";

export const TYPED_DATE_FORMAT = "DD/MM/YYYY";
export const UNREAL_DATE_MESSAGE = TYPED_DATE_PROBLEM;
export const PAST_DATE_MESSAGE = msg("Choose today or a later date");

/** Either the day to search ("" for any day) or what is wrong with what was typed (a message: shown with t(error)). */
export type TypedDateReading = { date: string; error?: undefined } | { date?: undefined; error: string };

/** Reads a typed date against today (both "YYYY-MM-DD"): a past day is refused, as the API would. */
export function readTypedDate(typed: string, today: string): TypedDateReading {
  if (!typed.trim()) return { date: "" };
  const date = parseTypedDate(typed);
  if (!date) return { error: UNREAL_DATE_MESSAGE };
  if (date < today) return { error: PAST_DATE_MESSAGE };
  return { date };
}
