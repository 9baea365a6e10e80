/**
 * A provider's own licence: GET /api/providers/licence (the standing and latest upload) and POST
 * /api/providers/licence (a new upload, multipart). Mounted before /api/providers so "licence" never
 * reaches /:id. The document itself is served by document.ts.
 */
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { requireUser } from "../../auth/guards.ts";
import type { SessionUser } from "../../auth/session.ts";
import { database, type Database } from "../../db/client.ts";
import { latestLicenceOf, licenceHolderByUser } from "../../db/licences.ts";
import { notFound } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { checkLicenceDocument } from "../../licences/licence-documents.ts";
import { uploadLicence } from "../../licences/uploads.ts";
import { providerLicenceRoute, uploadLicenceRoute } from "./routes.ts";
import { toOwnLicence } from "./serialize.ts";

async function licenceHolder(db: Database, user: SessionUser) {
  const holder = await licenceHolderByUser(db, user.id);
  if (!holder) throw notFound(PROVIDER_MESSAGES.profileNotFound);
  return holder;
}

// One guard for every path under the mount, as time-off has: a patient is refused 403 before any route matches.
const guardedLicence = declaredRoutes();
guardedLicence.use(requireUser("provider"));

export const providerLicenceRoutes = guardedLicence
  .openapi(providerLicenceRoute, async (c) => {
    const db = database(c.env);
    const { providerId, licenceVerifiedFor } = await licenceHolder(db, c.get("user"));
    const latest = await latestLicenceOf(db, providerId);
    return c.json({ licenceVerifiedFor, latest: latest && toOwnLicence(latest) }, 200);
  })
  .openapi(uploadLicenceRoute, async (c) => {
    const db = database(c.env);
    const { providerId } = await licenceHolder(db, c.get("user"));
    const { document, regulator, registrationNumber } = c.req.valid("form");
    const checked = await checkLicenceDocument(document);
    const licence = await uploadLicence(c.env, db, { providerId, regulator, registrationNumber, document: checked });
    return c.json(toOwnLicence(licence), 201);
  });
