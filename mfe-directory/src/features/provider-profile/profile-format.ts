/** How a provider's contact details and week are shown on their profile. */
import type { WorkingHours } from "@gh/contracts/providers";
import { weekdayOf } from "@gh/contracts/schedule";
import { msg } from "@gh/i18n";

const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** The days' names (messages, shown with t(label)). */
const DAY_NAMES: Record<(typeof WEEK)[number], string> = {
  monday: msg("Monday"),
  tuesday: msg("Tuesday"),
  wednesday: msg("Wednesday"),
  thursday: msg("Thursday"),
  friday: msg("Friday"),
  saturday: msg("Saturday"),
  sunday: msg("Sunday"),
};

export interface ScheduleDay {
  day: (typeof WEEK)[number];
  /** The day's name in English, a message: shown with t(label). */
  label: string;
  /** The provider's hours text, or `noHours` ("Closed") for a day they did not list. */
  hours: string;
  /** True for a day they did not list. */
  none: boolean;
}

/**
 * Monday to Sunday, whatever order or capitalisation the hours were saved in; [] when none were given.
 * A day not listed says `noHours`: "Closed", or for a practice open around the clock "No appointments"
 * (its working hours are when appointments can be booked, not when its doors are open).
 */
export function weekSchedule(workingHours: WorkingHours, noHours = "Closed"): ScheduleDay[] {
  const byDay = new Map(Object.entries(workingHours).map(([day, hours]) => [day.trim().toLowerCase(), hours.trim()]));
  if (![...byDay.values()].some(Boolean)) return [];
  return WEEK.map((day) => {
    const hours = byDay.get(day);
    return { day, label: DAY_NAMES[day], hours: hours || noHours, none: !hours };
  });
}

/** Today's weekday in Ghana, to mark it in the week. */
export function todayInGhana(now = Date.now()): string {
  return weekdayOf(new Date(now).toISOString().slice(0, 10));
}

/** A link for a provider's website: http(s) only (never `javascript:`), https assumed when left out. */
export function websiteHref(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, "")}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** "www.example.com" from a website link, for display. */
export function websiteLabel(href: string): string {
  const url = new URL(href);
  return `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
}

/** A tel: link that dialers read: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "32 Liberation Road, Accra, Greater Accra", without repeating a part the text before already names. */
export function joinPlace(...parts: (string | null | undefined)[]): string {
  const shown: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && !shown.some((earlier) => earlier.toLowerCase().includes(text.toLowerCase()))) shown.push(text);
  }
  return shown.join(", ");
}
