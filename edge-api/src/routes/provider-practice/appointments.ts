/**
 * PATCH /api/providers/appointments/:id: the provider confirms, completes, cancels (with a reason) or
 * marks a no-show, as the lifecycle in @gh/contracts allows. Own appointments only; the patient is
 * told when their visit is confirmed or cancelled. A paid visit the provider cancels is refunded in full.
 */
import { providerTransitionProblem } from "@gh/contracts/appointments/lifecycle";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import { applyProviderAction, providerAppointment } from "../../db/provider-practice.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { refundProviderCancellation } from "../../money/refund-store.ts";
import { backgroundOf, startRefundsOf } from "../../money/refunds.ts";
import { cancelledByProviderNotice, confirmedNotice, notifyPatient } from "../../notifications/appointment-notices.ts";
import { ownProvider } from "./own-provider.ts";
import { appointmentActionRoute } from "./routes.ts";
import { toProviderAppointment } from "./serialize.ts";

export const appointmentLifecycleRoutes = declaredRoutes().openapi(guarded(appointmentActionRoute, requireUser("provider")), async (c) => {
  const db = database(c.env);
  const provider = await ownProvider(db, c.get("user"));
  const appointment = await providerAppointment(db, provider.id, c.req.valid("param").id);
  if (!appointment) throw notFound(PROVIDER_MESSAGES.appointmentNotFound);

  const { status: action, reason } = c.req.valid("json");
  const now = Date.now();
  const problem = providerTransitionProblem(appointment, action, now);
  if (problem) throw new AppError(409, "conflict", problem);
  // Conditional on the status just read: a change that raced this one wins alone. A paid visit the
  // provider cancels is always refunded in full: the refund is written with the cancel.
  const alongside = action === "cancelled" ? [refundProviderCancellation(db, appointment.id, now)] : [];
  const changed = await applyProviderAction(db, appointment, action, reason, now, alongside);
  if (!changed) throw new AppError(409, "conflict", PROVIDER_MESSAGES.appointmentChangedMeanwhile);
  if (action === "cancelled") await startRefundsOf(c.env, db, [changed.id], backgroundOf(c));

  if (action === "confirmed") await notifyPatient(c.env, db, changed, () => confirmedNotice(changed, provider));
  if (action === "cancelled") await notifyPatient(c.env, db, changed, () => cancelledByProviderNotice(changed, provider, reason!));
  return c.json(toProviderAppointment(changed), 200);
});
