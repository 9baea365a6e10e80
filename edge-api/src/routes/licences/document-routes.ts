/**
 * A licence document, declared once (docs/architecture.md#api-hono-on-workers): mounted at
 * /api/licences; the handler in document.ts. Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { createRoute, z } from "@hono/zod-openapi";
import { errorAnswer, SIGNED_IN, SIGNED_OUT, STORAGE_DOWN } from "../../http/openapi-answers.ts";

const file = { schema: z.string().openapi({ format: "binary" }) };

export const licenceDocumentRoute = createRoute({
  method: "get",
  path: "/{id}/document",
  tags: ["Provider practice", "Administration"],
  summary: "A licence's document",
  description:
    "Its provider, or an administrator (401 without a session). The file as uploaded, in the type its first bytes showed (PDF, JPEG or PNG), shown inline, never cached; " +
    "a PDF is sandboxed. To anyone else it answers 404, exactly as a licence that does not exist.",
  security: SIGNED_IN,
  request: {
    // Any text: an id that is not a number answers 404 like a missing licence, never 400.
    params: z.object({ id: z.string().describe("The licence's id (`id` in its answer; `documentUrl` is this address).") }),
  },
  responses: {
    200: {
      description: "The document.",
      content: { "application/pdf": file, "image/jpeg": file, "image/png": file },
      headers: z.object({
        "Content-Disposition": z.literal("inline"),
        "Cache-Control": z.literal("private, no-store"),
        "X-Content-Type-Options": z.literal("nosniff"),
        "Content-Security-Policy": z.string().describe("For a PDF, a sandbox: nothing in it runs with the site's origin."),
      }),
    },
    401: SIGNED_OUT,
    404: errorAnswer("No licence has this id, or the one asking is neither its provider nor an administrator (code `not_found`)."),
    503: STORAGE_DOWN,
  },
});
