/** The room of an appointment's call: one Durable Object per appointment, named by its id. */
import type { Bindings } from "../env.ts";

export function callRoom(env: Pick<Bindings, "CALLS">, appointmentId: number) {
  return env.CALLS.get(env.CALLS.idFromName(`appointment:${appointmentId}`));
}
