/** GET /api/images/:key: a stored profile photo with its content type, cached for a year (keys never change). */
import { msg } from "@gh/contracts/msg";
import { notFound } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { IMAGE_KEY_PATTERN } from "../../images/profile-images.ts";
import { imageRoute } from "./routes.ts";

export const imagesRoutes = declaredRoutes().openapi(imageRoute, async (c) => {
  const { key } = c.req.valid("param");
  if (!IMAGE_KEY_PATTERN.test(key)) throw notFound(msg("Image not found"));
  const object = await c.env.IMAGES.get(key);
  if (!object) throw notFound(msg("Image not found"));
  return c.body(object.body, 200, {
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
  });
});
