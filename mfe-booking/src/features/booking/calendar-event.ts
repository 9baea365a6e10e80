/**
 * A booked visit as an iCalendar file (RFC 5545) for "Add to calendar": every phone and desktop
 * calendar imports one VEVENT with times in UTC (Ghana keeps UTC, so no time zone block is needed).
 */

export interface CalendarEvent {
  /** Stable across downloads of the same appointment, so importing twice updates rather than duplicates. */
  uid: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  summary: string;
  location: string;
  description?: string;
  /** TENTATIVE while the provider has not confirmed (RFC 5545 §3.8.1.11). */
  status?: "TENTATIVE" | "CONFIRMED";
}

/** "2026-11-24T10:30:00.000Z" -> "20261124T103000Z" (RFC 5545 §3.3.5, form #2: UTC). */
export function icsDateTime(instant: string | Date): string {
  const iso = (instant instanceof Date ? instant : new Date(instant)).toISOString();
  return `${iso.slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** TEXT values (§3.3.11): backslash, semicolon and comma are escaped, line breaks become \n. */
export function icsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded with CRLF + space (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The whole file, CRLF line endings throughout; `now` is the DTSTAMP. */
export function calendarFile(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GhanaHealth//Booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A link target that downloads the file without a server round trip. */
export function calendarFileHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
