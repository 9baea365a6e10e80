/**
 * The provider area's answers, texts and field lists, free of zod so screens import them cheaply
 * (the schemas are in provider-practice.ts).
 */
import type { AppointmentStatus, PaymentStatus } from "./appointment-options.ts";
import { formatClock, formatLongDate } from "./ghana-time.ts";
import type { Provider } from "./provider.ts";
import type { Review } from "./search.ts";

/** Profile photos are downsized in the browser to at most this many pixels on their longer side. */
export const PROFILE_IMAGE_MAX_PX = 512;
/** The only image types the server stores (decided by their first bytes, not the declared type). */
export const PROFILE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];

/** The wizard's three steps, their labels (docs/product-rules.md#screens-and-texts) and the fields Continue checks on each (docs/product-rules.md#screens-and-texts). */
export const WIZARD_STEPS = [
  { label: "Personal Info", fields: ["title", "firstName", "lastName", "email", "phone", "profileImage", "password", "confirmPassword"] },
  { label: "Professional", fields: ["specialty", "licenseNumber", "yearsExperience", "education", "hospitalAffiliation", "consultationFee"] },
  {
    label: "Practice Details",
    fields: ["city", "region", "location", "address", "bio", "website", "services", "languages", "workingHours", "open24Hours", "acceptsWalkIns", "terms"],
  },
] as const;

/** Dashboard appointments per page. */
export const PROVIDER_APPOINTMENTS_PAGE_SIZE = 10;
/** Reviews the dashboard answer carries (the Reviews tab pages through GET /api/providers/:id/reviews). */
export const DASHBOARD_REVIEWS = 5;

/** An appointment as the provider's dashboard shows it (the provider dashboard view, docs/product-rules.md#screens-and-texts). */
export interface ProviderAppointment {
  id: number;
  /** The short code the patient gives at the front desk ("K7QX4M"). */
  bookingCode: string;
  patientName: string;
  patientEmail: string;
  patientPhone: string;
  /** Ghana date "YYYY-MM-DD" and time "HH:mm" of the slot. */
  date: string;
  time: string;
  /** The slot's UTC instant, ISO. */
  appointmentDate: string;
  fee: string;
  /** What the provider receives (90%). */
  payout: string;
  reason: string | null;
  notes: string | null;
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  cancellationReason: string | null;
}

export interface ProviderDashboardStats {
  todayAppointments: number;
  upcomingAppointments: number;
  pendingConfirmations: number;
  completedThisMonth: number;
  /** Payouts of this month's completed visits, decimal cedis ("1350.00"). */
  earningsThisMonth: string;
  averageRating: number;
  reviewCount: number;
}

/** GET /api/providers/dashboard answer. */
export interface ProviderDashboard {
  provider: Provider;
  /** Paid appointments only (an unpaid booking is only a 15-minute hold), newest slot first. */
  appointments: { items: ProviderAppointment[]; total: number; page: number; pageSize: number };
  /** The latest reviews. */
  reviews: Review[];
  stats: ProviderDashboardStats;
  /** True while the provider still has the default hours they never set themselves. */
  usingDefaultHours: boolean;
}

/** A block of days off: whole days, from and to inclusive, Ghana dates. */
export interface TimeOff {
  id: number;
  from: string;
  to: string;
  reason: string | null;
}

/** POST /api/providers/time-off answer. */
export interface TimeOffCreated extends TimeOff {
  /** Appointments on those days that were cancelled (their patients were told). */
  cancelledAppointments: number;
}

/** The private fields of the provider's own profile (GET /api/providers/edit-profile). */
export type OwnProviderProfile = Provider & { usingDefaultHours: boolean };

/** The provider area's toasts and texts, as the original product's screens word them where they give them (docs/product-rules.md#screens-and-texts). */
export const PROVIDER_TOASTS = {
  registrationFailed: (serverText: string) => ({ title: "Registration Failed", description: `Failed to send verification email: ${serverText}` }),
  formValidationError: { title: "Form Validation Error", description: "Please check all required fields are filled correctly." },
  checkForm: { title: "Please check your form", description: "Some required fields are missing or invalid." },
  fileTooLarge: { title: "File too large", description: "Please select an image smaller than 5MB." },
  verificationEmailSent: { title: "Verification Email Sent!", description: "Please check your email for the verification code to complete registration." },
  registrationComplete: { title: "Registration Complete!" },
  updateFailed: { title: "Update Failed", description: "Failed to update profile. Please try again." },
  profileUpdated: { title: "Profile Updated" },
  deleteFailed: { title: "Delete Failed", description: "Failed to delete profile. Please try again." },
  profileDeleted: { title: "Profile Deleted" },
} as const;

/** How many of the visits a time-off warning names one by one. */
export const TIME_OFF_VISITS_NAMED = 5;

export const PROVIDER_MESSAGES = {
  profileNotFound: "Provider Profile Not Found",
  notYourProfile: "You can only change your own provider profile.",
  appointmentNotFound: "Appointment not found",
  currentPasswordWrong: "Your current password is not correct.",
  /**
   * Names the paid visits time off would cancel (patient, day and time, Ghana time; at most
   * TIME_OFF_VISITS_NAMED, then how many more) and what happens to them: told and refunded in full.
   */
  timeOffHasAppointments: (visits: readonly { patientName: string; startsAt: string }[]) => {
    const count = visits.length;
    const named = visits.slice(0, TIME_OFF_VISITS_NAMED).map((visit) => `${visit.patientName}, ${formatLongDate(visit.startsAt)} at ${formatClock(visit.startsAt)}`);
    if (count > named.length) named.push(`and ${count - named.length} more`);
    return (
      `${count} paid ${count === 1 ? "appointment falls" : "appointments fall"} on these days: ${named.join("; ")}. ` +
      `If you confirm, ${count === 1 ? "it is" : "they are"} cancelled and ${count === 1 ? "the patient is" : "each patient is"} told and refunded in full, automatically.`
    );
  },
  timeOffOverlaps: "You already have time off on some of these days.",
  appointmentChangedMeanwhile: "This appointment was changed meanwhile. Please refresh and try again.",
  passwordChanged: "Password changed. Other devices have been signed out.",
  signedOutEverywhere: "Signed out on every device.",
  timeOffInPast: "Time off cannot start in the past. Choose today or a later date.",
  imageType: "Upload a JPEG, PNG or WebP image.",
  imageTooLarge: "Please select an image smaller than 5MB.",
  invalidPhone: "Enter a Ghana phone number, e.g. +233 24 123 4567",
} as const;
