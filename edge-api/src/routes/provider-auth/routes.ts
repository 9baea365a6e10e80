/**
 * A provider's e-mail codes, declared once (docs/architecture.md#api-hono-on-workers): the sign-up
 * code and the sign-in code, and signing in with it. Handlers in index.ts. Worker-free: contracts
 * and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { providerCodeSentSchema, providerSignedInSchema } from "@gh/contracts/answers/provider-account";
import { emailCodeSchema, providerSendVerificationSchema } from "@gh/contracts/auth";
import { createRoute } from "@hono/zod-openapi";
import { BODY_REFUSALS, CODE_USED_UP, errorAnswer, jsonAnswer, jsonBody, RATE_LIMITED } from "../../http/openapi-answers.ts";

const tags = ["Provider account"];

export const sendProviderCodeRoute = createRoute({
  method: "post",
  path: "/send-verification",
  tags,
  summary: "E-mail a provider sign-up code, or resend the sign-in code",
  description:
    "`mode: signup` e-mails the registration wizard's code (an address that already has an account gets a notice instead); `mode: login` resends the sign-in code, " +
    "only within 10 minutes of the right password. The answer is the same either way, so it reveals nothing about the address.",
  request: { body: jsonBody(providerSendVerificationSchema) },
  responses: {
    200: jsonAnswer(providerCodeSentSchema.openapi("ProviderCodeSent"), "Sent if there was anything to send."),
    ...BODY_REFUSALS,
    429: { ...RATE_LIMITED, description: "A code was sent to this address less than a minute ago, or five within the hour (code `rate_limited`): wait `Retry-After` seconds." },
    // The mailer's failure carries no Retry-After, unlike the stores'.
    503: errorAnswer("D1 or KV is briefly unavailable (with `Retry-After`), or the e-mail could not be sent (code `unavailable`): nothing was sent; try again."),
  },
});

export const verifyProviderLoginRoute = createRoute({
  method: "post",
  path: "/verify-login",
  tags,
  summary: "Sign a provider in with the e-mailed code",
  description: "The second step after the right password (POST /api/login): the code is good for 10 minutes after it. Sets the session cookie.",
  request: { body: jsonBody(emailCodeSchema) },
  responses: {
    200: jsonAnswer(providerSignedInSchema.openapi("ProviderSignedIn"), "Signed in."),
    ...BODY_REFUSALS,
    400: errorAnswer(
      "A field is missing or invalid (code `validation_failed`; `error.fields` names each), the body is not JSON (code `bad_request`), " +
        "or the code is wrong or expired, or the sign-in is over 10 minutes old (code `invalid_code`).",
    ),
    429: CODE_USED_UP,
  },
});
