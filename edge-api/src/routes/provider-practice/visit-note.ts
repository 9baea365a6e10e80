/**
 * PUT /api/providers/appointments/:id/visit-note: after a completed visit the provider may write the
 * patient a short note (docs/product-rules.md#remote-visits), shown on My Appointments and in the
 * patient's data export. Own appointments only; an empty note removes it.
 */
import { msg } from "@gh/contracts/msg";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import { providerAppointment, setVisitNote } from "../../db/provider-practice.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { ownProvider } from "./own-provider.ts";
import { visitNoteRoute } from "./routes.ts";
import { toProviderAppointment } from "./serialize.ts";

export const NOTE_AFTER_THE_VISIT = msg("You can write a visit note once the visit is marked completed.");

export const visitNoteRoutes = declaredRoutes().openapi(guarded(visitNoteRoute, requireUser("provider")), async (c) => {
  const db = database(c.env);
  const provider = await ownProvider(db, c.get("user"));
  const { id } = c.req.valid("param");
  const appointment = await providerAppointment(db, provider.id, id);
  if (!appointment) throw notFound(PROVIDER_MESSAGES.appointmentNotFound);
  if (appointment.status !== "completed") throw new AppError(409, "conflict", NOTE_AFTER_THE_VISIT);
  const { note } = c.req.valid("json");
  // Conditional on the visit still being completed: nothing is written otherwise.
  const changed = await setVisitNote(db, provider.id, id, note || null, Date.now());
  if (!changed) throw new AppError(409, "conflict", NOTE_AFTER_THE_VISIT);
  return c.json(toProviderAppointment(changed), 200);
});
