/** How the provider dashboard reads its answer: status badges, payment, stat cards, places, paging, filters. */
import { PROVIDER_ACTION_LABELS, type ProviderAppointmentAction } from "@gh/contracts/appointments/lifecycle";
import type { AppointmentStatus, PaymentStatus } from "@gh/contracts/appointments/options";
import { formatCedis } from "@gh/contracts/money";
import type { ProviderAppointment, ProviderDashboardStats } from "@gh/contracts/providers/options";
import { msg, t } from "../../lib/i18n";

/**
 * Who an appointment is for, as the dashboard names them: the name they gave; without one (a patient
 * who booked by phone and has no web account), the number they booked from.
 */
export function patientLabel(appointment: Pick<ProviderAppointment, "patientName" | "patientPhone" | "bookedBy">): string {
  const name = appointment.patientName.trim();
  if (name) return name;
  if (appointment.patientPhone) return appointment.patientPhone;
  // translators: stands for a patient whose name and number the dashboard does not have
  return appointment.bookedBy === "phone" ? t("Patient by phone") : t("Patient");
}

/** Whether the visit is paid, in the page's language. */
export function paymentText(paymentStatus: PaymentStatus): string {
  // translators: whether the patient has paid for the appointment
  return paymentStatus === "completed" ? t("Paid") : t("Awaiting payment");
}

export interface StatCard {
  id: keyof ProviderDashboardStats;
  label: string;
  value: string;
  /** A second line under the figure. */
  detail?: string;
}

/** The six stat cards, in the order a provider scans them: today, what is coming, what needs them, the month (in the page's language). */
export function statCards(stats: ProviderDashboardStats): StatCard[] {
  return [
    { id: "todayAppointments", label: t("Today's Appointments"), value: String(stats.todayAppointments) },
    { id: "upcomingAppointments", label: t("Upcoming Appointments"), value: String(stats.upcomingAppointments) },
    { id: "pendingConfirmations", label: t("Pending Confirmations"), value: String(stats.pendingConfirmations) },
    { id: "completedThisMonth", label: t("Completed This Month"), value: String(stats.completedThisMonth) },
    { id: "earningsThisMonth", label: t("Earnings This Month"), value: formatCedis(stats.earningsThisMonth), detail: t("Your 90% of completed visits") },
    {
      id: "averageRating",
      label: t("Average Rating"),
      value: stats.reviewCount > 0 ? stats.averageRating.toFixed(1) : t("No ratings"),
      detail: reviewCount(stats.reviewCount),
    },
  ];
}

/** "1 review", "12 reviews". */
export function reviewCount(count: number): string {
  return t("{count, plural, one {# review} other {# reviews}}", { count });
}

/** "East Legon Clinic, Accra, Greater Accra", skipping blanks and repeats. */
export function practicePlace(provider: { location: string; city: string; region: string }): string {
  const parts = [provider.location, provider.city, provider.region].map((part) => part?.trim()).filter(Boolean);
  return [...new Set(parts)].join(", ");
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The page buttons to show: all of them when few, else the first, the last and the current page's
 * neighbours, with null for a gap ("1 … 4 5 6 … 12"), so a phone never gets a row of twenty buttons.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && n - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) result.push(null);
    result.push(n);
  }
  return result;
}

/** What the Appointments tab asks the server for. */
export interface AppointmentFilters {
  page: number;
  status: AppointmentStatus | null;
  /** Ghana dates "YYYY-MM-DD", inclusive. */
  from: string;
  to: string;
}

export const NO_FILTERS: AppointmentFilters = { page: 1, status: null, from: "", to: "" };

/** GET /api/providers/dashboard?page=&status=&from=&to=, leaving out the empty ones. */
export function dashboardUrl(filters: AppointmentFilters): string {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.status) query.set("status", filters.status);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  return `/api/providers/dashboard?${query}`;
}

/** The server's rule, checked before asking: an end date before the start date finds nothing. */
export function dateRangeProblem(from: string, to: string): string | null {
  return from && to && from > to ? t("The end date must be on or after the start date") : null;
}

/** What each lifecycle button's confirmation says, and the toast after it (shown with `t`; the confirm labels are contracts' button labels). */
export const ACTION_TEXTS: Record<ProviderAppointmentAction, { title: string; question: string; confirmLabel: string; done: string; doneDescription: string }> = {
  confirmed: {
    title: msg("Confirm Appointment"),
    question: msg("Confirm this appointment? The patient will be told that you expect them."),
    confirmLabel: PROVIDER_ACTION_LABELS.confirmed,
    done: msg("Appointment Confirmed"),
    doneDescription: msg("The patient has been told."),
  },
  completed: {
    title: msg("Mark Appointment Completed"),
    question: msg("Mark this visit as completed? The patient will then be able to review it."),
    confirmLabel: PROVIDER_ACTION_LABELS.completed,
    done: msg("Appointment Completed"),
    doneDescription: msg("The patient can now leave a review."),
  },
  cancelled: {
    title: msg("Cancel Appointment"),
    question: msg("Cancel this appointment? The time becomes free again and the patient is told why."),
    confirmLabel: msg("Cancel Appointment"),
    done: msg("Appointment Cancelled"),
    doneDescription: msg("The patient has been told."),
  },
  "no-show": {
    title: msg("Mark as No-show"),
    question: msg("Mark that the patient did not come to this appointment?"),
    confirmLabel: PROVIDER_ACTION_LABELS["no-show"],
    done: msg("Marked as No-show"),
    doneDescription: msg("The appointment is recorded as missed."),
  },
};

/** The server wants a cancellation reason of at least this many characters. */
export const CANCEL_REASON_MIN = 3;

export function cancelReasonProblem(reason: string): string | null {
  return reason.trim().length < CANCEL_REASON_MIN ? t("Tell the patient why the appointment is cancelled") : null;
}
