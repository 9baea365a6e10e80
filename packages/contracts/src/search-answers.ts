/**
 * The answers of GET /api/providers/search and GET /api/providers/:id/reviews as zod schemas: the
 * API's published contract (docs/architecture.md#api-hono-on-workers) and the source of the
 * `SearchResults` and `ReviewPage` types in ./search.ts. Only the Worker loads this module, so the
 * screens never carry these schemas.
 */
import { z } from "zod";
import { providerSchema } from "./provider.ts";
import { MAX_COUNTED_RESULTS } from "./search-options.ts";

export const providerSearchResultSchema = providerSchema.extend({
  distanceKm: z.number().nullable().describe("Kilometres from the searched place or the visitor's position, one decimal; null without one."),
  nextFreeSlot: z.string().nullable().describe("ISO instant of the earliest free slot from the searched date (or today) over the next 14 days."),
});

export const searchResultsSchema = z.object({
  providers: z.array(providerSearchResultSchema),
  total: z.number().int().describe(`How many match, counted up to ${MAX_COUNTED_RESULTS}.`),
  totalCapped: z.boolean().describe('True when more than `total` match ("1,000+ providers found").'),
  page: z.number().int(),
  pageSize: z.number().int(),
  place: z
    .object({ name: z.string(), region: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable()
    .describe("The place distances are measured from, when one was resolved."),
  placeRecognised: z
    .boolean()
    .describe(
      "False when a typed location names no gazetteer town or region and no provider's city, region, practice location or address contains it; true otherwise, also without a location.",
    ),
  placeSuggestions: z.array(z.string()).describe("When the place was not recognised: up to three nearest town or region names, best first."),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  patientName: z.string(),
  rating: z.number(),
  comment: z.string(),
  appointmentDate: z.string().nullable().describe("ISO date of the visit reviewed, when known."),
  createdAt: z.string(),
});

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
