/** What the confirmation screen says about a visit just paid for, and the calendar entry it offers. */
import type { CreatedAppointment } from "@gh/contracts/appointments";
import { appointmentStatusBadge, type AppointmentStatus } from "@gh/contracts/appointments/options";
import { SLOT_MINUTES } from "@gh/contracts/constants";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { isRemoteVisit, VISIT_TYPE_NAMES, type VisitType } from "@gh/contracts/visit-types";
import { msg, t } from "@gh/i18n";
import type { CalendarEvent } from "./calendar-event";

export interface BookedVisit {
  appointmentId: number;
  /** Six characters the patient reads out at the front desk ("K7QX4M"). */
  bookingCode: string;
  /** The payment reference support will ask for. */
  reference: string;
  /** The slot's UTC instant, ISO (the server's figure). */
  startsAt: string;
  /** Decimal cedis, as charged. */
  fee: string;
  status: AppointmentStatus;
  /** As booked: an audio or video visit happens at a distance, not at the address. */
  visitType: VisitType;
  providerName: string;
  specialty: string;
  address: string;
}

/** "East Legon Clinic, 12 Lagos Avenue, Accra": where to go, skipping blanks and repeats. */
export function visitAddress(provider: Pick<Provider, "location" | "address" | "city">): string {
  const parts = [provider.location, provider.address, provider.city].map((part) => part?.trim() ?? "").filter(Boolean);
  return [...new Set(parts)].join(", ");
}

export function bookedVisit(provider: Provider, appointment: CreatedAppointment, reference: string): BookedVisit {
  return {
    appointmentId: appointment.id,
    bookingCode: appointment.bookingCode,
    reference,
    startsAt: appointment.appointmentDate,
    fee: appointment.fee,
    // Paid, the booking still waits for the provider (docs/product-rules.md#appointment-lifecycle): never say "confirmed" before they do.
    status: appointment.status,
    visitType: appointment.visitType,
    providerName: providerName(provider),
    specialty: specialtyName(provider.specialty),
    address: visitAddress(provider),
  };
}

/** A paid booking is pending until the provider confirms it; the longer wording says who it waits for (English: shown with t()). */
export function visitStatusText(status: AppointmentStatus): string {
  return status === "pending" ? msg("Awaiting the provider's confirmation") : appointmentStatusBadge(status).label;
}

export function visitCalendarEvent(visit: BookedVisit): CalendarEvent {
  return {
    uid: `appointment-${visit.appointmentId}@ghanahealth.com.gh`,
    startsAt: visit.startsAt,
    endsAt: new Date(Date.parse(visit.startsAt) + SLOT_MINUTES * 60_000).toISOString(),
    summary: t("Appointment with {provider}", { provider: visit.providerName }),
    // A remote visit has no place to go to: the calendar names the kind of visit instead.
    location: isRemoteVisit(visit.visitType) ? t(VISIT_TYPE_NAMES[visit.visitType]) : visit.address,
    description: t("{specialty} appointment booked on GhanaHealth. Booking code: {code}. Payment reference: {reference}. {status}.", {
      specialty: t(visit.specialty),
      code: visit.bookingCode,
      reference: visit.reference,
      status: t(visitStatusText(visit.status)),
    }),
    status: visit.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
  };
}

/** "appointment-2026-11-24.ics" */
export function visitFileName(visit: Pick<BookedVisit, "startsAt">): string {
  return `appointment-${visit.startsAt.slice(0, 10)}.ics`;
}
