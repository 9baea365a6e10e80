/** Business constants, defined once; each is explained in its section of docs/product-rules.md. */
import { msg } from "./msg.ts";

/** Every account has one role (docs/product-rules.md#roles-and-ownership). */
export const ROLES = ["patient", "provider", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const CURRENCY = "GHS";
export const CEDI_SIGN = "₵";

/** Platform commission in basis points (10%); the provider receives the rest. */
export const COMMISSION_BASIS_POINTS = 1000;

/** Bookable slot start times (Africa/Accra is UTC+0 all year). */
export const SLOT_TIMES = [
  "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30",
] as const;
export const SLOT_MINUTES = 30;
/** A booking awaiting payment holds its slot this long. */
export const PAYMENT_HOLD_MINUTES = 15;
/** How many unpaid bookings one patient may hold at once, so nobody can block a provider's day. */
export const MAX_UNPAID_HOLDS = 3;

export const DISTANCE_OPTIONS_KM = [5, 10, 25, 50] as const;

export const FEATURED_SEARCH_LIMIT = 50;
/** GET /api/providers/featured?limit=: the first `limit` featured providers (the home cards, or the unfiltered search). */
export const featuredProvidersPath = (limit: number) => `/api/providers/featured?limit=${limit}`;
export const FEATURED_HOME_CARDS = 3;
export const SEARCH_PLACEHOLDER_CARDS = 5;
export const REVENUE_RECENT_BOOKINGS = 10;
export const DASHBOARD_RECENT_APPOINTMENTS = 3;

export const PASSWORD_MIN_PATIENT = 6;
export const PASSWORD_MIN_PROVIDER = 8;
/**
 * The words for a password under an account's minimum (here, beside the minimums: zod-free for
 * screens): one whole message per minimum, so the text is its own message id wherever it is shown.
 */
const PASSWORD_TOO_SHORT = {
  [PASSWORD_MIN_PATIENT]: msg("Password must be at least 6 characters"),
  [PASSWORD_MIN_PROVIDER]: msg("Password must be at least 8 characters"),
} as const;
/** An account's password minimum: a patient's or a provider's. */
export type PasswordMinimum = typeof PASSWORD_MIN_PATIENT | typeof PASSWORD_MIN_PROVIDER;
export const passwordTooShort = (min: PasswordMinimum) => PASSWORD_TOO_SHORT[min];
export const NAME_MIN = 2;
export const PHONE_MIN = 10;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Written out in the messages that name it ("Enter the 6-digit code"). */
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;

export const INSTALL_BANNER_RESHOW_MS = 24 * 60 * 60 * 1000;
export const TOAST_DURATION_MS = 5000;
/** TanStack Query gcTime: unused data kept 5 minutes. */
export const QUERY_GC_MS = 5 * 60 * 1000;

/** Emergency numbers. 112 is Ghana's unified emergency number (docs/product-rules.md#emergency). */
export const EMERGENCY_NUMBERS = { unified: "112", general: "193", ambulance: "193", police: "191", fire: "192" } as const;
/**
 * The emergency line every e-mail ends with: the number the site's "Emergency? Call 193" button and
 * the emergency page's "Call 193 Now" dial, so an e-mail never names another.
 */
// translators: keep 193 as it is (Ghana's emergency number)
export const EMERGENCY_LINE = msg("In an emergency, call 193.");
export const FEVER_WARNING = { celsius: 39, fahrenheit: 102 } as const;

/** The footer's copyright year: the current one (the spec's fixed 2025 went stale). */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear();
}
