/**
 * GET /api/licences/:id/document: a licence's file, to its provider and to administrators only.
 * Anyone else signed in gets the answer of a licence that does not exist, so ids reveal nothing; the
 * R2 key is never in an answer. Shown inline, never cached, never sniffed; a PDF in a CSP sandbox,
 * so nothing in it runs with the site's origin.
 */
import { msg } from "@gh/contracts/msg";
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import { licenceWithHolder } from "../../db/licences.ts";
import { notFound } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { licenceDocumentRoute } from "./document-routes.ts";

const LICENCE_NOT_FOUND = msg("Licence not found");
const LICENCE_ID = /^[1-9]\d{0,14}$/;

export const licenceDocumentRoutes = declaredRoutes().openapi(guarded(licenceDocumentRoute, requireUser()), async (c) => {
  const { id } = c.req.valid("param");
  const user = c.get("user");
  const found = LICENCE_ID.test(id) ? await licenceWithHolder(database(c.env), Number(id)) : null;
  if (!found || (user.role !== "admin" && found.holderUserId !== user.id)) throw notFound(LICENCE_NOT_FOUND);
  const object = await c.env.LICENCES.get(found.licence.r2Key);
  if (!object) {
    console.error("Licence document missing from R2", found.licence.id);
    throw notFound(LICENCE_NOT_FOUND);
  }
  const pdf = found.licence.contentType === "application/pdf";
  return c.body(object.body, 200, {
    "Content-Type": found.licence.contentType,
    "Content-Disposition": "inline",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    // A PDF opens as a page of its own: sandboxed, it has no origin to act with. An image keeps the API's policy (nothing runs, nothing frames it).
    "Content-Security-Policy": pdf ? "sandbox; frame-ancestors 'none'" : "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  });
});
