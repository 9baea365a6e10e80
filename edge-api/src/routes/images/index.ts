/** GET /api/images/:key: a stored profile photo with its content type, cached for a year (keys never change). */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { notFound } from "../../http/errors.ts";
import { IMAGE_KEY_PATTERN } from "../../images/profile-images.ts";

export const imagesRoutes = new Hono<AppEnv>().get("/:key", async (c) => {
  const key = c.req.param("key");
  if (!IMAGE_KEY_PATTERN.test(key)) throw notFound("Image not found");
  const object = await c.env.IMAGES.get(key);
  if (!object) throw notFound("Image not found");
  return c.body(object.body, 200, {
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
  });
});
