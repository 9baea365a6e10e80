/** What a checkout is opened with (docs/product-rules.md#payments): our reference, the amount in pesewas, GHS, the patient's e-mail and metadata. */
import type { CreateAppointmentInput, CreatedAppointment } from "@gh/contracts/appointments";
import { CURRENCY } from "@gh/contracts/constants";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";

/** The booking call's body (POST /api/appointments), as the booking dialog sends it. */
export type AppointmentRequest = CreateAppointmentInput & {
  providerId: number;
  reason: string;
  fee: string;
  paymentStatus: "pending";
};

/** Paystack shows these on its dashboard. */
export interface CustomField {
  display_name: string;
  variable_name: string;
  value: string;
}

export interface CheckoutRequest {
  reference: string;
  amountPesewas: number;
  currency: typeof CURRENCY;
  email: string;
  metadata: {
    appointmentId: number;
    providerId: number;
    patientName: string;
    patientPhone: string;
    custom_fields: CustomField[];
  };
}

/** The booking being paid for: what was sent, and the provider's name for the receipt. */
export interface BookingOrder {
  request: AppointmentRequest;
  providerName: string;
}

export function checkoutRequest(appointment: CreatedAppointment, { request, providerName }: BookingOrder, reference: string): CheckoutRequest {
  const when = `${formatLongDate(appointment.appointmentDate)}, ${formatClock(appointment.appointmentDate)}`;
  return {
    reference,
    // The server's figure (fee × 100), never one worked out here.
    amountPesewas: appointment.amountPesewas,
    currency: CURRENCY,
    email: request.patientEmail,
    metadata: {
      appointmentId: appointment.id,
      providerId: request.providerId,
      patientName: request.patientName,
      patientPhone: request.patientPhone,
      custom_fields: [
        { display_name: "Appointment", variable_name: "appointment_id", value: String(appointment.id) },
        { display_name: "Provider", variable_name: "provider_name", value: providerName },
        { display_name: "Appointment time", variable_name: "appointment_time", value: when },
        { display_name: "Patient", variable_name: "patient_name", value: request.patientName },
        { display_name: "Phone", variable_name: "patient_phone", value: request.patientPhone },
      ],
    },
  };
}
