/**
 * A year of paid visits, so the admin's revenue page has real figures from the first run: about 200
 * paid, completed appointments over the last 12 calendar months, more each month as the marketplace
 * grows, each paid a few days before a real slot of its provider (Monday to Friday, within their
 * hours, never two on one slot). The reviewers book them, never the demo patient (whose
 * appointment list the browser tests read), and the demo provider gets none (the tests book their
 * next free slot and read their dashboard). Every visit is in the past, so no bookable slot is taken.
 *
 * The only input that is not fixed is `now`, the day the seed runs: the history moves with it so the
 * revenue page always shows the last twelve months. Everything else is drawn from the seeded stream.
 */
import { splitFee } from "@gh/contracts/money";
import type { WorkingHours } from "@gh/contracts/providers";
import { slotInstant, slotsForWeekday, WEEKDAYS } from "@gh/contracts/schedule";
import { DEMO_PROVIDER_ID } from "./accounts.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS, startOfUtcDay } from "./calendar.ts";
import type { Random } from "./random.ts";
import type { AppointmentRow, PaymentRow, ProviderRow, UserRow } from "./rows.ts";

export const PAID_HISTORY_MONTHS = 12;

/** Bookings paid in a month, oldest month first: about 10 a year ago, about 23 last month. */
function monthlyTarget(random: Random, monthsBack: number): number {
  return Math.round(10 + (PAID_HISTORY_MONTHS - 1 - monthsBack) * 1.2) + random.int(-2, 2);
}

const REASONS = [
  "Routine check-up", "Persistent cough", "Follow-up visit", "Headaches", "Back pain", "Skin rash", "High blood pressure review",
  "Fever and body aches", "Child's vaccination", "Joint pain", "Stomach pain", "Diabetes review", "Chest tightness", "Eye irritation",
  "Antenatal visit", "Toothache", "Sleep problems", "Allergy symptoms",
] as const;

interface Bookable {
  provider: ProviderRow;
  hours: WorkingHours;
  /** 1 + reviews: busier practices take more bookings. */
  weight: number;
}

function bookableProviders(providers: readonly ProviderRow[]): Bookable[] {
  return providers
    .filter((provider) => provider.id !== DEMO_PROVIDER_ID && provider.is_verified)
    .map((provider) => ({ provider, hours: JSON.parse(provider.working_hours) as WorkingHours, weight: 1 + provider.review_count }))
    .filter(({ hours }) => WEEKDAYS.slice(1, 6).some((day) => slotsForWeekday(hours, day).length > 0));
}

export interface PaidHistoryInput {
  providers: readonly ProviderRow[];
  /** The patients who book: the seeded reviewers. */
  patients: readonly UserRow[];
  now: number;
  firstAppointmentId: number;
  firstPaymentId: number;
}

export function paidHistory(random: Random, input: PaidHistoryInput): { appointments: AppointmentRow[]; payments: PaymentRow[] } {
  const bookable = bookableProviders(input.providers);
  const today = startOfUtcDay(input.now);
  const taken = new Set<string>();
  const appointments: AppointmentRow[] = [];
  const payments: PaymentRow[] = [];
  const current = new Date(today);

  for (let monthsBack = PAID_HISTORY_MONTHS - 1; monthsBack >= 0; monthsBack--) {
    const monthStart = Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - monthsBack, 1);
    const monthEnd = Math.min(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - monthsBack + 1, 1), today);
    const days = Math.round((monthEnd - monthStart) / DAY_MS);
    const fullDays = Math.round((Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - monthsBack + 1, 1) - monthStart) / DAY_MS);
    // This month so far books its share of a month's target.
    const target = Math.round((monthlyTarget(random, monthsBack) * days) / fullDays);

    for (let made = 0, attempts = 0; made < target && attempts < target * 20; attempts++) {
      const paidAt = monthStart + random.int(0, Math.max(days - 1, 0)) * DAY_MS + random.int(7 * 60, 21 * 60) * MINUTE_MS;
      let visitDay = startOfUtcDay(paidAt) + random.int(1, 10) * DAY_MS;
      // Monday to Friday only.
      while ([0, 6].includes(new Date(visitDay).getUTCDay())) visitDay += DAY_MS;
      if (paidAt >= input.now || visitDay >= today) continue;

      const weekday = WEEKDAYS[new Date(visitDay).getUTCDay()]!;
      const { provider, hours } = random.weighted(bookable.map((entry) => [entry, entry.weight] as const));
      const slots = slotsForWeekday(hours, weekday);
      if (slots.length === 0 || provider.created_at >= paidAt) continue;
      const startsAt = slotInstant(new Date(visitDay).toISOString().slice(0, 10), random.pick(slots));
      const key = `${provider.id}:${startsAt}`;
      if (taken.has(key)) continue;
      taken.add(key);

      const patient = random.pick(input.patients);
      const id = input.firstAppointmentId + appointments.length;
      const bookedAt = paidAt - random.int(2, 12) * MINUTE_MS;
      const fee = provider.consultation_fee_pesewas;
      const { commissionPesewas, payoutPesewas } = splitFee(fee);
      const reference = `apt_${id}_${bookedAt}`;
      appointments.push({
        id,
        patient_id: patient.id,
        provider_id: provider.id,
        starts_at: startsAt,
        status: "completed",
        payment_status: "completed",
        hold_expires_at: null,
        cancellation_reason: null,
        booking_code: null, // the insert trigger writes it (migration 0015)
        reason: random.pick(REASONS),
        notes: null,
        visit_type: "in_person",
        visit_note: null,
        patient_name: `${patient.first_name} ${patient.last_name}`,
        patient_phone: patient.phone ?? "",
        patient_email: patient.email,
        booked_by: "web",
        fee_pesewas: fee,
        commission_pesewas: commissionPesewas,
        payout_pesewas: payoutPesewas,
        transaction_id: reference,
        // The Cron sweep's day-before reminder, when the booking came early enough for one.
        reminder_sent_at: startsAt - 24 * HOUR_MS > paidAt ? startsAt - 24 * HOUR_MS : null,
        // And its SMS 2 hours before (db/reminders.ts: booked more than 2 hours ahead).
        reminder_2h_sent_at: startsAt - 2 * HOUR_MS > bookedAt ? startsAt - 2 * HOUR_MS : null,
        created_at: bookedAt,
        // The payment time: revenue_months files the booking under the month it was paid.
        updated_at: paidAt,
      });
      payments.push({
        id: input.firstPaymentId + payments.length,
        appointment_id: id,
        provider_id: provider.id,
        patient_id: patient.id,
        reference,
        gateway: "sandbox",
        amount_pesewas: fee,
        currency: "GHS",
        status: "success",
        channel: random.chance(0.7) ? "mobile_money" : "card",
        paid_at: paidAt,
        created_at: bookedAt,
      });
      made++;
    }
  }
  return { appointments, payments };
}
