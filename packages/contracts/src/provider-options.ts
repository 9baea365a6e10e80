/**
 * The provider area's answers' types, texts and field lists, free of zod so screens import them
 * cheaply (the input schemas are in provider-practice.ts, the answers' in answers/provider.ts, which
 * only the Worker loads).
 */
import type { z } from "zod";
import type {
  ownProviderProfileSchema,
  providerAppointmentSchema,
  providerDashboardSchema,
  providerDashboardStatsSchema,
  timeOffCreatedSchema,
  timeOffSchema,
} from "./answers/provider.ts";
import { formatClock, formatLongDate } from "./ghana-time.ts";

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
export type ProviderAppointment = z.output<typeof providerAppointmentSchema>;
export type ProviderDashboardStats = z.output<typeof providerDashboardStatsSchema>;
/** GET /api/providers/dashboard answer. */
export type ProviderDashboard = z.output<typeof providerDashboardSchema>;
/** A block of days off: whole days, from and to inclusive, Ghana dates. */
export type TimeOff = z.output<typeof timeOffSchema>;
/** POST /api/providers/time-off answer. */
export type TimeOffCreated = z.output<typeof timeOffCreatedSchema>;
/** The private fields of the provider's own profile (GET /api/providers/edit-profile). */
export type OwnProviderProfile = z.output<typeof ownProviderProfileSchema>;

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
