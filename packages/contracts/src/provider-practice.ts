/**
 * The provider area's calls and their validation (docs/product-rules.md#provider-registration), shared by
 * the API (which enforces them) and the provider screens (which show the same messages as typed).
 */
import { z } from "zod";
import { isoDateField } from "./appointments.ts";
import { PROVIDER_APPOINTMENT_ACTIONS } from "./appointment-lifecycle.ts";
import { APPOINTMENT_STATUSES } from "./appointment-options.ts";
import { emailField, verificationCodeField } from "./auth.ts";
import { IMAGE_MAX_BYTES, NAME_MIN, PASSWORD_MIN_PROVIDER, PHONE_MIN } from "./constants.ts";
import { nhisFieldsSchema, regulatorField } from "./licences.ts";
import { cedisToPesewas } from "./money.ts";
import { REGIONS, TITLES } from "./regions.ts";
import { WEEKDAYS } from "./schedule.ts";
import { EDIT_BY_ID_SPECIALTY_IDS, SPECIALTY_IDS, WIZARD_SPECIALTY_IDS, type SpecialtyId } from "./specialties.ts";
import { dayHoursProblem, hasOpenDay } from "./working-hours.ts";
import { msg } from "./msg.ts";

/** "Must be at most 200 characters": one whole message for each length a field here allows. */
const AT_MOST = {
  60: msg("Must be at most 60 characters"),
  100: msg("Must be at most 100 characters"),
  200: msg("Must be at most 200 characters"),
  300: msg("Must be at most 300 characters"),
  2000: msg("Must be at most 2000 characters"),
} as const;
type TextMax = keyof typeof AT_MOST;

const text = (message: string, max: TextMax) => z.string({ message }).trim().min(1, message).max(max, AT_MOST[max]);
const optionalText = (max: TextMax) =>
  z
    .string()
    .trim()
    .max(max, AT_MOST[max])
    .nullish()
    .transform((value) => value || null);

/** A yes/no practice fact as a checkbox sends it; left out means "no" when registering, "unchanged" when editing. */
const practiceFact = () => z.boolean({ message: msg("Choose yes or no") });

/** A fee in cedis ("150", "150.50" or a number) -> its decimal string; must be more than 0. */
const feeField = (required: string) =>
  z
    .union([z.string(), z.number()], { message: required })
    .transform((value) => String(value).trim())
    .refine((value) => value !== "", required)
    .refine((value) => value === "" || cedisToPesewas(value) !== null, msg("Enter the fee in cedis, e.g. 150 or 150.50"))
    .refine((value) => (cedisToPesewas(value) ?? 1) > 0, msg("Consultation fee must be greater than 0"));

/**
 * A remote visit's own fee: empty (or null) charges the in-person fee, so it is stored as null;
 * otherwise a fee in cedis more than 0, as the consultation fee.
 */
