/** GET /api/specialties, declared once (see ../providers/routes.ts). Worker-free. */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { specialtyCountSchema } from "@gh/contracts/providers";
import { createRoute, z } from "@hono/zod-openapi";
import { SPECIALTIES_EXAMPLE } from "../../http/openapi-examples.ts";
import { cachedJsonAnswer, NOT_MODIFIED, STORAGE_DOWN } from "../../http/openapi-answers.ts";

export const specialtiesRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["Specialties"],
  summary: "Every specialty with its provider count, by name",
  responses: {
    200: cachedJsonAnswer(z.array(specialtyCountSchema.openapi("SpecialtyCount")).openapi({ example: SPECIALTIES_EXAMPLE }), "Every specialty, including those with no provider yet."),
    304: NOT_MODIFIED,
    503: STORAGE_DOWN,
  },
});
