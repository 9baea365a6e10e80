import type { CreatedAppointment } from "@gh/contracts/appointments";
import type { Provider } from "@gh/contracts/providers";
import { describe, expect, it } from "vitest";
import { bookedVisit, visitAddress, visitCalendarEvent, visitFileName, visitStatusText } from "./booked-visit";
import { calendarFile, calendarFileHref, foldLine, icsDateTime, icsText } from "./calendar-event";

const provider = {
  id: 7,
  title: "Dr",
  user: { firstName: "Kwame", lastName: "Mensah" },
  specialty: "cardiology",
  location: "East Legon Clinic",
  address: "12 Lagos Avenue; Block B",
  city: "Accra",
} as Provider;

const paid: CreatedAppointment = {
  id: 42,
  bookingCode: "K7QX4M",
  status: "pending",
  paymentStatus: "completed",
  appointmentDate: "2026-11-24T10:30:00.000Z",
  fee: "150.00",
  visitType: "in_person",
  visitNote: null,
  platformCommission: "15.00",
  amountPesewas: 15000,
  holdExpiresAt: null,
};

const REFERENCE = "apt_42_1795420800000";

describe("the calendar file of a booked visit", () => {
  const visit = bookedVisit(provider, paid, REFERENCE);
  const ics = calendarFile(visitCalendarEvent(visit), new Date("2026-11-23T08:00:05.123Z"));
  const lines = ics.split("\r\n");

  it("is one VEVENT inside a VCALENDAR, every line ending in CRLF", () => {
    expect(lines.slice(0, 6)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//GhanaHealth//Booking//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT"]);
    expect(lines.slice(-3)).toEqual(["END:VEVENT", "END:VCALENDAR", ""]);
    // No bare LF anywhere: calendar apps reject or misread mixed line endings.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("starts at the slot and lasts one 30-minute slot, in UTC", () => {
    expect(lines).toContain("DTSTART:20261124T103000Z");
    expect(lines).toContain("DTEND:20261124T110000Z");
    expect(lines).toContain("DTSTAMP:20261123T080005Z");
  });

  it("has a UID that stays the same for the same appointment", () => {
    expect(lines).toContain("UID:appointment-42@ghanahealth.com.gh");
  });

  it("names the provider and escapes commas and semicolons in the address", () => {
    expect(lines).toContain("SUMMARY:Appointment with Dr. Kwame Mensah");
    expect(lines).toContain("LOCATION:East Legon Clinic\\, 12 Lagos Avenue\\; Block B\\, Accra");
  });

  it("is tentative until the provider confirms", () => {
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(unfold(ics)).toContain(`Payment reference: ${REFERENCE}. Awaiting the provider's confirmation.`);
  });

  it("downloads as a dated .ics file from a data link", () => {
    expect(visitFileName(visit)).toBe("appointment-2026-11-24.ics");
    expect(decodeURIComponent(calendarFileHref(ics).replace("data:text/calendar;charset=utf-8,", ""))).toBe(ics);
  });
});

/** Undoes RFC 5545 line folding. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("iCalendar values", () => {
  it("writes instants as UTC date-times", () => {
    expect(icsDateTime("2026-01-05T09:00:00.000Z")).toBe("20260105T090000Z");
  });

  it("escapes backslashes, semicolons, commas and line breaks in text", () => {
    expect(icsText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"Kɔforidua ".repeat(12)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });
});

describe("what the confirmation says", () => {
  it("says a paid booking awaits the provider, and a confirmed one is confirmed", () => {
    expect(visitStatusText("pending")).toBe("Awaiting the provider's confirmation");
    expect(visitStatusText("confirmed")).toBe("Confirmed");
  });

  it("gives the address once, skipping blanks", () => {
    expect(visitAddress({ location: "Korle Bu", address: " ", city: "Korle Bu" })).toBe("Korle Bu");
  });
});
