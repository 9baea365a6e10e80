/**
 * A patient cancelling their own booking (docs/product-rules.md#refunds), one way for every channel
 * (PUT /api/appointments/:id on the web, "My appointments" by USSD): a paid visit cancelled at least
 * 24 hours ahead is refunded in full, its refund written in the cancellation's own batch (it only
 * sees a cancel this very batch made), then the gateway is asked; the patient is told, and the
 * provider too when the booking was paid (an unpaid hold was never theirs to hear of).
 */
import type { PageLanguage } from "@gh/contracts/languages";
import type { Provider } from "@gh/contracts/providers";
import type { Bindings } from "../env.ts";
import { refundPatientCancellation } from "../money/refund-store.ts";
import { startRefundsOf, type Background } from "../money/refunds.ts";
import { cancelledByPatientForProvider, cancelledByPatientNotice, notifyPatient, notifyProviderOf, type ProviderNotice } from "../notifications/appointment-notices.ts";
import { cancelAppointment, type AppointmentRow } from "./appointments.ts";
import type { Database } from "./client.ts";
import { providerById } from "./providers.ts";

export const PATIENT_CANCELLATION = "cancelled_by_patient";

/**
 * The provider hears of a patient's change to a paid booking (they were told of it when it was paid),
 * so their inbox never shows a visit at a time it no longer is.
 */
export async function tellProviderOfPaidChange(env: Bindings, db: Database, appointment: AppointmentRow, notice: (provider: Provider) => ProviderNotice, known?: Provider): Promise<void> {
  if (appointment.paymentStatus !== "completed") return;
  const provider = known ?? (await providerById(db, appointment.providerId));
  if (provider) await notifyProviderOf(env, db, provider, () => notice(provider));
}

/**
 * Cancels the patient's pending or confirmed appointment at `now` under the refund policy; null when
 * it could no longer be cancelled (another change got there first). `language`: that of the patient's
 * own request, for their notice when their account keeps none.
 */
export async function cancelForPatient(
  env: Bindings,
  db: Database,
  appointment: AppointmentRow,
  now: number,
  { background, language }: { background?: Background; language?: PageLanguage | null } = {},
): Promise<AppointmentRow | null> {
  const refund = refundPatientCancellation(db, appointment.id, PATIENT_CANCELLATION, now);
  const cancelled = await cancelAppointment(db, appointment.id, PATIENT_CANCELLATION, now, [refund]);
  if (!cancelled) return null;
  await startRefundsOf(env, db, [appointment.id], background);
  await notifyPatient(env, db, appointment, () => cancelledByPatientNotice(appointment, now), language);
  await tellProviderOfPaidChange(env, db, appointment, (provider) => cancelledByPatientForProvider(appointment, provider));
  return cancelled;
}
