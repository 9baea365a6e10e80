/**
 * The public directory's routes, declared once (docs/architecture.md#api-hono-on-workers): the
 * handlers in index.ts validate from these, the document describes them, and the browser's typed
 * client reads their types. Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { availabilityQuerySchema } from "@gh/contracts/appointments";
import { availabilitySchema } from "@gh/contracts/appointments/availability";
import { userIdParamSchema } from "@gh/contracts/auth";
import { featuredQuerySchema, providerIdParamSchema } from "@gh/contracts/providers";
import { pageQuerySchema, searchQuerySchema } from "@gh/contracts/search";
import { reviewPageSchema, searchResultsSchema } from "@gh/contracts/search/answers";
import { createRoute, z } from "@hono/zod-openapi";
import { providerComponent } from "../../http/openapi-components.ts";
import { errorAnswer, INVALID_INPUT, jsonAnswer, OPTIONAL_SESSION, publicReadAnswers, STORAGE_DOWN } from "../../http/openapi-answers.ts";

const provider = providerComponent;
const NO_SUCH_PROVIDER = "No provider has this id";
const tags = ["Providers"];

export const featuredRoute = createRoute({
  method: "get",
  path: "/featured",
  tags,
  summary: "Verified providers with the best review-weighted rating",
  request: { query: featuredQuerySchema },
  responses: publicReadAnswers(z.array(provider), "Best first; `limit` of them (the home page's count when absent)."),
});

export const searchRoute = createRoute({
  method: "get",
  path: "/search",
  tags,
  summary: "Search the directory by specialty, place, date, distance and practice facts",
  description:
    "A page of providers in the chosen order, with the distance from the place and each one's next free slot. Data saver (`Save-Data: on`, or the site's cookie) asks for smaller pages. " +
    "Outside production the answer carries `Server-Timing: d1;desc=\"rows_read=… statements=…\"`.",
  request: { query: searchQuerySchema },
  responses: publicReadAnswers(searchResultsSchema.openapi("SearchResults"), "The page asked for, its capped total, and the place as understood."),
});

export const byUserRoute = createRoute({
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

export const reviewsRoute = createRoute({
  method: "get",
  path: "/{id}/reviews",
  tags,
  summary: "A page of a provider's reviews, newest first",
  request: { params: providerIdParamSchema, query: pageQuerySchema },
  responses: publicReadAnswers(reviewPageSchema.openapi("ReviewPage"), "The page asked for and the total.", NO_SUCH_PROVIDER),
});

export const availabilityRoute = createRoute({
  method: "get",
  path: "/{id}/availability",
  tags,
  summary: "A provider's slots on one day, each free or taken",
  description: "A signed-in patient sees their own unpaid hold as free (so the answer is never shared between viewers while signed in).",
  security: OPTIONAL_SESSION,
  request: { params: providerIdParamSchema, query: availabilityQuerySchema },
  responses: publicReadAnswers(availabilitySchema.openapi("Availability"), "Every slot within the provider's hours that day; none on Sundays, past days or days off.", NO_SUCH_PROVIDER),
});

export const profileRoute = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "A provider's public profile",
  request: { params: providerIdParamSchema },
  responses: publicReadAnswers(provider, "The profile.", NO_SUCH_PROVIDER),
});
