/**
 * The messages a paid booking sends: the patient's e-mail (when, where, with whom, and the reference
 * to quote) and SMS, and the provider's new-booking notice. Sent once, on the fulfilment that paid it; a delivery
 * failure never undoes the payment.
 */
import { EMERGENCY_LINE } from "@gh/contracts/constants";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis, pesewasToCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { mailerFor } from "../adapters/messaging.ts";
import type { OutgoingEmail } from "../adapters/outgoing-message.ts";
import type { AppointmentRow } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { bookedSmsForPatient, newBookingForProvider, notifyProviderOf, smsPatient } from "../notifications/appointment-notices.ts";
import { providerById } from "../db/providers.ts";

/** "Monday, 23 November 2026 at 9:30 AM" in Ghana time, as My Appointments writes it. */
function when(startsAt: number): string {
  const iso = new Date(startsAt).toISOString();
  return `${formatLongDate(iso)} at ${formatClock(iso)}`;
}

export function bookingConfirmationMessage(appointment: AppointmentRow, provider: Provider): OutgoingEmail {
  const name = providerName(provider);
  return {
    to: appointment.patientEmail,
    subject: `Appointment booked with ${name}`,
    text: [
      `Hello ${appointment.patientName},`,
      "",
      `Your appointment with ${name} (${provider.location}, ${provider.city}) is booked for ${when(appointment.startsAt)}, Ghana time.`,
      `Paid: ${formatCedis(pesewasToCedis(appointment.feePesewas))}. Reference: ${appointment.transactionId}.`,
      `The provider will confirm it; you can reschedule or cancel it from My Appointments. To reach the practice, call ${provider.phone}.`,
      "",
      EMERGENCY_LINE,
    ].join("\n"),
  };
}

/**
 * Tells the patient their booking is confirmed as paid (e-mail, and SMS when their phone is verified:
 * the confirmation screen promises it), and the provider that they have a new booking.
 */
export async function sendPaidBookingNotices(env: Bindings, db: Database, appointment: AppointmentRow): Promise<void> {
  let provider: Provider | null = null;
  try {
    provider = await providerById(db, appointment.providerId);
    if (provider) await mailerFor(env, db).send(bookingConfirmationMessage(appointment, provider));
  } catch (error) {
    console.error("Booking confirmation not sent", appointment.id, error);
  }
  if (!provider) return;
  await smsPatient(env, db, appointment, bookedSmsForPatient(appointment, provider));
  await notifyProviderOf(env, db, provider, newBookingForProvider(appointment, provider));
}
