/**
 * The provider wizard's last step, declared once (docs/architecture.md#api-hono-on-workers); the
 * handler in index.ts. Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { registrationCompleteSchema } from "@gh/contracts/answers/provider-account";
import { completeRegistrationSchema } from "@gh/contracts/providers/practice";
import { createRoute } from "@hono/zod-openapi";
import { BODY_REFUSALS, CODE_USED_UP, errorAnswer, jsonAnswer, jsonBody } from "../../http/openapi-answers.ts";

export const completeRegistrationRoute = createRoute({
  method: "post",
  path: "/complete-registration",
  tags: ["Provider account"],
  summary: "Create a provider's account and practice with the e-mailed sign-up code",
  description:
    "After POST /api/provider/send-verification (mode `signup`). The phone must be a Ghana number; `profileImage` may carry a photo as a data URL (the body may be up to 7 MiB). " +
    "Everything is checked before the single-use code is spent; the account and practice are written together, unverified, and the provider is signed in (the session cookie is set). " +
    "`regulator` names who issued the licence and `licenseNumber` is its registration number; the practice is listed as pending verification and takes no bookings " +
    "until an administrator approves an uploaded licence (`licenceVerifiedFor` null). `acceptsNhis` defaults to false; `nhiaAccreditationNumber` is kept only with it.",
  request: { body: jsonBody(completeRegistrationSchema) },
  responses: {
    201: jsonAnswer(registrationCompleteSchema.openapi("ProviderRegistrationComplete"), "Registered and signed in."),
    ...BODY_REFUSALS,
    400: errorAnswer(
      "A field is missing or invalid, the phone is not a Ghana number or the photo is not a JPEG, PNG or WebP image (code `validation_failed`; `error.fields` names each), " +
        "the body is not JSON (code `bad_request`), or the code is wrong or expired (code `invalid_code`).",
    ),
    409: errorAnswer("An account with this e-mail already exists (code `conflict`, on `error.fields.email`)."),
    413: errorAnswer("The body is over 7 MiB, or the photo over 5 MB (code `payload_too_large`)."),
    429: CODE_USED_UP,
  },
});