const remoteFeeField = () =>
  z
    .union([z.string(), z.number()], { message: msg("Enter the fee in cedis, e.g. 150 or 150.50") })
    .transform((value) => String(value).trim())
    .refine((value) => value === "" || cedisToPesewas(value) !== null, msg("Enter the fee in cedis, e.g. 150 or 150.50"))
    .refine((value) => value === "" || (cedisToPesewas(value) ?? 1) > 0, msg("Consultation fee must be greater than 0"))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Visits by call (docs/product-rules.md#remote-visits): whether the provider offers each, and its own fee. */
const remoteVisitFields = {
  offersAudio: practiceFact(),
  offersVideo: practiceFact(),
  audioFee: remoteFeeField(),
  videoFee: remoteFeeField(),
};

/** JSON text decoded, or undefined when it is not JSON. */
function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const LIST_MAX_ENTRIES = 30;
const LIST_ENTRY_MAX = 100;
// LIST_ENTRY_MAX written out: a message is one literal text.
const LIST_ENTRY_TOO_LONG = msg("Each entry must be at most 100 characters");

/**
 * A list as the forms type it (comma-separated text), as the JSON-encoded text the profile's lists
 * are kept in (docs/product-rules.md#provider-registration), or sent as a list. Text that opens with
 * "[" is read as JSON; null when it is not a JSON list of text.
 */
function readList(value: string | readonly string[]): string[] | null {
  const decoded: unknown = typeof value !== "string" ? value : value.trim().startsWith("[") ? decodeJson(value) : value.split(",");
  if (!Array.isArray(decoded) || !decoded.every((item) => typeof item === "string")) return null;
  return decoded
    .map((item: string) => item.trim())
    .filter(Boolean)
    .slice(0, LIST_MAX_ENTRIES);
}


/** One list field: its text or list read into entries, refused with `format` when unreadable. */
const listInput = (format: string) =>
  z.union([z.string(), z.array(z.string())], { error: format }).transform((value, context) => {
    const list = readList(value);
    if (!list) {
      context.addIssue({ code: "custom", message: format });
      return z.NEVER;
    }
    if (list.some((item) => item.length > LIST_ENTRY_MAX)) {
      context.addIssue({ code: "custom", message: LIST_ENTRY_TOO_LONG });
      return z.NEVER;
    }
    return list;
  });

/** What a list field takes, said when it gets something else. */
const SERVICES_FORMAT = msg('Services must be comma-separated text or a JSON list of text, like ["Consultation","Check-ups"]');
const LANGUAGES_FORMAT = msg('Languages must be comma-separated text or a JSON list of text, like ["English","Twi"]');

/** An optional list when registering: left out or null is an empty list. */
const listField = (format: string) =>
  listInput(format)
    .nullish()
    .transform((list) => list ?? []);

/**
 * What the wizard leaves optional stays optional when editing (bio, hospital affiliation, services,
 * languages): blank clears it, left out of the request keeps what is stored.
 */
const clearableText = (max: TextMax) =>
  z
    .string()
    .trim()
    .max(max, AT_MOST[max])
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
const clearableListField = (format: string) =>
  listInput(format)
    .nullish()
    .transform((list) => (list === undefined ? undefined : (list ?? [])));

const WORKING_HOURS_REQUIRED = msg("Working hours are required");
/** What working hours sent as text must look like. */
export const WORKING_HOURS_FORMAT = 'Working hours must be a JSON object of day to hours, like {"monday":"9:00 AM - 5:00 PM"}';
/** No day's hours fit in fewer characters, so shorter text is missing hours rather than misformatted ones. */
const WORKING_HOURS_TEXT_MIN = 10;

/** Weekday -> "9:00 AM - 5:00 PM" or "Closed"; each day's hours must hold at least one bookable slot. */
const hoursByDay = z.record(z.string(), z.string({ message: msg("Enter hours like 9:00 AM - 5:00 PM, or Closed") }).max(40, msg("Too long"))).superRefine((hours, context) => {
  for (const [day, value] of Object.entries(hours)) {
    if (!(WEEKDAYS as readonly string[]).includes(day)) {
      context.addIssue({ code: "custom", path: [day], message: msg("Unknown day") });
      continue;
    }
    const problem = dayHoursProblem(day as (typeof WEEKDAYS)[number], value);
    if (problem) context.addIssue({ code: "custom", path: [day], message: problem });
  }
});

/**
 * Working hours as an object, or as the JSON-encoded text of one (how the profile keeps them,
 * docs/product-rules.md#provider-registration); checked day by day once decoded.
 */
export const workingHoursInputSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: (issue) => (issue.input == null ? WORKING_HOURS_REQUIRED : WORKING_HOURS_FORMAT) })
  .transform((value, context) => {
    if (typeof value !== "string") return value;
    const tooShort = value.trim().length < WORKING_HOURS_TEXT_MIN;
    const decoded = tooShort ? undefined : decodeJson(value);
    if (typeof decoded === "object" && decoded !== null && !Array.isArray(decoded)) return decoded as Record<string, unknown>;
    context.addIssue({ code: "custom", message: tooShort ? WORKING_HOURS_REQUIRED : WORKING_HOURS_FORMAT });
    return z.NEVER;
  })
  .pipe(hoursByDay);

