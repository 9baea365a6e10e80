/**
 * Joining a remote visit from My Appointments (docs/product-rules.md#remote-visits): a paid, confirmed
 * audio or video visit can be joined from 15 minutes before it starts until 30 minutes after its slot
 * ends. The server enforces the window; this only decides what the card offers.
 */
import type { PatientAppointment } from "@gh/contracts/appointments";
import { isJoinableVisit, JOIN_OPENS_BEFORE_MS, joinWindowOpen, type RemoteVisitType } from "@gh/contracts/visit-types";
import { msg } from "@gh/i18n";

export type JoinState =
  /** Join now: a link to the call screen, named by `label` (English, with {provider}: shown with t()). */
  | { kind: "open"; href: string; label: string }
  /** Not yet: the window opens at `opensAt` (ISO). */
  | { kind: "later"; opensAt: string }
  /** Nothing to join: in person, not paid or confirmed, or the window has closed. */
  | null;

type Joinable = Pick<PatientAppointment, "id" | "visitType" | "status" | "paymentStatus" | "appointmentDate">;

/** The Join link's accessible name, naming the kind of visit and the provider (English: shown with t()). */
export const JOIN_LABELS: Record<RemoteVisitType, string> = {
  audio: msg("Join audio visit with {provider}"),
  video: msg("Join video visit with {provider}"),
};

export function joinState(appointment: Joinable, now: number): JoinState {
  if (!isJoinableVisit(appointment)) return null;
  const startsAt = Date.parse(appointment.appointmentDate);
  if (Number.isNaN(startsAt)) return null;
  if (joinWindowOpen(startsAt, now)) return { kind: "open", href: `/visits/${appointment.id}`, label: JOIN_LABELS[appointment.visitType] };
  const opensAt = startsAt - JOIN_OPENS_BEFORE_MS;
  return now < opensAt ? { kind: "later", opensAt: new Date(opensAt).toISOString() } : null;
}
