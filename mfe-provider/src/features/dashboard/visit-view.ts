/** How the dashboard reads an appointment's visit by call (docs/product-rules.md#remote-visits): when Join is offered, and the visit note's limit. */
import { isRemoteVisit, joinWindowOpen } from "@gh/contracts/visit-types";
import type { ProviderAppointment } from "@gh/contracts/providers/options";

/** The longest visit note the server keeps, in characters after trimming. */
export const VISIT_NOTE_MAX = 1000;

/** A remote visit that is paid and confirmed: the only kind that can ever be joined. */
export function isJoinableVisit(appointment: Pick<ProviderAppointment, "visitType" | "status" | "paymentStatus">): boolean {
  return isRemoteVisit(appointment.visitType) && appointment.status === "confirmed" && appointment.paymentStatus === "completed";
}

/** Whether Join is offered at `now`: a joinable visit inside its join window (the server decides again on joining). */
export function showsJoin(appointment: Pick<ProviderAppointment, "visitType" | "status" | "paymentStatus" | "appointmentDate">, now: number): boolean {
  return isJoinableVisit(appointment) && joinWindowOpen(Date.parse(appointment.appointmentDate), now);
}