const websiteField = () =>
  z
    .string()
    .trim()
    .max(200, msg("Must be at most 200 characters"))
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), msg("Enter a web address starting with https://"));

/**
 * A profile photo as the browser sends it: a data URL (already downsized). The server decides the
 * type from its bytes; this only bounds its length (5 MB of image is about 6.7 million base64 characters).
 */
export const profileImageField = () =>
  z
    .string()
    .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 200, msg("Please select an image smaller than 5MB."))
    .nullish()
    .transform((value) => value || null);

/** Whole years, typed or sent as a number; a blank field is missing, not 0. */
const yearsField = (min: number) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value.trim()) : value),
    z
      .number({ message: msg("Years of experience is required") })
      .int(msg("Years of experience must be a whole number"))
      .min(min, min > 0 ? msg("Years of experience is required") : msg("Years of experience cannot be negative"))
      .max(70, msg("Years of experience must be at most 70")),
  );

/**
 * NHIS (docs/product-rules.md#licences-and-nhis): whether the practice serves NHIS members, and the
 * facility's NHIA accreditation number if the provider gives it (blank is none).
 */
const { acceptsNhis: acceptsNhisField, nhiaAccreditationNumber: nhiaAccreditationField } = nhisFieldsSchema.shape;

const specialtyOf = (ids: readonly SpecialtyId[]) =>
  z.enum(ids as [SpecialtyId, ...SpecialtyId[]], { message: msg("Specialty is required") });

/** The wizard's data as POST /api/provider/complete-registration receives it (never confirmPassword). */
export const providerRegistrationSchema = z.object({
  title: z.enum(TITLES, { message: msg("Choose a title") }).default("Dr"),
  firstName: z.string({ message: msg("First name must be at least 2 characters") }).trim().min(NAME_MIN, msg("First name must be at least 2 characters")).max(60, msg("First name is too long")),
  lastName: z.string({ message: msg("Last name must be at least 2 characters") }).trim().min(NAME_MIN, msg("Last name must be at least 2 characters")).max(60, msg("Last name is too long")),
  email: emailField(),
  password: z.string({ message: msg("Password must be at least 8 characters") }).min(PASSWORD_MIN_PROVIDER, msg("Password must be at least 8 characters")).max(128, msg("Password must be at most 128 characters")),
  /** The server also checks it is a Ghana number and stores it as +233…. */
  phone: z.string({ message: msg("Phone number is required") }).trim().min(PHONE_MIN, msg("Phone number is required")).max(20, msg("Phone number is too long")),
  specialty: specialtyOf(WIZARD_SPECIALTY_IDS),
  /** The regulator that issued the licence; `licenseNumber` is its registration number. */
  regulator: regulatorField(),
  licenseNumber: text(msg("License number is required"), 60),
  yearsExperience: yearsField(0),
  education: text(msg("Education is required"), 300),
  hospitalAffiliation: optionalText(200),
  bio: optionalText(2000),
  consultationFee: feeField(msg("Consultation fee is required")),
  location: text(msg("Location is required"), 200),
  city: text(msg("City is required"), 100),
  region: z.enum(REGIONS, { message: msg("Region is required") }),
  address: text(msg("Address is required"), 300),
  website: websiteField(),
  services: listField(SERVICES_FORMAT),
  languages: listField(LANGUAGES_FORMAT),
  /** Optional: none given starts the provider on Monday to Friday, 9:00 AM - 5:00 PM. */
  workingHours: workingHoursInputSchema.optional(),
  open24Hours: practiceFact().default(false),
  acceptsWalkIns: practiceFact().default(false),
  acceptsNhis: acceptsNhisField.default(false),
  nhiaAccreditationNumber: nhiaAccreditationField,
  profileImage: profileImageField(),
  terms: z.literal(true, { message: msg("You must accept the terms and conditions") }),
});
export type ProviderRegistrationInput = z.input<typeof providerRegistrationSchema>;
export type ProviderRegistration = z.output<typeof providerRegistrationSchema>;

