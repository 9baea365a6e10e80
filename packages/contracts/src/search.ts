/** GET /api/providers/search and GET /api/providers/:id/reviews: queries and answers (the Search page, docs/product-rules.md#search). */
import { z } from "zod";
import { DISTANCE_OPTIONS_KM } from "./constants.ts";
import type { Provider } from "./provider.ts";
import { SORT_VALUES, type SortOption } from "./search-options.ts";
import { SPECIALTY_IDS } from "./specialties.ts";

const optionalText = () =>
  z
    .string()
    .trim()
    .max(100, "Too long")
    .optional()
    .transform((value) => value || undefined);

/** A yes-only filter in the address: "true" or "1" turns it on; absent, "" or "false" leaves it off. */
const filterFlag = (name: string) =>
  z
    .enum(["true", "1", "false", "0", ""], { message: `${name} must be true or false` })
    .optional()
    .transform((value) => value === "true" || value === "1");

/** Query parameters; empty ones count as absent (the search form leaves them out anyway). */
export const searchQuerySchema = z
  .object({
    specialty: z
      .enum(SPECIALTY_IDS, { message: "Unknown specialty" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    location: optionalText(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD")
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Not a real date")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    distance: z.coerce
      .number({ message: "Distance must be 5, 10, 25 or 50" })
      .refine((value) => (DISTANCE_OPTIONS_KM as readonly number[]).includes(value), "Distance must be 5, 10, 25 or 50")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Only providers open around the clock ("24/7 Pharmacies"). */
    open24Hours: filterFlag("open24Hours"),
    /** Only providers who see patients without an appointment ("Walk-in Clinics"). */
    walkIns: filterFlag("walkIns"),
    sort: z.enum(SORT_VALUES as [SortOption, ...SortOption[]], { message: "Unknown sort order" }).default("relevance"),
    page: z.coerce.number({ message: "Page must be a whole number" }).int("Page must be a whole number").min(1, "Page must be 1 or more").max(500, "Page is too far").default(1),
    lat: z.coerce.number({ message: "lat must be a number" }).min(-90).max(90).optional(),
    lng: z.coerce.number({ message: "lng must be a number" }).min(-180).max(180).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), { message: "Give both lat and lng", path: ["lat"] });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A provider in search results: how far away (when a place is known) and their next free slot. */
export interface ProviderSearchResult extends Provider {
  /** Kilometres from the searched place or the visitor's position, one decimal; null without one. */
  distanceKm: number | null;
  /** ISO instant of the earliest free slot from the searched date (or today) over the next 14 days. */
  nextFreeSlot: string | null;
}

export interface SearchResults {
  providers: ProviderSearchResult[];
  /** How many match, up to MAX_COUNTED_RESULTS. */
  total: number;
  /** True when more than `total` match ("1,000+ providers found"). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** The place distances are measured from, when one was resolved. */
  place: { name: string; region: string; latitude: number; longitude: number } | null;
  /**
   * False when a typed location names no gazetteer town or region and no provider's city, region,
   * practice location or address contains it ("Kumassi"); true otherwise, also without a location.
   */
  placeRecognised: boolean;
  /** When the place was not recognised: up to three nearest town or region names, best first ("Kumasi"). */
  placeSuggestions: string[];
}

export interface Review {
  id: number;
  patientName: string;
  rating: number;
  comment: string;
  /** ISO date of the visit reviewed, when known. */
  appointmentDate: string | null;
  createdAt: string;
}


export interface ReviewPage {
  reviews: Review[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageQuerySchema = z.object({
  page: z.coerce.number({ message: "Page must be a whole number" }).int("Page must be a whole number").min(1, "Page must be 1 or more").max(1000).default(1),
});
