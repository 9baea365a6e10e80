/**
 * GET /api/providers/search and GET /api/providers/:id/reviews: queries and the answers' types (the Search
 * page, docs/product-rules.md#search); the answers' schemas are in search-answers.ts, which only the Worker loads.
 */
import { z } from "zod";
import { DISTANCE_OPTIONS_KM } from "./constants.ts";
import type { providerSearchResultSchema, reviewPageSchema, reviewSchema, searchResultsSchema } from "./search-answers.ts";
import { SORT_VALUES, type SortOption } from "./search-options.ts";
import { SPECIALTY_IDS } from "./specialties.ts";
import { msg } from "./msg.ts";

const optionalText = () =>
  z
    .string()
    .trim()
    .max(100, msg("Too long"))
    .optional()
    .transform((value) => value || undefined);

/** A yes-only filter in the address: "true" or "1" turns it on; absent, "" or "false" leaves it off. */
const filterFlag = (message: string) =>
  z
    .enum(["true", "1", "false", "0", ""], { message })
    .optional()
    .transform((value) => value === "true" || value === "1");

/** Query parameters; empty ones count as absent (the search form leaves them out anyway). */
export const searchQuerySchema = z
  .object({
    specialty: z
      .enum(SPECIALTY_IDS, { message: msg("Unknown specialty") })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    location: optionalText(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg("Date must be YYYY-MM-DD"))
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), msg("Not a real date"))
      .optional()
      .or(z.literal("").transform(() => undefined)),
    distance: z.coerce
      .number({ message: msg("Distance must be 5, 10, 25 or 50") })
      .refine((value) => (DISTANCE_OPTIONS_KM as readonly number[]).includes(value), msg("Distance must be 5, 10, 25 or 50"))
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Only providers open around the clock ("24/7 Pharmacies"). */
    open24Hours: filterFlag(msg("open24Hours must be true or false")),
    /** Only providers who see patients without an appointment ("Walk-in Clinics"). */
    walkIns: filterFlag(msg("walkIns must be true or false")),
    /** Only providers who see patients by audio or video call ("Audio or video visits"). */
    remote: filterFlag(msg("remote must be true or false")),
    /** Only providers who accept NHIS ("Accepts NHIS"). */
    nhis: filterFlag(msg("nhis must be true or false")),
    /** Only providers whose licence is verified for this year ("Verified providers only"). */
    verified: filterFlag(msg("verified must be true or false")),
    sort: z.enum(SORT_VALUES as [SortOption, ...SortOption[]], { message: msg("Unknown sort order") }).default("relevance"),
    page: z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(500, msg("Page is too far")).default(1),
    lat: z.coerce.number({ message: msg("lat must be a number") }).min(-90).max(90).optional(),
    lng: z.coerce.number({ message: msg("lng must be a number") }).min(-180).max(180).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), { message: msg("Give both lat and lng"), path: ["lat"] });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A provider in search results: how far away (when a place is known) and their next free slot. */
export type ProviderSearchResult = z.output<typeof providerSearchResultSchema>;
export type SearchResults = z.output<typeof searchResultsSchema>;
export type Review = z.output<typeof reviewSchema>;
export type ReviewPage = z.output<typeof reviewPageSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(1000).default(1),
});
