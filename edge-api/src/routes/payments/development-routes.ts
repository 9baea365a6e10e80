/**
 * The sandbox checkout's charge, declared once (see ../providers/routes.ts): a development-only route
 * (development and tests, where the sandbox is the gateway), so indexed for the typed client apart
 * from what production serves (edge-api/src/api-routes.ts). Worker-free.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { sandboxChargeAnswerSchema } from "@gh/contracts/answers/payments";
import { sandboxChargeSchema } from "@gh/contracts/payments";
import { createRoute } from "@hono/zod-openapi";
import { BODY_REFUSALS, DEVELOPMENT_TAG, errorAnswer, jsonAnswer, jsonBody, SIGNED_IN, SIGNED_OUT } from "../../http/openapi-answers.ts";

export const sandboxChargeRoute = createRoute({
  method: "post",
  path: "/sandbox/charge",
  tags: [DEVELOPMENT_TAG],
  summary: "The sandbox checkout's charge: what the test customer did",
  description:
    "Role: any signed-in account. The sandbox checkout tells the sandbox gateway the outcome of paying `reference`, as a real customer's phone or card would tell Paystack; a verify of that reference then answers it.",
  security: SIGNED_IN,
  request: { body: jsonBody(sandboxChargeSchema) },
  responses: {
    200: jsonAnswer(sandboxChargeAnswerSchema.openapi("SandboxCharge"), "Recorded: the reference and the outcome a verify will find."),
    ...BODY_REFUSALS,
    401: SIGNED_OUT,
    404: errorAnswer("In production, or where Paystack is the gateway: the route does not exist (code `not_found`)."),
    409: errorAnswer("This reference was already charged (code `conflict`)."),
  },
});
