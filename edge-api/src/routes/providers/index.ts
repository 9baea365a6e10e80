/** The public directory's reads: featured providers, search, profiles, reviews and a day's free slots. */
import { availabilityQuerySchema } from "@gh/contracts/appointments";
import { availabilitySchema } from "@gh/contracts/appointments/availability";
import { userIdParamSchema } from "@gh/contracts/auth";
import { FEATURED_HOME_CARDS } from "@gh/contracts/constants";
import { featuredQuerySchema, providerIdParamSchema, providerSchema } from "@gh/contracts/providers";
import { pageQuerySchema, searchQuerySchema } from "@gh/contracts/search";
import { reviewPageSchema, searchResultsSchema } from "@gh/contracts/search/answers";
import { createRoute, z } from "@hono/zod-openapi";
import { currentUser } from "../../auth/session.ts";
import { database } from "../../db/client.ts";
import { isDevelopment } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { cachedJsonAnswer, declaredRoutes, errorAnswer, INVALID_INPUT, jsonAnswer, NOT_MODIFIED, OPTIONAL_SESSION, STORAGE_DOWN } from "../../http/openapi.ts";
import { featuredProviders, providerById, providerByUser, reviewPage } from "../../db/providers.ts";
import { searchProviders } from "../../db/provider-search/search.ts";
import { searchPageSize } from "../../http/search-page-size.ts";
import { availabilityOn } from "./availability.ts";

const provider = providerSchema.openapi("Provider");
const PROVIDER_NOT_FOUND = errorAnswer("No provider has this id (code `not_found`).");
const tags = ["Providers"];

const featuredRoute = createRoute({
  method: "get",
  path: "/featured",
  tags,
  summary: "Verified providers with the best review-weighted rating",
  request: { query: featuredQuerySchema },
  responses: {
    200: cachedJsonAnswer(z.array(provider), "Best first; `limit` of them (the home page's count when absent)."),
    304: NOT_MODIFIED,
    400: INVALID_INPUT,
    503: STORAGE_DOWN,
  },
});

const searchRoute = createRoute({
  method: "get",
  path: "/search",
  tags,
  summary: "Search the directory by specialty, place, date, distance and practice facts",
  description:
    "A page of providers in the chosen order, with the distance from the place and each one's next free slot. Data saver (`Save-Data: on`, or the site's cookie) asks for smaller pages. " +
    "Outside production the answer carries `Server-Timing: d1;desc=\"rows_read=… statements=…\"`.",
  request: { query: searchQuerySchema },
  responses: {
    200: cachedJsonAnswer(searchResultsSchema.openapi("SearchResults"), "The page asked for, its capped total, and the place as understood."),
    304: NOT_MODIFIED,
    400: INVALID_INPUT,
    503: STORAGE_DOWN,
  },
});

const byUserRoute = createRoute({
  method: "get",
  path: "/by-user/{id}",
  tags,
  summary: "The provider profile of a user account",
  request: { params: userIdParamSchema },
  responses: {
    200: jsonAnswer(provider, "That user's provider profile."),
    400: INVALID_INPUT,
    404: errorAnswer("This user has no provider profile (code `not_found`)."),
    503: STORAGE_DOWN,
  },
});

const reviewsRoute = createRoute({
  method: "get",
  path: "/{id}/reviews",
  tags,
  summary: "A page of a provider's reviews, newest first",
  request: { params: providerIdParamSchema, query: pageQuerySchema },
  responses: {
    200: cachedJsonAnswer(reviewPageSchema.openapi("ReviewPage"), "The page asked for and the total."),
    304: NOT_MODIFIED,
    400: INVALID_INPUT,
    404: PROVIDER_NOT_FOUND,
    503: STORAGE_DOWN,
  },
});

const availabilityRoute = createRoute({
  method: "get",
  path: "/{id}/availability",
  tags,
  summary: "A provider's slots on one day, each free or taken",
  description: "A signed-in patient sees their own unpaid hold as free (so the answer is never shared between viewers while signed in).",
  security: OPTIONAL_SESSION,
  request: { params: providerIdParamSchema, query: availabilityQuerySchema },
  responses: {
    200: cachedJsonAnswer(availabilitySchema.openapi("Availability"), "Every slot within the provider's hours that day; none on Sundays, past days or days off."),
    304: NOT_MODIFIED,
    400: INVALID_INPUT,
    404: PROVIDER_NOT_FOUND,
    503: STORAGE_DOWN,
  },
});

const profileRoute = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "A provider's public profile",
  request: { params: providerIdParamSchema },
  responses: {
    200: cachedJsonAnswer(provider, "The profile."),
    304: NOT_MODIFIED,
    400: INVALID_INPUT,
    404: PROVIDER_NOT_FOUND,
    503: STORAGE_DOWN,
  },
});

export const providersRoutes = declaredRoutes()
  .openapi(featuredRoute, async (c) => {
    const { limit = FEATURED_HOME_CARDS } = c.req.valid("query");
    return c.json(await featuredProviders(database(c.env), limit), 200);
  })
  .openapi(searchRoute, async (c) => {
    const { rowsRead, statements, ...results } = await searchProviders(c.env.DB, c.req.valid("query"), Date.now(), searchPageSize(c.req.raw.headers));
    // For the search benchmark: what D1 read to answer (development only).
    if (isDevelopment(c.env)) c.header("Server-Timing", `d1;desc="rows_read=${rowsRead} statements=${statements}"`);
    return c.json(results, 200);
  })
  .openapi(byUserRoute, async (c) => {
    const provider = await providerByUser(database(c.env), c.req.valid("param").id);
    if (!provider) throw notFound("This user has no provider profile");
    return c.json(provider, 200);
  })
  .openapi(reviewsRoute, async (c) => {
    const db = database(c.env);
    const { id } = c.req.valid("param");
    if (!(await providerById(db, id))) throw notFound("Provider not found");
    return c.json(await reviewPage(db, id, c.req.valid("query").page), 200);
  })
  .openapi(availabilityRoute, async (c) => {
    const db = database(c.env);
    const provider = await providerById(db, c.req.valid("param").id);
    if (!provider) throw notFound("Provider not found");
    const viewer = await currentUser(c, db);
    return c.json(await availabilityOn(db, provider, c.req.valid("query").date, viewer?.id ?? null), 200);
  })
  .openapi(profileRoute, async (c) => {
    const provider = await providerById(database(c.env), c.req.valid("param").id);
    if (!provider) throw notFound("Provider not found");
    return c.json(provider, 200);
  });
