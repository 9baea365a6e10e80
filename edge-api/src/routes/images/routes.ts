/**
 * Profile photos, declared once (docs/architecture.md#api-hono-on-workers): the handler in index.ts
 * validates from this, the document describes it, and the browser's typed client reads its type.
 * Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { createRoute, z } from "@hono/zod-openapi";
import { errorAnswer } from "../../http/openapi-answers.ts";

const image = { schema: z.string().openapi({ format: "binary" }) };

export const imageRoute = createRoute({
  method: "get",
  path: "/{key}",
  tags: ["Images"],
  summary: "A provider's profile photo",
  description: "The bytes as stored, in the type their first bytes showed at upload (JPEG, PNG or WebP). Keys never change, so the answer is cached for a year.",
  request: {
    // Any text: a key that is not one of ours answers 404 like a missing photo, never 400.
    params: z.object({ key: z.string().describe('The key in the profile image URL: a UUID and its type\'s extension, e.g. "3f2a…e9.webp".') }),
  },
  responses: {
    200: {
      description: "The photo.",
      content: { "image/jpeg": image, "image/png": image, "image/webp": image },
      headers: z.object({
        "Cache-Control": z.literal("public, max-age=31536000, immutable"),
        ETag: z.string(),
      }),
    },
    404: errorAnswer("No photo has this key (code `not_found`)."),
  },
});
