/** The seed's fixed "now": every seeded instant is measured back from it, never from the clock, so runs are identical. */

/** 2026-01-01T00:00:00Z. */
export const SEED_REFERENCE_TIME = Date.UTC(2026, 0, 1);
export const SEED_REFERENCE_YEAR = 2025;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Epoch milliseconds of a UTC calendar date (month 1–12); Ghana is UTC+0 all year. */
export function utcDate(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

/** Midnight UTC of the day an instant falls on. */
export function startOfUtcDay(instant: number): number {
  return instant - (((instant % DAY_MS) + DAY_MS) % DAY_MS);
}
