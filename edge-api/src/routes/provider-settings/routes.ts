/**
 * A provider's account settings, declared once (docs/architecture.md#api-hono-on-workers): the
 * password, signing out everywhere, and the payout details. Handlers in index.ts. Worker-free:
 * contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { payoutDetailsAnswerSchema, payoutDetailsSavedSchema, payoutDetailsSchema, providerMessageSchema } from "@gh/contracts/answers/provider-account";
import { payoutDetailsInputSchema } from "@gh/contracts/payouts";
import { changePasswordSchema } from "@gh/contracts/providers/practice";
import { createRoute } from "@hono/zod-openapi";
import {
  BODY_REFUSALS,
  errorAnswer,
  forbidden,
  jsonAnswer,
  jsonBody,
  noProviderProfile,
  NOT_A_PROVIDER,
  NOT_A_PROVIDER_READ,
  PROVIDER_ROLE,
  RATE_LIMITED,
  SIGNED_IN,
  SIGNED_OUT,
  STORAGE_DOWN,
  TOO_LARGE,
} from "../../http/openapi-answers.ts";

const tags = ["Provider account"];
const message = providerMessageSchema.openapi("ProviderSettingsMessage");
const payoutDetails = payoutDetailsSchema.openapi("PayoutDetails");
const WRONG_PASSWORDS = { ...RATE_LIMITED, description: "Five wrong current passwords within 15 minutes (code `rate_limited`): wait `Retry-After` seconds." };

export const changePasswordRoute = createRoute({
  method: "post",
  path: "/password",
  tags,
  summary: "Change the password",
  description: `${PROVIDER_ROLE} Needs the current password; every other signed-in browser is signed out, this one stays.`,
  security: SIGNED_IN,
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    200: jsonAnswer(message, "Changed; other devices signed out."),
    ...BODY_REFUSALS,
    400: errorAnswer("A field is missing or invalid, or the current password is wrong (code `validation_failed`; `error.fields` names each), or the body is not JSON (code `bad_request`)."),
    401: SIGNED_OUT,
    403: forbidden(NOT_A_PROVIDER),
    429: WRONG_PASSWORDS,
  },
});

export const signOutEverywhereRoute = createRoute({
  method: "post",
  path: "/sign-out-everywhere",
  tags,
  summary: "Sign out on every device, this one too",
  description: `${PROVIDER_ROLE} Ends every session of the account and clears this browser's session cookie.`,
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(message, "Signed out everywhere."),
    401: SIGNED_OUT,
    403: forbidden(NOT_A_PROVIDER),
    413: TOO_LARGE,
    503: STORAGE_DOWN,
  },
});

export const payoutDetailsRoute = createRoute({
  method: "get",
  path: "/payout-details",
  tags,
  summary: "Where the provider's weekly payouts go",
  description: PROVIDER_ROLE,
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(payoutDetailsAnswerSchema.extend({ payoutDetails: payoutDetails.nullable() }).openapi("PayoutDetailsAnswer"), "The details, the number masked, or null."),
    401: SIGNED_OUT,
    403: NOT_A_PROVIDER_READ,
    404: noProviderProfile(),
    503: STORAGE_DOWN,
  },
});

export const savePayoutDetailsRoute = createRoute({
  method: "put",
  path: "/payout-details",
  tags,
  summary: "Set where the provider's weekly payouts go",
  description:
    `${PROVIDER_ROLE} A mobile money wallet on its network, or a bank account, with the current password. The payment provider checks the account first: ` +
    "nothing is saved for one it refuses. The provider is e-mailed about the change.",
  security: SIGNED_IN,
  request: { body: jsonBody(payoutDetailsInputSchema) },
  responses: {
    200: jsonAnswer(payoutDetailsSavedSchema.extend({ payoutDetails }).openapi("PayoutDetailsSaved"), "Saved; the next run pays there."),
    ...BODY_REFUSALS,
    400: errorAnswer(
      "A field is missing or invalid, the number is not a Ghana mobile number, the payment provider refused the account, or the current password is wrong " +
        "(code `validation_failed`; `error.fields` names each), or the body is not JSON (code `bad_request`).",
    ),
    401: SIGNED_OUT,
    403: forbidden(NOT_A_PROVIDER),
    404: noProviderProfile(),
    429: WRONG_PASSWORDS,
    503: { ...STORAGE_DOWN, description: "Payouts are not available right now, or D1 or KV is briefly unavailable (code `unavailable`): nothing was saved; try again after `Retry-After`." },
  },
});
