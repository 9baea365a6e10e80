/**
 * When a remote visit can be joined (docs/product-rules.md#remote-visits): an audio or video visit,
 * paid and confirmed by the provider, from 15 minutes before its start until 30 minutes after its slot
 * ends (joinWindowOpen in @gh/contracts/visit-types). Each refusal says why, in words a patient or a
 * provider understands.
 */
import { msg } from "@gh/contracts/msg";
import { isRemoteVisit, JOIN_OPENS_BEFORE_MS, joinWindowOpen } from "@gh/contracts/visit-types";
import { holdsSlot, type AppointmentRow } from "../db/appointments.ts";

export const JOIN_MESSAGES = {
  inPerson: msg("This is an in-person visit: there is no call to join."),
  notConfirmed: msg("You can join once the visit is paid and the provider has confirmed it."),
  cancelled: msg("This visit was cancelled."),
  over: msg("This visit is over."),
  tooEarly: msg("You can join from 15 minutes before the visit starts."),
  closed: msg("Joining has closed: it ends 30 minutes after the visit."),
  ended: msg("The provider has ended this call."),
} as const;

type Joinable = Pick<AppointmentRow, "visitType" | "status" | "paymentStatus" | "holdExpiresAt" | "startsAt">;

/** Why `appointment` cannot be joined at `now`, or null when it can. */
export function joinProblem(appointment: Joinable, now: number): string | null {
  if (!isRemoteVisit(appointment.visitType)) return JOIN_MESSAGES.inPerson;
  // An unpaid booking whose hold lapsed is cancelled, whether or not the sweep has run yet.
  const lapsed = appointment.status === "pending" && !holdsSlot(appointment, now);
  if (appointment.status === "cancelled" || lapsed) return JOIN_MESSAGES.cancelled;
  if (appointment.status === "completed" || appointment.status === "no-show") return JOIN_MESSAGES.over;
  if (appointment.status !== "confirmed" || appointment.paymentStatus !== "completed") return JOIN_MESSAGES.notConfirmed;
  if (joinWindowOpen(appointment.startsAt, now)) return null;
  return now < appointment.startsAt - JOIN_OPENS_BEFORE_MS ? JOIN_MESSAGES.tooEarly : JOIN_MESSAGES.closed;
}
