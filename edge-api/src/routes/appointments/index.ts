/**
 * A patient's appointments (docs/product-rules.md#slots): book a slot (held 15 minutes for payment), list their own,
 * reschedule or cancel, review a completed visit, and join a remote visit's call. Every rule is the server's: the fee comes from
 * the provider, who must take bookings (their licence checked), the slot must be bookable (not on the
 * provider's time off) and free, and a patient touches only their own bookings.
 */
import { APPOINTMENT_MESSAGES, CHANGEABLE_STATUSES, MY_APPOINTMENTS_PAGE_SIZE } from "@gh/contracts/appointments/options";
import { MAX_UNPAID_HOLDS } from "@gh/contracts/constants";
import { BOOKING_CLOSED_MESSAGE, takesBookings } from "@gh/contracts/licences/options";
import { cedisToPesewas, splitFee } from "@gh/contracts/money";
import type { WorkingHours } from "@gh/contracts/providers";
import { msg } from "@gh/contracts/msg";
import { requireUser, requireVerifiedPatient } from "../../auth/guards.ts";
import { toGhanaE164 } from "../../auth/phone.ts";
import type { SessionUser } from "../../auth/session.ts";
import {
  appointmentById,
  bookSlot,
  holdsSlot,
  moveAppointment,
  patientBusyAt,
  patientAppointmentPage,
  patientAppointmentRow,
  patientAppointmentRows,
  type AppointmentRow,
} from "../../db/appointments.ts";
import { database, isUniqueViolation, type Database } from "../../db/client.ts";
import { cancelForPatient, tellProviderOfPaidChange } from "../../db/patient-cancellation.ts";
import { isDayOff } from "../../db/time-off.ts";
import { rememberBookingPhone } from "../../db/users.ts";
import { addReview } from "../../db/reviews.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { idempotent } from "../../http/idempotency.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { refundsOfAppointment, refundsOfAppointments, refundsOfPatient } from "../../money/refund-store.ts";
import { backgroundOf, settleDueSandboxRefunds } from "../../money/refunds.ts";
import { rescheduledForProvider } from "../../notifications/appointment-notices.ts";
import { refundGatewayFor } from "../../payments/gateways.ts";
import { providerById } from "../../db/providers.ts";
import { joinRoutes } from "./join.ts";
import { bookRoute, changeAppointmentRoute, myAppointmentsPageRoute, myAppointmentsRoute, reviewRoute } from "./routes.ts";
import { appointmentRefunds, toCreatedAppointment, toPatientAppointment } from "./serialize.ts";
import { slotProblem } from "./slot-rules.ts";
import { requestLanguage } from "../../i18n/request-language.ts";

const slotTaken = () => new AppError(409, "conflict", APPOINTMENT_MESSAGES.slotTaken, { appointmentDate: APPOINTMENT_MESSAGES.slotTaken });

/** A patient cannot be in two consulting rooms at once. */
async function refuseIfPatientBusy(db: Database, patientId: number, startsAt: number, now: number, except: { appointmentId?: number; providerId?: number }) {
  if (await patientBusyAt(db, patientId, startsAt, now, except)) {
    throw new AppError(409, "conflict", APPOINTMENT_MESSAGES.patientBusy, { appointmentDate: APPOINTMENT_MESSAGES.patientBusy });
  }
}

async function refuseUnlessBookable(db: Database, provider: { id: number; workingHours: WorkingHours }, startsAt: number, now: number) {
  const problem = slotProblem(provider.workingHours, startsAt, now) ?? ((await isDayOff(db, provider.id, new Date(startsAt).toISOString().slice(0, 10))) ? APPOINTMENT_MESSAGES.dayOff : null);
  if (problem) throw new AppError(400, "validation_failed", problem, { appointmentDate: problem });
}

