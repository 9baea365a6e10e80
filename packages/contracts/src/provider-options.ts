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
import { msg, withValues, type Translate } from "./msg.ts";

/** Profile photos are downsized in the browser to at most this many pixels on their longer side. */
export const PROFILE_IMAGE_MAX_PX = 512;
/** The only image types the server stores (decided by their first bytes, not the declared type). */
export const PROFILE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];

/** The wizard's three steps, their labels (docs/product-rules.md#screens-and-texts) and the fields Continue checks on each (docs/product-rules.md#screens-and-texts). */
export const WIZARD_STEPS = [
  { label: msg("Personal Info"), fields: ["title", "firstName", "lastName", "email", "phone", "profileImage", "password", "confirmPassword"] },
  { label: msg("Professional"), fields: ["specialty", "regulator", "licenseNumber", "yearsExperience", "education", "hospitalAffiliation", "consultationFee"] },
  {
    label: msg("Practice Details"),
    fields: ["city", "region", "location", "address", "bio", "website", "services", "languages", "workingHours", "open24Hours", "acceptsWalkIns", "acceptsNhis", "nhiaAccreditationNumber", "terms"],
  },
] as const;

/**
 * How an appointment was booked: on the web, or by a phone's USSD menu (docs/product-rules.md#basic-phones),
 * which the dashboard marks with the patient's number.
 */
export const BOOKED_BY = ["web", "phone"] as const;
export type BookedBy = (typeof BOOKED_BY)[number];

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
  /** Its description is shown with `t(description.message, description.values)`. */
  registrationFailed: (serverText: string) => ({
    title: msg("Registration Failed"),
    description: withValues(msg("Failed to send verification email: {serverText}"), { serverText }),
  }),
  formValidationError: { title: msg("Form Validation Error"), description: msg("Please check all required fields are filled correctly.") },
  checkForm: { title: msg("Please check your form"), description: msg("Some required fields are missing or invalid.") },
  fileTooLarge: { title: msg("File too large"), description: msg("Please select an image smaller than 5MB.") },
  verificationEmailSent: { title: msg("Verification Email Sent!"), description: msg("Please check your email for the verification code to complete registration.") },
  registrationComplete: { title: msg("Registration Complete!") },
  updateFailed: { title: msg("Update Failed"), description: msg("Failed to update profile. Please try again.") },
  profileUpdated: { title: msg("Profile Updated") },
  deleteFailed: { title: msg("Delete Failed"), description: msg("Failed to delete profile. Please try again.") },
  profileDeleted: { title: msg("Profile Deleted") },
} as const;

/** How many of the visits a time-off warning names one by one. */
export const TIME_OFF_VISITS_NAMED = 5;

/** The time-off warning's messages (PROVIDER_MESSAGES.timeOffHasAppointments): the visits are listed joined by "; ". */
export const TIME_OFF_CONFLICT = {
  warning: msg(
    "{count, plural, one {# paid appointment falls on these days: {visits}. If you confirm, it is cancelled and the patient is told and refunded in full, automatically.} other {# paid appointments fall on these days: {visits}. If you confirm, they are cancelled and each patient is told and refunded in full, automatically.}}",
  ),
  // translators: one visit in a list: the patient's name, the day ("Monday, 23 November 2026") and the time ("9:30 AM")
  visit: msg("{patient}, {date} at {time}"),
  // translators: ends a list of visits that names only the first five
  more: msg("and {count} more"),
} as const;

export const PROVIDER_MESSAGES = {
  profileNotFound: msg("Provider Profile Not Found"),
  notYourProfile: msg("You can only change your own provider profile."),
  appointmentNotFound: msg("Appointment not found"),
  currentPasswordWrong: msg("Your current password is not correct."),
  /**
   * Names the paid visits time off would cancel (patient, day and time, Ghana time; at most
   * TIME_OFF_VISITS_NAMED, then how many more) and what happens to them: told and refunded in full.
   * In English; with `translate` (@gh/i18n's `t`) in the language it answers in.
   */
  timeOffHasAppointments: (visits: readonly { patientName: string; startsAt: string }[], translate?: Translate) => {
    const count = visits.length;
    const named = visits.slice(0, TIME_OFF_VISITS_NAMED).map((visit) => {
      const values = { patient: visit.patientName, date: formatLongDate(visit.startsAt), time: formatClock(visit.startsAt) };
      return translate ? translate(TIME_OFF_CONFLICT.visit, values) : `${values.patient}, ${values.date} at ${values.time}`;
    });
    const more = count - named.length;
    if (more > 0) named.push(translate ? translate(TIME_OFF_CONFLICT.more, { count: more }) : `and ${more} more`);
    if (translate) return translate(TIME_OFF_CONFLICT.warning, { count, visits: named.join("; ") });
    return (
      `${count} paid ${count === 1 ? "appointment falls" : "appointments fall"} on these days: ${named.join("; ")}. ` +
      `If you confirm, ${count === 1 ? "it is" : "they are"} cancelled and ${count === 1 ? "the patient is" : "each patient is"} told and refunded in full, automatically.`
    );
  },
  timeOffOverlaps: msg("You already have time off on some of these days."),
  appointmentChangedMeanwhile: msg("This appointment was changed meanwhile. Please refresh and try again."),
  passwordChanged: msg("Password changed. Other devices have been signed out."),
  signedOutEverywhere: msg("Signed out on every device."),
  timeOffInPast: msg("Time off cannot start in the past. Choose today or a later date."),
  imageType: msg("Upload a JPEG, PNG or WebP image."),
  imageTooLarge: msg("Please select an image smaller than 5MB."),
  invalidPhone: msg("Enter a Ghana phone number, e.g. +233 24 123 4567"),
} as const;
