import { z } from "zod";
import { FEATURED_SEARCH_LIMIT } from "./constants.ts";
import { REGULATORS } from "./licence-options.ts";
import { msg } from "./msg.ts";

/** Day name -> hours text, e.g. { monday: "8:00 AM - 5:00 PM", sunday: "Closed" }. */
export const workingHoursSchema = z.record(z.string(), z.string());
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/**
 * A provider as the API returns it (docs/product-rules.md#screens-and-texts). The spec's JSON-encoded fields
 * (workingHours, services, languages) travel decoded, as an object and lists.
 */
export const providerSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  specialty: z.string(),
  licenseNumber: z.string(),
  yearsExperience: z.number().int(),
  education: z.string(),
  hospitalAffiliation: z.string().nullable(),
  bio: z.string().nullable(),
  /** Decimal cedi string, e.g. "150.00". */
  consultationFee: z.string(),
  location: z.string(),
  city: z.string(),
  region: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  profileImage: z.string().nullable(),
  workingHours: workingHoursSchema,
  services: z.array(z.string()),
  languages: z.array(z.string()),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  /** True exactly when `licenceVerifiedFor` is the current year (docs/product-rules.md#licences-and-nhis). */
  isVerified: z.boolean(),
  /** The year the provider's current licence was verified for by an administrator, or null (never: the provider takes no bookings yet). */
  licenceVerifiedFor: z.number().int().nullable(),
  /** The regulator the licence is from; null for a provider who has not said. */
  regulator: z.enum(REGULATORS).nullable(),
  /** Serves NHIS members under the scheme (the "Accepts NHIS" badge and search filter). */
  acceptsNhis: z.boolean(),
  /** The facility's NHIA accreditation number, when the provider gave it. */
  nhiaAccreditationNumber: z.string().nullable(),
  /** Open around the clock, every day (the "24/7 Pharmacies" shortcut and search filter). */
  open24Hours: z.boolean(),
  /** Sees patients without an appointment (the "Walk-in Clinics" shortcut and search filter). */
  acceptsWalkIns: z.boolean(),
  /**
   * Visits at a distance (docs/product-rules.md#remote-visits): the fee of each the provider offers,
   * a decimal cedi string; null where they do not offer it.
   */
  remoteVisits: z.object({ audio: z.string().nullable(), video: z.string().nullable() }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Provider = z.infer<typeof providerSchema>;

export const specialtyCountSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type SpecialtyCount = z.infer<typeof specialtyCountSchema>;

/** GET /api/providers/featured?limit= */
export const featuredQuerySchema = z.object({
  limit: z.coerce
    .number({ message: msg("limit must be a whole number") })
    .int(msg("limit must be a whole number"))
    .min(1, msg("limit must be at least 1"))
    // FEATURED_SEARCH_LIMIT written out: a message is one literal text.
    .max(FEATURED_SEARCH_LIMIT, msg("limit must be at most 50"))
    .optional(),
});

/** `:id` of /api/providers/:id. */
export const providerIdParamSchema = z.object({
  id: z.coerce.number({ message: msg("Provider id must be a number") }).int(msg("Provider id must be a whole number")).positive(msg("Provider id must be positive")),
});
