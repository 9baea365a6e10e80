/**
 * The USSD aggregators' callbacks, declared once (docs/architecture.md#api-hono-on-workers): each
 * aggregator's own request and answer, as it sends and reads them. Called by the aggregator's
 * servers, not a browser; authenticated by the callback key in the address the aggregator is given.
 * Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { createRoute, z } from "@hono/zod-openapi";
import { errorAnswer, INVALID_BODY, jsonAnswer, jsonBody, TOO_LARGE } from "../../http/openapi-answers.ts";

const tags = ["USSD"];

const KEY_QUERY = z.object({
  key: z.string().optional().describe("The callback key (`USSD_CALLBACK_KEY`), part of the callback address the aggregator is given: `…/api/ussd/hubtel?key=…`."),
});

const REFUSED = errorAnswer(
  "The `key` is missing or wrong, or `USSD_ALLOWED_IPS` is set and the caller's address (CF-Connecting-IP) is not in it (code `forbidden`); " +
    "or the request came from another site's page.",
);
const NOT_HERE = errorAnswer("No `USSD_CALLBACK_KEY` is set in this production deployment, so there are no USSD routes (code `not_found`).");

const DESCRIPTION =
  "Called by the aggregator for each step of a caller's session; the caller is the network's number. One menu serves every aggregator: " +
  "language (first call), specialty, town or region, provider, day, time, confirm (the slot is then held 15 minutes for the mobile-money prompt), " +
  "My appointments (cancel under the refund policy), Emergency. Each screen is at most 160 GSM-7 characters. " +
  "A request sent again (the same step) gets the same screen, and changes nothing more. A failure ends the session with a short apology screen, never a 5xx.";

/** Hubtel's `Type` in any case, as a pattern without flags (JSON Schema's `pattern` has none): "[iI][nN]…". */
const anyCase = (word: string) => [...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join("");
const HUBTEL_TYPE = new RegExp(`^\\s*(${["initiation", "response", "release", "timeout"].map(anyCase).join("|")})\\s*$`);

const hubtelRequestSchema = z
  .object({
    Type: z
      .string()
      .regex(HUBTEL_TYPE, "Type must be Initiation, Response, Release or Timeout")
      .describe("Initiation (the dial), Response (the caller answered a screen), Release (the caller ended it) or Timeout; in any case."),
    Message: z.string().max(200).nullish().describe("What the caller typed; on Initiation, the code dialled."),
    SessionId: z.string().trim().min(1).max(128),
    Sequence: z
      .union([z.number().int().min(0), z.string().regex(/^\d{1,9}$/, "Sequence must be a whole number")])
      .describe("The request's number in the session, from 1 (Hubtel sends it as a number or a string)."),
    Mobile: z.string().min(1).max(20).describe("The caller's number, e.g. 233241234567 (a Ghana number: others are refused)."),
    Operator: z.string().max(40).nullish().describe("mtn, vodafone (Telecel), tigo, airtel (AirtelTigo), or a Hubtel app channel."),
    ServiceCode: z.string().max(60).nullish(),
    ClientState: z.string().max(500).nullish().describe("Not used: the session's state is kept by the service."),
    Platform: z.string().max(40).nullish(),
  })
  .openapi("HubtelUssdRequest", {
    example: { Type: "Response", Message: "1", SessionId: "3c9c6e2f0f7a4a3b9e1d2c4b5a697887", Sequence: 2, Mobile: "233241234567", Operator: "mtn", ServiceCode: "*713*20#", ClientState: "" },
  });

const hubtelAnswerSchema = z
  .object({
    Type: z.enum(["Response", "Release"]).describe("Response: the screen waits for the caller's answer; Release: the session ends with this screen."),
    Message: z.string().describe("The screen: at most 160 GSM-7 characters."),
    Label: z.string().describe("Its first line, as a title for Hubtel's app channels."),
    DataType: z.enum(["input", "display"]),
    FieldType: z.enum(["text", "phone", "email", "number", "decimal", "textarea"]),
    ClientState: z.string(),
  })
  .openapi("HubtelUssdAnswer", {
    example: { Type: "Response", Message: "GhanaHealth\n1 Book a visit\n2 My appointments\n3 Emergency", Label: "GhanaHealth", DataType: "input", FieldType: "text", ClientState: "" },
  });

export const hubtelRoute = createRoute({
  method: "post",
  path: "/hubtel",
  tags,
  summary: "Hubtel Programmable Services' USSD callback",
  description: `${DESCRIPTION} Release and Timeout end the session (an abandoned session books nothing; a hold left unpaid lapses after 15 minutes).`,
  request: { query: KEY_QUERY, body: jsonBody(hubtelRequestSchema) },
  responses: {
    200: jsonAnswer(hubtelAnswerSchema, "The next screen, or the session's end."),
    400: INVALID_BODY,
    403: REFUSED,
    404: NOT_HERE,
    413: TOO_LARGE,
    415: errorAnswer("The body was sent as something other than `application/json` (code `unsupported_media_type`)."),
  },
});

const africasTalkingRequestSchema = z
  .object({
    sessionId: z.string().trim().min(1).max(128),
    phoneNumber: z.string().min(1).max(20).describe("The caller's number, e.g. +233241234567 (a Ghana number: others are refused)."),
    networkCode: z.string().max(40).optional().describe("The network's code: 62001 MTN, 62002 Telecel, 62003 and 62006 AirtelTigo."),
    serviceCode: z.string().max(60).optional(),
    text: z.string().max(1000).optional().describe('Every input of the session so far, joined by "*"; empty on the dial.'),
  })
  .openapi("AfricasTalkingUssdRequest", { example: { sessionId: "ATUid_8b5e0f6c2d", phoneNumber: "+233241234567", networkCode: "62001", serviceCode: "*384*123#", text: "1*2" } });

export const africasTalkingRoute = createRoute({
  method: "post",
  path: "/africastalking",
  tags,
  summary: "The Africa's Talking USSD callback (also Hellio's and other aggregators')",
  description: `${DESCRIPTION} The latest input is the last part of \`text\`; a \`text\` equal to the last one answered is that request again.`,
  request: {
    query: KEY_QUERY,
    body: { content: { "application/x-www-form-urlencoded": { schema: africasTalkingRequestSchema } }, required: true },
  },
  responses: {
    200: {
      description: '"CON " and a screen that waits for input, or "END " and the session\'s last screen (at most 160 GSM-7 characters after the prefix).',
      content: { "text/plain": { schema: z.string().regex(/^(CON|END) /), example: "CON GhanaHealth\n1 Book a visit\n2 My appointments\n3 Emergency" } },
    },
    400: errorAnswer("A field is missing or invalid, or `phoneNumber` is not a Ghana number (code `validation_failed`; `error.fields` names each)."),
    403: REFUSED,
    404: NOT_HERE,
    413: TOO_LARGE,
    415: errorAnswer("The body was sent as something other than `application/x-www-form-urlencoded` (code `unsupported_media_type`)."),
  },
});
