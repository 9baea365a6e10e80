/**
 * Account recovery (docs/product-rules.md#verification-codes), declared once (see ../providers/routes.ts):
 * POST /api/password/forgot and /api/password/reset. Worker-free.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { forgotPasswordSchema, resetPasswordSchema } from "@gh/contracts/auth/password-reset";
import { createRoute, z } from "@hono/zod-openapi";
import { BODY_REFUSALS, CODE_USED_UP, errorAnswer, jsonAnswer, jsonBody, RATE_LIMITED } from "../../http/openapi-answers.ts";
import { codeSentComponent, messageComponent } from "../../http/openapi-components.ts";

const tags = ["Accounts"];

export const forgotPasswordRoute = createRoute({
  method: "post",
  path: "/forgot",
  tags,
  summary: "Send a password reset code",
  description:
    "A 6-digit code, valid 10 minutes, by e-mail (or by SMS with `channel: sms` when the account has a verified phone). The same answer, and the same limits " +
    "(60 s apart, 5 an hour), whether or not an account uses the address, so it reveals nothing.",
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: {
    200: jsonAnswer(codeSentComponent, "Sent if an account uses the address."),
    ...BODY_REFUSALS,
    429: RATE_LIMITED,
  },
});

export const resetPasswordRoute = createRoute({
  method: "post",
  path: "/reset",
  tags,
  summary: "Set a new password with a reset code",
  description:
    "Ends every session of the account and starts none (a provider still gets the e-mailed second factor at the next sign-in). A provider's password must be longer: " +
    "that refusal keeps the code valid so another password can be chosen with it. Five wrong codes void it.",
  request: { body: jsonBody(resetPasswordSchema) },
  responses: {
    200: {
      ...jsonAnswer(messageComponent, "Changed: sign in with the new password."),
      headers: z.object({ "Set-Cookie": z.string().describe("Clears this browser's session cookie.") }),
    },
    ...BODY_REFUSALS,
    400: errorAnswer(
      "A field is invalid, or the password is too short for a provider's account (code `validation_failed`, `error.fields` names each); the code is wrong, expired or already used (code `invalid_code`); or the body is not JSON (code `bad_request`).",
    ),
    429: CODE_USED_UP,
  },
});
