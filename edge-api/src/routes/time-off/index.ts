/**
 * A provider's days off: GET/POST /api/providers/time-off, DELETE /api/providers/time-off/:id.
 * Adding days that already have paid bookings needs the provider's say-so (409 naming them first);
 * then the block, the cancellations and their refunds are one batch, and each paying patient is told why.
 */
import { PROVIDER_MESSAGES, type TimeOffCreated } from "@gh/contracts/providers/options";
import { ghanaToday } from "@gh/contracts/schedule";
import { msg } from "@gh/contracts/msg";
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import { addTimeOff, instantsOf, overlapsTimeOff, paidBookingsWithin, removeTimeOff, timeOffList } from "../../db/time-off.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { backgroundOf, startRefundsOf } from "../../money/refunds.ts";
import { ownProvider } from "../provider-practice/own-provider.ts";
import { cancelledByProviderNotice, notifyPatient } from "../../notifications/appointment-notices.ts";
import { timeOffCancellationReason, timeOffConflictText } from "../../notifications/time-off-notices.ts";
import { inRequestLanguage } from "../../i18n/api-texts.ts";
import { addTimeOffRoute, listTimeOffRoute, removeTimeOffRoute } from "./routes.ts";

const overlapConflict = () => new AppError(409, "conflict", PROVIDER_MESSAGES.timeOffOverlaps, { from: PROVIDER_MESSAGES.timeOffOverlaps });
/**
 * The warning names each paid visit that would go, and says its patient is refunded: written in the
 * request's language here (its dates and list are words too), so the answer passes it on as it is.
 */
function bookedConflict(request: Request, visits: readonly { patientName: string; startsAt: number }[]): AppError {
  const message = inRequestLanguage(request, () => timeOffConflictText(visits));
  return new AppError(409, "conflict", message, { cancelAppointments: message });
}

// The guard covers every path under the mount, as it always has: a patient is refused 403 here
// before any route matches (a bare route guard would let unknown paths fall through to the next mount).
const guardedTimeOff = declaredRoutes();
guardedTimeOff.use(requireUser("provider"));

export const timeOffRoutes = guardedTimeOff
  .openapi(listTimeOffRoute, async (c) => {
    const db = database(c.env);
    const provider = await ownProvider(db, c.get("user"));
    return c.json(await timeOffList(db, provider.id, ghanaToday()), 200);
  })
  .openapi(addTimeOffRoute, async (c) => {
    const db = database(c.env);
    const now = Date.now();
    const provider = await ownProvider(db, c.get("user"));
    const { from, to, reason, cancelAppointments } = c.req.valid("json");
    if (from < ghanaToday(now)) throw new AppError(400, "validation_failed", PROVIDER_MESSAGES.timeOffInPast, { from: PROVIDER_MESSAGES.timeOffInPast });

    const block = { providerId: provider.id, from, to, reason: reason || null };
    // Visits earlier today have already happened: only what is still to come is cancelled.
    const cancelFrom = Math.max(instantsOf(block).start, now);
    if (await overlapsTimeOff(db, provider.id, block)) throw overlapConflict();
    const booked = await paidBookingsWithin(db, provider.id, cancelFrom, instantsOf(block).end);
    if (booked.length > 0 && !cancelAppointments) throw bookedConflict(c.req.raw, booked);

    const added = await addTimeOff(db, block, cancelFrom, now, cancelAppointments);
    if (added.outcome === "refused") {
      // Another block or a paid booking arrived between the checks and the batch: say which.
      if (await overlapsTimeOff(db, provider.id, block)) throw overlapConflict();
      const bookedNow = await paidBookingsWithin(db, provider.id, cancelFrom, instantsOf(block).end);
      if (bookedNow.length > 0 && !cancelAppointments) throw bookedConflict(c.req.raw, bookedNow);
      throw new AppError(409, "conflict", msg("Your time off changed meanwhile. Please try again."));
    }

    // Unpaid holds lapse quietly, as they would have; every paying patient is told.
    const paid = added.cancelled.filter((appointment) => appointment.paymentStatus === "completed");
    await startRefundsOf(c.env, db, paid.map((appointment) => appointment.id), backgroundOf(c));
    // Each patient is told why in their own language, so the reason is written with the notice.
    for (const appointment of paid) await notifyPatient(c.env, db, appointment, () => cancelledByProviderNotice(appointment, provider, timeOffCancellationReason(added.timeOff)));
    const created: TimeOffCreated = { ...added.timeOff, cancelledAppointments: paid.length };
    return c.json(created, 201);
  })
  .openapi(removeTimeOffRoute, async (c) => {
    const db = database(c.env);
    const provider = await ownProvider(db, c.get("user"));
    // Another provider's block answers exactly like a missing one.
    const removed = await removeTimeOff(db, provider.id, c.req.valid("param").id);
    if (!removed) throw notFound(msg("Time off not found"));
    return c.json(removed, 200);
  });
