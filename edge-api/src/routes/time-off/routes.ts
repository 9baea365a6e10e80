/**
 * A provider's days off, declared once (docs/architecture.md#api-hono-on-workers); handlers in
 * index.ts. Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { timeOffCreatedSchema, timeOffSchema } from "@gh/contracts/answers/provider";
import { timeOffIdParamSchema, timeOffInputSchema } from "@gh/contracts/providers/practice";
import { createRoute, z } from "@hono/zod-openapi";
import {
  BODY_REFUSALS,
  CHANGE_REFUSALS,
  errorAnswer,
  forbidden,
  jsonAnswer,
  jsonBody,
  noProviderProfile,
  NOT_A_PROVIDER,
  NOT_A_PROVIDER_READ,
  PROVIDER_ROLE,
  SIGNED_IN,
  SIGNED_OUT,
  STORAGE_DOWN,
} from "../../http/openapi-answers.ts";

const timeOff = timeOffSchema.openapi("TimeOff");
const tags = ["Provider practice"];

export const listTimeOffRoute = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The provider's days off",
  description: `${PROVIDER_ROLE} Blocks still to come first (soonest first), then past ones (latest first).`,
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(z.array(timeOff), "Every block of days off."),
    401: SIGNED_OUT,
    403: NOT_A_PROVIDER_READ,
    404: noProviderProfile(),
    503: STORAGE_DOWN,
  },
});

export const addTimeOffRoute = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Block whole days off",
  description:
    `${PROVIDER_ROLE} Days that already have paid appointments are refused 409 naming them, until \`cancelAppointments\` is true: ` +
    "then the block, the cancellations and their full refunds are one change, and each paying patient is told why.",
  security: SIGNED_IN,
  request: { body: jsonBody(timeOffInputSchema) },
  responses: {
    201: jsonAnswer(timeOffCreatedSchema.openapi("TimeOffCreated"), "The block, and how many paid appointments it cancelled."),
    ...BODY_REFUSALS,
    400: errorAnswer("A field is missing or invalid, or the first day is in the past (code `validation_failed`; `error.fields` names each), or the body is not JSON (code `bad_request`)."),
    401: SIGNED_OUT,
    403: forbidden(NOT_A_PROVIDER),
    404: noProviderProfile(),
    409: errorAnswer(
      "Not added (code `conflict`): some of these days are already off (`error.fields.from`), paid appointments fall on them and `cancelAppointments` is not true " +
        "(`error.fields.cancelAppointments` names them), or the time off changed meanwhile.",
    ),
  },
});

export const removeTimeOffRoute = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Remove a block of days off",
  description: `${PROVIDER_ROLE} The days become bookable again.`,
  security: SIGNED_IN,
  request: { params: timeOffIdParamSchema },
  responses: {
    200: jsonAnswer(timeOff, "The block removed."),
    ...CHANGE_REFUSALS,
    401: SIGNED_OUT,
    403: forbidden(NOT_A_PROVIDER),
    404: noProviderProfile("no block of theirs has this id"),
  },
});
