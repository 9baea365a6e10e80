/** How the dashboard reads an appointment's visit by call (docs/product-rules.md#remote-visits): when Join is offered. */
import { isJoinableVisit, joinWindowOpen } from "@gh/contracts/visit-types";
import type { ProviderAppointment } from "@gh/contracts/providers/options";

/** Whether Join is offered at `now`: a joinable visit inside its join window (the server decides again on joining). */
export function showsJoin(appointment: Pick<ProviderAppointment, "visitType" | "status" | "paymentStatus" | "appointmentDate">, now: number): boolean {
  return isJoinableVisit(appointment) && joinWindowOpen(Date.parse(appointment.appointmentDate), now);
}
