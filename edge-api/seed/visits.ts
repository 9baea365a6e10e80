/**
 * The demo patient's history: one paid, completed visit to the demo provider, not yet reviewed, so
 * My Appointments shows a past visit and "Leave a review" can be tried at once. Fixed in the past,
 * so it never takes a slot anyone could book.
 */
import { splitFee } from "@gh/contracts/money";
import { DEMO_ACCOUNTS, DEMO_USER_IDS } from "./accounts.ts";
import { HOUR_MS, utcDate } from "./calendar.ts";
import type { AppointmentRow, PaymentRow, ProviderRow } from "./rows.ts";

/** Tuesday 14 October 2025, 10:00 in Accra. */
const VISIT_AT = utcDate(2025, 10, 14) + 10 * HOUR_MS;
const BOOKED_AT = VISIT_AT - 6 * 24 * HOUR_MS;

export function demoPatientVisits(demoProvider: ProviderRow): { appointments: AppointmentRow[]; payments: PaymentRow[] } {
  const patient = DEMO_ACCOUNTS.patient;
  const fee = demoProvider.consultation_fee_pesewas;
  const { commissionPesewas, payoutPesewas } = splitFee(fee);
  const reference = `apt_1_${BOOKED_AT}`;
  return {
    appointments: [
      {
        id: 1,
        patient_id: DEMO_USER_IDS.patient,
        provider_id: demoProvider.id,
        starts_at: VISIT_AT,
        status: "completed",
        payment_status: "completed",
        hold_expires_at: null,
        cancellation_reason: null,
        booking_code: null, // the insert trigger writes it (migration 0015)
        reminder_sent_at: null,
        reminder_2h_sent_at: null,
        reason: "Recurring headaches and tiredness",
        notes: null,
        visit_type: "in_person",
        visit_note: null,
        patient_name: `${patient.firstName} ${patient.lastName}`,
        patient_phone: patient.phone,
        patient_email: patient.email,
        booked_by: "web",
        fee_pesewas: fee,
        commission_pesewas: commissionPesewas,
        payout_pesewas: payoutPesewas,
        transaction_id: reference,
        created_at: BOOKED_AT,
        updated_at: VISIT_AT + HOUR_MS,
      },
    ],
    payments: [
      {
        id: 1,
        appointment_id: 1,
        provider_id: demoProvider.id,
        patient_id: DEMO_USER_IDS.patient,
        reference,
        gateway: "sandbox",
        amount_pesewas: fee,
        currency: "GHS",
        status: "success",
        channel: "mobile_money",
        paid_at: BOOKED_AT + 5 * 60_000,
        created_at: BOOKED_AT + 5 * 60_000,
      },
    ],
  };
}
