/** The public directory's reads: featured providers, search, profiles, reviews and a day's free slots. */
import { FEATURED_HOME_CARDS } from "@gh/contracts/constants";
import { msg } from "@gh/contracts/msg";
import { currentUser } from "../../auth/session.ts";
import { database } from "../../db/client.ts";
import { isDevelopment } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { featuredProviders, providerById, providerByUser, reviewPage } from "../../db/providers.ts";
import { searchProviders } from "../../db/provider-search/search.ts";
import { searchPageSize } from "../../http/search-page-size.ts";
import { availabilityOn } from "./availability.ts";
import { availabilityRoute, byUserRoute, featuredRoute, profileRoute, reviewsRoute, searchRoute } from "./routes.ts";

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
    if (!provider) throw notFound(msg("This user has no provider profile"));
    return c.json(provider, 200);
  })
  .openapi(reviewsRoute, async (c) => {
    const db = database(c.env);
    const { id } = c.req.valid("param");
    if (!(await providerById(db, id))) throw notFound(msg("Provider not found"));
    return c.json(await reviewPage(db, id, c.req.valid("query").page), 200);
  })
  .openapi(availabilityRoute, async (c) => {
    const db = database(c.env);
    const provider = await providerById(db, c.req.valid("param").id);
    if (!provider) throw notFound(msg("Provider not found"));
    const viewer = await currentUser(c, db);
    return c.json(await availabilityOn(db, provider, c.req.valid("query").date, viewer?.id ?? null), 200);
  })
  .openapi(profileRoute, async (c) => {
    const provider = await providerById(database(c.env), c.req.valid("param").id);
    if (!provider) throw notFound(msg("Provider not found"));
    return c.json(provider, 200);
  });
