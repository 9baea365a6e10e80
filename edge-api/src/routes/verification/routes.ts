/**
 * A signed-in user verifies their e-mail or phone, declared once (see ../providers/routes.ts): POST
 * /api/auth/send-verification and /api/auth/verify. Worker-free.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { sendVerificationSchema, verifyCodeSchema } from "@gh/contracts/auth";
import { createRoute, z } from "@hono/zod-openapi";
import { BODY_REFUSALS, CODE_USED_UP, errorAnswer, jsonAnswer, jsonBody, RATE_LIMITED, SIGNED_IN, SIGNED_OUT } from "../../http/openapi-answers.ts";
import { codeSentComponent, verifyResultComponent } from "../../http/openapi-components.ts";

const tags = ["Accounts"];
const verifyResult = verifyResultComponent;

export const sendVerificationRoute = createRoute({
  method: "post",
  path: "/send-verification",
  tags,
  summary: "Send the signed-in user a code for their e-mail or phone",
  description:
    "Any role. `email`: a code to the account's address (or, when it is verified already, only a message saying so). `phone`: an SMS code to `phone` when given, " +
    "else to the account's number; the number is set only when the code comes back. Sends are limited per address or number (60 s apart, 5 an hour).",
  security: SIGNED_IN,
  request: { body: jsonBody(sendVerificationSchema) },
  responses: {
    200: jsonAnswer(codeSentComponent, "Sent (or the e-mail is verified already)."),
    ...BODY_REFUSALS,
    400: errorAnswer("A field is invalid, or (type `phone`) no Ghana number was given and the account has none (code `validation_failed`, `error.fields.phone`); or the body is not JSON (code `bad_request`)."),
    401: SIGNED_OUT,
    429: RATE_LIMITED,
  },
});

export const verifyRoute = createRoute({
  method: "post",
  path: "/verify",
  tags,
  summary: "Verify the signed-in user's e-mail or phone with its code",
  description:
    "Any role. A right e-mail code verifies the address and starts a new session (a new cookie); a right phone code sets and verifies the number it was sent to. Five wrong codes void it. " +
    "When a patient verifies a number that booked by USSD, the number's phone-only account joins theirs: its bookings, payments and refunds move to it, " +
    "the number's next USSD booking goes to it, and `message` says so. A number another web account verified first, or a provider or administrator verifying one, moves nothing.",
  security: SIGNED_IN,
  request: { body: jsonBody(verifyCodeSchema) },
  responses: {
    200: {
      ...jsonAnswer(verifyResult, "Verified; `user` as it is now."),
      headers: z.object({ "Set-Cookie": z.string().optional().describe("For an e-mail: the new session cookie.") }),
    },
    ...BODY_REFUSALS,
    400: errorAnswer("The body is invalid (code `validation_failed`), or the code is wrong, expired or already used (code `invalid_code`)."),
    401: SIGNED_OUT,
    429: CODE_USED_UP,
  },
});
