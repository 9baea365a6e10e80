/**
 * The provider's side of an appointment's life (docs/product-rules.md#appointment-lifecycle), written once for the API (which
 * enforces it) and the dashboard (which offers only the buttons it allows). Zod-free, so screens
 * import it cheaply.
 *
 *   paid + pending ──Confirm──► confirmed ──Complete (once started)──► completed (patient may review)
 *        │                          ├──No-show (once started)──────► no-show
 *        └──────Cancel (before the visit, with a reason)──┴─────────► cancelled (slot freed)
 */
import type { AppointmentStatus, PaymentStatus } from "./appointment-options.ts";
import { msg } from "./msg.ts";

export const PROVIDER_APPOINTMENT_ACTIONS = ["confirmed", "completed", "cancelled", "no-show"] as const;
export type ProviderAppointmentAction = (typeof PROVIDER_APPOINTMENT_ACTIONS)[number];

/** What the lifecycle needs to know about an appointment. */
export interface LifecycleAppointment {
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  /** The slot's UTC instant, epoch ms. */
  startsAt: number;
}

interface Transition {
  from: readonly AppointmentStatus[];
  /** Only once the patient has paid. */
  paid: boolean;
  /** Before the visit starts, once it has started, or either. */
  when: "before" | "started" | "any";
  /** Why it is refused, for the 409 and the screen. */
  refusal: string;
}

const TRANSITIONS: Record<ProviderAppointmentAction, Transition> = {
  confirmed: { from: ["pending"], paid: true, when: "any", refusal: msg("Only paid appointments awaiting confirmation can be confirmed.") },
  completed: { from: ["confirmed"], paid: true, when: "started", refusal: msg("Only confirmed appointments that have started can be marked completed.") },
  cancelled: { from: ["pending", "confirmed"], paid: true, when: "before", refusal: msg("Only upcoming appointments that are awaiting confirmation or confirmed can be cancelled.") },
  "no-show": { from: ["confirmed"], paid: true, when: "started", refusal: msg("Only confirmed appointments whose time has passed can be marked as a no-show.") },
};

/** Why the provider may not take `action` on this appointment now, or null when they may. */
export function providerTransitionProblem(appointment: LifecycleAppointment, action: ProviderAppointmentAction, now: number): string | null {
  const rule = TRANSITIONS[action];
  const started = appointment.startsAt <= now;
  const allowed =
    rule.from.includes(appointment.status) &&
    (!rule.paid || appointment.paymentStatus === "completed") &&
    (rule.when === "any" || (rule.when === "started" ? started : !started));
  return allowed ? null : rule.refusal;
}

/** The actions the dashboard offers for this appointment now, in button order. */
export function providerActions(appointment: LifecycleAppointment, now: number): ProviderAppointmentAction[] {
  return PROVIDER_APPOINTMENT_ACTIONS.filter((action) => providerTransitionProblem(appointment, action, now) === null);
}

/** Button labels on the dashboard. */
export const PROVIDER_ACTION_LABELS: Record<ProviderAppointmentAction, string> = {
  confirmed: msg("Confirm"),
  completed: msg("Mark Completed"),
  cancelled: msg("Cancel"),
  "no-show": msg("Mark No-show"),
};

/** The statuses from which an appointment still holds its slot (the unique slot index's). */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ["pending", "confirmed"];