/** The patient's own appointment; another patient's answers exactly like a missing one. */
async function ownAppointment(db: Database, user: SessionUser, id: number): Promise<AppointmentRow> {
  const appointment = await appointmentById(db, id);
  if (!appointment || appointment.patientId !== user.id) throw notFound(APPOINTMENT_MESSAGES.notFound);
  return appointment;
}

async function patientView(db: Database, id: number, now: number) {
  const [row, refundRows] = await Promise.all([patientAppointmentRow(db, id), refundsOfAppointment(db, id)]);
  if (!row) throw notFound(APPOINTMENT_MESSAGES.notFound);
  return toPatientAppointment(row, now, appointmentRefunds(refundRows).get(id) ?? null);
}

/** How a review signs a patient's name in public: first name and initial, never the full name. */
const reviewerName = (user: SessionUser) => `${user.firstName} ${user.lastName.slice(0, 1)}.`.trim();

export const appointmentsRoutes = declaredRoutes()
  .openapi(guarded(bookRoute, requireVerifiedPatient(), idempotent()), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    const now = Date.now();
    const phone = toGhanaE164(input.patientPhone);
    if (!phone) throw new AppError(400, "validation_failed", APPOINTMENT_MESSAGES.invalidPhone, { patientPhone: APPOINTMENT_MESSAGES.invalidPhone });
    const provider = await providerById(db, input.providerId);
    if (!provider) throw new AppError(404, "not_found", msg("Provider not found"), { providerId: msg("Provider not found") });
    // Listed, but not bookable until an administrator has checked their licence (docs/product-rules.md#licences-and-nhis).
    if (!takesBookings(provider.licenceVerifiedFor)) throw new AppError(409, "booking_closed", BOOKING_CLOSED_MESSAGE);
    const startsAt = Date.parse(input.appointmentDate);
    await refuseUnlessBookable(db, provider, startsAt, now);
    await refuseIfPatientBusy(db, c.get("user").id, startsAt, now, { providerId: provider.id });

    const { visitType } = input;
    // The fee is the provider's for this kind of visit, whatever the client sent; commission and payout are fixed now.
    const fee = visitType === "in_person" ? provider.consultationFee : provider.remoteVisits[visitType];
    if (fee === null) throw new AppError(400, "validation_failed", APPOINTMENT_MESSAGES.visitTypeNotOffered, { visitType: APPOINTMENT_MESSAGES.visitTypeNotOffered });
    const feePesewas = cedisToPesewas(fee)!;
    const appointment = await bookSlot(
      db,
      {
        patientId: c.get("user").id,
        providerId: provider.id,
        startsAt,
        reason: input.reason || null,
        visitType,
        patientName: input.patientName,
        patientPhone: phone,
        patientEmail: input.patientEmail,
        feePesewas,
        ...splitFee(feePesewas),
      },
      now,
      MAX_UNPAID_HOLDS,
    );
    if (appointment === "taken") throw slotTaken();
    if (appointment === "too_many_holds") throw new AppError(429, "rate_limited", APPOINTMENT_MESSAGES.tooManyHolds);
    // The booking form of the next visit starts with this phone (GET /api/user answers it).
    await rememberBookingPhone(db, c.get("user").id, phone);
    return c.json(toCreatedAppointment(appointment, now), 201);
  })
  .openapi(guarded(myAppointmentsRoute, requireUser()), async (c) => {
    const db = database(c.env);
    const patientId = c.get("user").id;
    // The sandbox's refunds settle when their time has come, whoever looks first (in production, Paystack's webhook).
    if (refundGatewayFor(c.env)?.name === "sandbox") await settleDueSandboxRefunds(c.env, db, { patientId });
    const now = Date.now();
    const [rows, refundRows] = await Promise.all([patientAppointmentRows(db, patientId), refundsOfPatient(db, patientId)]);
    const refunds = appointmentRefunds(refundRows);
    return c.json(rows.map((row) => toPatientAppointment(row, now, refunds.get(row.appointment.id) ?? null)), 200);
  })
  // My Appointments, paged on the server: "upcoming" soonest first, "past" newest first (docs/architecture.md).
  .openapi(guarded(myAppointmentsPageRoute, requireUser()), async (c) => {
    const db = database(c.env);
    const patientId = c.get("user").id;
    if (refundGatewayFor(c.env)?.name === "sandbox") await settleDueSandboxRefunds(c.env, db, { patientId });
    const now = Date.now();
    const { view } = c.req.valid("param");
    const { page } = c.req.valid("query");
    const { rows, total } = await patientAppointmentPage(db, patientId, view, page, MY_APPOINTMENTS_PAGE_SIZE, now);
    const refunds = appointmentRefunds(await refundsOfAppointments(db, rows.map((row) => row.appointment.id)));
    const items = rows.map((row) => toPatientAppointment(row, now, refunds.get(row.appointment.id) ?? null));
    return c.json({ items, total, page, pageSize: MY_APPOINTMENTS_PAGE_SIZE }, 200);
  })
  .openapi(guarded(changeAppointmentRoute, requireUser()), async (c) => {
    const db = database(c.env);
    const now = Date.now();
    const appointment = await ownAppointment(db, c.get("user"), c.req.valid("param").id);
    if (!CHANGEABLE_STATUSES.includes(appointment.status)) throw new AppError(409, "conflict", APPOINTMENT_MESSAGES.notChangeable);
    const { appointmentDate } = c.req.valid("json");

    if (appointmentDate === undefined) {
      // A paid visit cancelled at least 24 hours ahead is refunded in full (db/patient-cancellation.ts, shared with USSD).
      const cancelled = await cancelForPatient(c.env, db, appointment, now, { background: backgroundOf(c), language: requestLanguage(c.req.raw) });
      if (!cancelled) throw new AppError(409, "conflict", APPOINTMENT_MESSAGES.notChangeable);
      return c.json(await patientView(db, appointment.id, now), 200);
    }

    if (!holdsSlot(appointment, now)) throw new AppError(409, "conflict", APPOINTMENT_MESSAGES.holdLapsed);
    const startsAt = Date.parse(appointmentDate);
    if (startsAt !== appointment.startsAt) {
      const provider = await providerById(db, appointment.providerId);
      if (!provider) throw notFound(msg("Provider not found"));
      await refuseUnlessBookable(db, provider, startsAt, now);
      await refuseIfPatientBusy(db, appointment.patientId, startsAt, now, { appointmentId: appointment.id });
      const moved = await moveAppointment(db, appointment, startsAt, now);
      if (!moved) throw slotTaken();
      await tellProviderOfPaidChange(c.env, db, moved, (known) => rescheduledForProvider(moved, appointment.startsAt, known), provider);
    }
    return c.json(await patientView(db, appointment.id, now), 200);
  })
  .openapi(guarded(reviewRoute, requireUser()), async (c) => {
    const db = database(c.env);
    const user = c.get("user");
    const appointment = await ownAppointment(db, user, c.req.valid("param").id);
    if (appointment.status !== "completed") throw new AppError(409, "conflict", APPOINTMENT_MESSAGES.notCompleted);
    const { rating, comment } = c.req.valid("json");
    try {
      const review = await addReview(
        db,
        { providerId: appointment.providerId, patientId: user.id, appointmentId: appointment.id, patientName: reviewerName(user), rating, comment, appointmentDate: appointment.startsAt },
        Date.now(),
      );
      return c.json({ id: review.id, rating: review.rating, comment: review.comment, patientName: review.patientName }, 201);
    } catch (error) {
      // One review per visit: the unique index decides, even for two submissions at once.
      if (isUniqueViolation(error)) throw new AppError(409, "conflict", APPOINTMENT_MESSAGES.alreadyReviewed);
      throw error;
    }
  })
  // Joining a remote visit's call (join.ts).
  .route("/", joinRoutes);