const wizardFormSchema = providerRegistrationSchema.extend({ confirmPassword: z.string({ message: msg("Passwords don't match") }) });
const passwordPair = wizardFormSchema.pick({ password: true, confirmPassword: true });

/**
 * The wizard's form in the browser: the registration plus confirmPassword, which never leaves it.
 * The passwords are compared as soon as both are there, not only once every other step is valid.
 */
export const providerWizardSchema = wizardFormSchema.refine((form) => form.password === form.confirmPassword, {
  message: msg("Passwords don't match"),
  path: ["confirmPassword"],
  when: (payload) => passwordPair.safeParse(payload.value).success,
});

/** POST /api/provider/complete-registration: the code e-mailed to the address, and the wizard's data. */
export const completeRegistrationSchema = providerRegistrationSchema.extend({ code: verificationCodeField() });
export type CompleteRegistrationInput = z.input<typeof completeRegistrationSchema>;

/**
 * PATCH /api/providers/edit-profile: the provider's self-edit fields and rules, validated as
 * typed; the fields the wizard leaves optional are optional here too (README "The provider journey").
 * Every field may be left out, and one left out keeps what is stored (a PATCH changes only what it
 * is sent, docs/product-rules.md#provider-registration); the form itself always sends them all.
 */
export const providerSelfEditSchema = z
  .object({
    phone: z.string({ message: msg("Phone number is required") }).trim().min(PHONE_MIN, msg("Phone number is required")).max(20, msg("Phone number is too long")),
    location: z.string({ message: msg("Location is required") }).trim().min(3, msg("Location is required")).max(200, msg("Must be at most 200 characters")),
    bio: clearableText(2000),
    consultationFee: feeField(msg("Consultation fee must be greater than 0")),
    experience: yearsField(1),
    education: z.string({ message: msg("Education details are required") }).trim().min(10, msg("Education details are required")).max(300, msg("Must be at most 300 characters")),
    hospitalAffiliation: clearableText(200),
    services: clearableListField(SERVICES_FORMAT),
    languages: clearableListField(LANGUAGES_FORMAT),
    workingHours: workingHoursInputSchema.refine(hasOpenDay, WORKING_HOURS_REQUIRED),
    open24Hours: practiceFact(),
    acceptsWalkIns: practiceFact(),
    ...remoteVisitFields,
    regulator: regulatorField(),
    acceptsNhis: acceptsNhisField,
    /** Blank clears it; left out keeps it; turning NHIS off clears it too. */
    nhiaAccreditationNumber: nhiaAccreditationField,
  })
  .partial();
export type ProviderSelfEditInput = z.input<typeof providerSelfEditSchema>;

/**
 * PUT /api/providers/:id (the owner or an administrator): the edit-by-id form's fields. Fields left
 * out stay as they are. `profileImage`: a new data URL replaces the photo, null removes it, the
 * current URL (or nothing) keeps it.
 */
