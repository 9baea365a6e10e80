/**
 * The administrator's calls: tables, provider management, revenue and the audit log (docs/product-rules.md#admin-and-exports). Zod-free, so the admin screens import it cheaply; the query
 * schemas are in admin.ts.
 */
import type { AppointmentStatus, PaymentStatus } from "./appointment-options.ts";
import type { Role } from "./auth.ts";
import type { RefundStatus } from "./refunds.ts";

export const ADMIN_TABLES = ["users", "providers", "reviews", "appointments"] as const;
export type AdminTable = (typeof ADMIN_TABLES)[number];

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** The columns each table may be sorted by: the ones it shows (each backed by an index). */
export const ADMIN_SORTS = {
  users: ["id", "name", "email", "role", "createdAt"],
  providers: ["id", "name", "specialty", "location", "fee", "experience", "verified", "createdAt"],
  reviews: ["id", "provider", "rating", "date"],
  appointments: ["id", "patient", "provider", "date", "status"],
} as const satisfies Record<AdminTable, readonly string[]>;
export type AdminSort<Table extends AdminTable> = (typeof ADMIN_SORTS)[Table][number];

/** Tables that take `search` (through their full-text index). */
export const ADMIN_SEARCHABLE: readonly AdminTable[] = ["users", "providers"];

export interface AdminPage<Row> {
  items: Row[];
  /** Rows matching the search (all rows without one). */
  total: number;
  page: number;
  pageSize: number;
}

/** Users tab: ID, Name, Email, Role, Created. */
export interface AdminUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  createdAt: string;
}

/**
 * Providers tab (ID, Specialty, Location, Fee, Experience, Verified or Pending) and the provider
 * management cards (the admin provider list item, docs/product-rules.md#screens-and-texts), one shape.
 */
export interface AdminProvider {
  id: number;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Specialty id. */
  specialty: string;
  location: string;
  city: string;
  region: string;
  yearsExperience: number;
  /** Decimal cedis, e.g. "150.00". */
  consultationFee: string;
  isVerified: boolean;
  bio: string | null;
  appointmentCount: number;
  averageRating: number;
  reviewCount: number;
  createdAt: string;
}

/** Reviews tab: ID, Provider, Rating out of 5, Comment, Date. */
export interface AdminReview {
  id: number;
  providerId: number;
  providerName: string;
  patientName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

/** Appointments tab: ID, Patient, Provider, Date, Status (the admin view, with the money split: docs/product-rules.md#screens-and-texts). */
export interface AdminAppointment {
  id: number;
  /** The short code the patient reads out ("K7QX4M"). */
  bookingCode: string;
  patientId: number;
  patientName: string;
  providerId: number;
  providerName: string;
  /** The slot's UTC instant, ISO. */
  appointmentDate: string;
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  fee: string;
  platformCommission: string;
  providerPayout: string;
  /** The booking's refund (docs/product-rules.md#refunds), or null when it was never refunded. */
  refundStatus: RefundStatus | null;
}

/** GET /api/admin/stats */
export interface AdminStats {
  users: number;
  providers: number;
  reviews: number;
  appointments: number;
  paidAppointments: number;
  /** Decimal cedis. */
  totalRevenue: string;
  totalCommission: string;
  totalPayouts: string;
}

/** DELETE /api/admin/providers/:id answer (docs/product-rules.md#screens-and-texts). */
export interface ProviderDeletion {
  appointmentsDeleted: number;
  reviewsDeleted: number;
  /** The provider's user account goes too. */
  userDeleted: true;
  message: string;
}

/** What deleting a provider would remove, for the confirmation dialog: GET /api/admin/providers/:id/deletion. */
export interface ProviderDeletionPreview {
  appointments: number;
  upcomingAppointments: number;
  reviews: number;
}

export interface RevenueMonth {
  /** "2026-11" (Ghana is UTC). */
  month: string;
  bookings: number;
  revenue: string;
  commission: string;
  payouts: string;
}

export interface RevenueBooking {
  id: number;
  patientName: string;
  providerName: string;
  appointmentDate: string;
  /** When it was booked, ISO. */
  bookedAt: string;
  fee: string;
  platformCommission: string;
  providerPayout: string;
}

/** GET /api/admin/revenue: from paid appointments, as fixed at booking. */
export interface RevenueReport {
  totalRevenue: string;
  totalCommission: string;
  totalPayouts: string;
  /** Commission per paid appointment; "0.00" without any. */
  averageCommission: string;
  paidAppointments: number;
  /** The 10 most recent paid bookings (REVENUE_RECENT_BOOKINGS). */
  recent: RevenueBooking[];
  /** The last 12 months, oldest first, months without bookings included with zeros. */
  monthly: RevenueMonth[];
  /** This month's revenue against last month's, in percent (one decimal); null when last month had none. */
  growth: { percent: number | null; month: string; previousMonth: string };
}

export interface AuditEntry {
  id: number;
  adminId: number | null;
  adminName: string;
  /** e.g. "provider.update", "provider.delete". */
  action: string;
  entity: string;
  entityId: number;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** Card payment processors' fees as the Revenue Model explains them (docs/product-rules.md#admin-and-exports and docs/product-rules.md#fees-and-commission). */
export const PAYMENT_PROCESSOR_NOTES = [
  { name: "Mobile money", fee: "Network fees apply per transaction" },
  { name: "Card payments (Paystack)", fee: "2.9% + GHS 0.50 per transaction" },
  { name: "Card payments (alternative processor)", fee: "2.9% per transaction" },
] as const;

/** The admin screens' toasts and alerts, as the original product's screens word them where they give them (docs/product-rules.md#screens-and-texts). */
export const ADMIN_TEXTS = {
  providerDeleted: (deletion: Pick<ProviderDeletion, "appointmentsDeleted" | "reviewsDeleted">) => ({
    title: "Provider Deleted Successfully",
    description: `Removed ${deletion.appointmentsDeleted} appointment${deletion.appointmentsDeleted === 1 ? "" : "s"}, ${deletion.reviewsDeleted} review${deletion.reviewsDeleted === 1 ? "" : "s"} and the user account.`,
  }),
  providerUpdated: { title: "Provider Updated Successfully" },
  deletionFailed: (message: string) => ({ title: "Deletion Failed", description: message }),
  updateFailed: (message: string) => ({ title: "Update Failed", description: message }),
  noData: (table: string) => `No data available for ${table}`,
  downloadError: "Error downloading data",
  noAppointments: "No appointments found",
  noProviders: "No Providers Found",
  noRatings: "No ratings",
  deletionWarning: "Deleting a provider is permanent. Their profile, appointments, reviews and user account are removed; payment records are kept for accounting.",
} as const;

/** `{table}_{date}.csv` (docs/product-rules.md#admin-and-exports), the date in Ghana (UTC). */
export function csvFileName(table: string, now = Date.now()): string {
  return `${table}_${new Date(now).toISOString().slice(0, 10)}.csv`;
}
