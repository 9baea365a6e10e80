/**
 * Payments, declared once (docs/architecture.md#api-hono-on-workers): the handlers in index.ts
 * validate from these, the document describes them, and the browser's typed client reads their types.
 * The sandbox checkout's charge, development only, is declared beside its handler in index.ts: the
 * client's index lists only what production serves. Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { paymentConfigSchema, verifiedPaymentSchema, webhookReceiptSchema } from "@gh/contracts/answers/payments";
import { verifyPaymentSchema } from "@gh/contracts/payments";
import { createRoute, z } from "@hono/zod-openapi";
import {
  BODY_REFUSALS,
  errorAnswer,
  IDEMPOTENCY_HEADERS,
  jsonAnswer,
  jsonBody,
  KEY_REUSED,
  replayableAnswer,
  SIGNED_IN,
  SIGNED_OUT,
  STORAGE_DOWN,
  TOO_LARGE,
} from "../../http/openapi-answers.ts";

const tags = ["Payments"];
const RETRY_AFTER = z.object({ "Retry-After": z.string().optional().describe("Seconds to wait before trying again (absent when payments are not set up).") });

export const paymentConfigRoute = createRoute({
  method: "get",
  path: "/config",
  tags,
  summary: "Which checkout the booking dialog opens",
  description: "Paystack with its public key where Paystack's keys are set; the sandbox checkout in development and tests without them.",
  responses: {
    200: jsonAnswer(paymentConfigSchema.openapi("PaymentConfig"), "The gateway, and Paystack's public key with it."),
    503: errorAnswer("No payment gateway is set up here (code `unavailable`): payments are not available."),
  },
});

export const verifyPaymentRoute = createRoute({
  method: "post",
  path: "/verify",
  tags,
  summary: "Confirm a checkout's payment of a held booking",
  description:
    "Role: any signed-in account, for its own booking (in practice the patient who booked). The server asks the gateway about `reference` and marks the booking paid only when the gateway says it was paid, " +
    "in GHS, exactly the fee, with our reference for this appointment. Doing it again answers the same. A payment that could not pay its booking is refunded. " +
    "With `Idempotency-Key`, a retry answers the first verify again.",
  security: SIGNED_IN,
  request: { headers: IDEMPOTENCY_HEADERS, body: jsonBody(verifyPaymentSchema) },
  responses: {
    200: replayableAnswer(jsonAnswer(verifiedPaymentSchema.openapi("VerifiedPayment"), "The booking is paid.")),
    ...BODY_REFUSALS,
    400: errorAnswer(
      "`reference` is not one of ours or `appointmentId` is missing (code `validation_failed`); the body is not JSON, or the Idempotency-Key is not 1 to 255 visible ASCII characters (code `bad_request`).",
    ),
    401: SIGNED_OUT,
    402: errorAnswer("The gateway does not confirm this payment of this booking: not paid, another amount or currency, or another reference (code `payment_not_verified`)."),
    404: errorAnswer("No appointment of yours has this id (code `not_found`)."),
    409: errorAnswer(
      "The payment came after the booking was cancelled or its slot went to someone else, or the provider has since taken that day off: it is recorded and refunded (code `conflict`); " +
        "or the first request with this Idempotency-Key is still being handled (with `Retry-After`).",
    ),
    422: KEY_REUSED,
    503: {
      ...errorAnswer(
        "Payments are not set up here, the gateway did not answer in time (the booking stays pending until its webhook or a later verify), or D1 or KV is briefly unavailable (code `unavailable`).",
      ),
      headers: RETRY_AFTER,
    },
  },
});

export const webhookRoute = createRoute({
  method: "post",
  path: "/webhook",
  tags,
  summary: "Paystack's webhook: charges, refunds and payout transfers",
  description:
    "Called by the payment gateway, not the browser, and so exempt from the same-origin rule: it proves itself with `x-paystack-signature`, the HMAC-SHA512 (hex) of the raw body under our secret key. " +
    "Every signed event is answered 200 (Paystack retries anything else), saying what it did. Where no Paystack secret key is set the route does not exist (404).",
  request: {
    headers: z.object({ "x-paystack-signature": z.string().optional().describe("HMAC-SHA512 of the raw body, hex; a missing or wrong one is refused 401.") }),
    // Read raw by the handler (the signature covers the exact bytes): a plain JSON Schema, so described here but not validated first.
    body: {
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["event"],
            properties: {
              event: { type: "string", description: "charge.success, refund.pending|processing|processed|failed, transfer.success|failed|reversed; any other is acknowledged and ignored." },
              data: { description: "The event's object, as Paystack sends it." },
            },
          },
        },
      },
    },
  },
  responses: {
    200: jsonAnswer(webhookReceiptSchema.openapi("WebhookReceipt"), "Received: what the event did, and why not when a charge could not be applied."),
    400: errorAnswer("Signed, but the body is not JSON (code `bad_request`)."),
    401: errorAnswer("The signature is missing or does not match the body (code `unauthenticated`)."),
    404: errorAnswer("No Paystack secret key is set here, so there is no webhook (code `not_found`)."),
    413: TOO_LARGE,
    503: STORAGE_DOWN,
  },
});