export const providerUpdateSchema = z
  .object({
    title: z.enum(TITLES, { message: msg("Choose a title") }),
    firstName: z.string().trim().min(NAME_MIN, msg("First name must be at least 2 characters")).max(60, msg("First name is too long")),
    lastName: z.string().trim().min(NAME_MIN, msg("Last name must be at least 2 characters")).max(60, msg("Last name is too long")),
    specialty: z.enum(SPECIALTY_IDS, { message: msg("Specialty is required") }),
    phone: z.string().trim().min(PHONE_MIN, msg("Phone number is required")).max(20, msg("Phone number is too long")),
    email: emailField(),
    website: websiteField(),
    location: text(msg("Location is required"), 200),
    city: text(msg("City is required"), 100),
    region: z.enum(REGIONS, { message: msg("Region is required") }),
    address: text(msg("Address is required"), 300),
    hospitalAffiliation: optionalText(200),
    licenseNumber: text(msg("License number is required"), 60),
    yearsExperience: yearsField(0),
    education: text(msg("Education is required"), 300),
    consultationFee: feeField(msg("Consultation fee is required")),
    bio: optionalText(2000),
    services: clearableListField(SERVICES_FORMAT),
    languages: clearableListField(LANGUAGES_FORMAT),
    workingHours: workingHoursInputSchema,
    open24Hours: practiceFact(),
    acceptsWalkIns: practiceFact(),
    ...remoteVisitFields,
    profileImage: profileImageField(),
  })
  .partial();
export type ProviderUpdateInput = z.input<typeof providerUpdateSchema>;

/** The edit-by-id form offers the spec's eight specialties (a provider's other specialty stays selectable). */
export const EDIT_BY_ID_SPECIALTIES = EDIT_BY_ID_SPECIALTY_IDS;

/** PATCH /api/providers/appointments/:id */
export const providerAppointmentUpdateSchema = z
  .object({
    status: z.enum(PROVIDER_APPOINTMENT_ACTIONS, { message: msg("status must be confirmed, completed, cancelled or no-show") }),
    reason: z.string().trim().max(500, msg("Reason must be at most 500 characters")).optional(),
  })
  .refine((body) => body.status !== "cancelled" || (body.reason ?? "").length >= 3, {
    message: msg("Tell the patient why the appointment is cancelled"),
    path: ["reason"],
  });
export type ProviderAppointmentUpdate = z.input<typeof providerAppointmentUpdateSchema>;

/** An empty query parameter counts as absent (a filter form leaves blanks). */
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** GET /api/providers/dashboard?page=&status=&from=&to= */
export const providerDashboardQuerySchema = z
  .object({
    page: z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(10_000, msg("Page is too far")).default(1),
    status: z.preprocess(blankToUndefined, z.enum(APPOINTMENT_STATUSES, { message: msg("Unknown status") }).optional()),
    from: z.preprocess(blankToUndefined, isoDateField().optional()),
    to: z.preprocess(blankToUndefined, isoDateField().optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: msg("The end date must be on or after the start date"), path: ["to"] });
export type ProviderDashboardQuery = z.output<typeof providerDashboardQuerySchema>;

/** POST /api/providers/time-off: whole days, from and to inclusive. */
export const timeOffInputSchema = z
  .object({
    from: isoDateField(),
    to: isoDateField(),
    reason: optionalText(200),
    /** Set after the provider agreed to cancel the booked appointments on those days. */
    cancelAppointments: z.boolean().optional().default(false),
  })
  .refine((body) => body.from <= body.to, { message: msg("The last day must be on or after the first day"), path: ["to"] })
  .refine((body) => Date.parse(`${body.to}T00:00:00Z`) - Date.parse(`${body.from}T00:00:00Z`) <= 365 * 86_400_000, {
    message: msg("Time off can be at most one year at a time"),
    path: ["to"],
  });
export type TimeOffInput = z.input<typeof timeOffInputSchema>;

export const timeOffIdParamSchema = z.object({
  id: z.coerce.number({ message: msg("Time off id must be a number") }).int(msg("Time off id must be a whole number")).positive(msg("Time off id must be positive")),
});

/** POST /api/provider/settings/password */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ message: msg("Enter your current password") }).min(1, msg("Enter your current password")).max(128, msg("Password is too long")),
    newPassword: z.string({ message: msg("Password must be at least 8 characters") }).min(PASSWORD_MIN_PROVIDER, msg("Password must be at least 8 characters")).max(128, msg("Password must be at most 128 characters")),
  })
  .refine((body) => body.currentPassword !== body.newPassword, { message: msg("Choose a password different from the current one"), path: ["newPassword"] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
