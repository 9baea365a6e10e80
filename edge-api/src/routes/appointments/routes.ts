/**
 * A patient's appointments, declared once (docs/architecture.md#api-hono-on-workers): the handlers
 * in index.ts validate from these, the document describes them, and the browser's typed client reads
 * their types. Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { appointmentIdParamSchema, createAppointmentSchema, myAppointmentsQuerySchema, myAppointmentsViewSchema, reviewInputSchema, updateAppointmentSchema } from "@gh/contracts/appointments";
import { MAX_UNPAID_HOLDS } from "@gh/contracts/constants";
import { createdAppointmentSchema, myAppointmentsPageSchema, patientAppointmentSchema, postedReviewSchema } from "@gh/contracts/answers/appointments";
import { joinAnswerSchema } from "@gh/contracts/answers/visits";
import { createRoute, z } from "@hono/zod-openapi";
import {
  BODY_REFUSALS,
  CHANGE_REFUSALS,
  errorAnswer,
  forbidden,
  IDEMPOTENCY_HEADERS,
  jsonAnswer,
  jsonBody,
  KEY_REUSED,
  replayableAnswer,
  SIGNED_IN,
  SIGNED_OUT,
  STORAGE_DOWN,
} from "../../http/openapi-answers.ts";

const tags = ["Appointments"];
const patientAppointment = patientAppointmentSchema.openapi("PatientAppointment");
const NOT_YOURS = "No appointment of yours has this id: another patient's answers the same (code `not_found`).";
/** Any signed-in account may call these; only a patient has bookings, so another role sees none and changes none. */
const ANY_ACCOUNT = "Role: any signed-in account (a patient's own bookings; other roles have none).";

export const bookRoute = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Book a slot, held 15 minutes for payment",
  description:
    "Role: patient, with a verified e-mail. The fee is the provider's, whatever the body says; the booking starts unpaid and holds its slot until `holdExpiresAt`. " +
    "The phone becomes the account's booking phone. With `Idempotency-Key`, a retry answers the first booking again.",
  security: SIGNED_IN,
  request: { headers: IDEMPOTENCY_HEADERS, body: jsonBody(createAppointmentSchema) },
  responses: {
    201: replayableAnswer(jsonAnswer(createdAppointmentSchema.openapi("CreatedAppointment"), "The booking, held for payment.")),
    ...BODY_REFUSALS,
    400: errorAnswer(
      "A field is missing or invalid (code `validation_failed`, `error.fields` names each), the phone is not a Ghana number, or the slot is not bookable: past, a Sunday, outside the provider's hours or on their day off (field `appointmentDate`); " +
        "the body is not JSON, or the Idempotency-Key is not 1 to 255 visible ASCII characters (code `bad_request`).",
    ),
    401: SIGNED_OUT,
    403: forbidden("the account is not a patient's, or its e-mail is not verified yet"),
    404: errorAnswer("No provider has this `providerId` (code `not_found`, field `providerId`)."),
    409: errorAnswer(
      "The provider takes no bookings until their licence is checked (code `booking_closed`); " +
        "the slot was just taken, or the patient has another appointment at that time (code `conflict`, field `appointmentDate`); " +
        "or the first request with this Idempotency-Key is still being handled (with `Retry-After`).",
    ),
    422: KEY_REUSED,
    429: errorAnswer(`The patient already has ${MAX_UNPAID_HOLDS} unpaid bookings waiting (code \`rate_limited\`, no Retry-After): pay one, or wait for its hold to lapse.`),
  },
});

export const myAppointmentsRoute = createRoute({
  method: "get",
  path: "/my",
  tags,
  summary: "Every appointment of the signed-in patient",
  description: `${ANY_ACCOUNT} Each with its provider, payment, review and refund; an unpaid booking whose hold lapsed shows as cancelled.`,
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(z.array(patientAppointment), "All of them, in no promised order."),
    401: SIGNED_OUT,
    503: STORAGE_DOWN,
  },
});

export const myAppointmentsPageRoute = createRoute({
  method: "get",
  path: "/my/{view}",
  tags,
  summary: "A page of the patient's upcoming or past appointments",
  description: `${ANY_ACCOUNT} "upcoming": the visits still ahead that hold their time, soonest first; "past": the rest, newest first with the cancelled ones after the visits that took place.`,
  security: SIGNED_IN,
  request: { params: myAppointmentsViewSchema, query: myAppointmentsQuerySchema },
  responses: {
    200: jsonAnswer(myAppointmentsPageSchema.extend({ items: z.array(patientAppointment) }).openapi("MyAppointmentsPage"), "The page asked for and how many the list holds."),
    400: errorAnswer("The list is neither `upcoming` nor `past`, or `page` is not a whole number from 1 to 10000 (code `validation_failed`)."),
    401: SIGNED_OUT,
    503: STORAGE_DOWN,
  },
});

export const changeAppointmentRoute = createRoute({
  method: "put",
  path: "/{id}",
  tags,
  summary: "Reschedule or cancel one of the patient's appointments",
  description:
    `${ANY_ACCOUNT} Send \`appointmentDate\` to move an unpaid booking still held, or a paid one, to another free slot; or \`status: "cancelled"\` to cancel. ` +
    "A paid visit cancelled at least 24 hours ahead is refunded in full. The provider hears of a change to a paid booking.",
  security: SIGNED_IN,
  request: { params: appointmentIdParamSchema, body: jsonBody(updateAppointmentSchema) },
  responses: {
    200: jsonAnswer(patientAppointment, "The appointment as it is now (with its refund, when one was started)."),
    ...BODY_REFUSALS,
    400: errorAnswer(
      "The id or a field is invalid, neither or both of `appointmentDate` and `status` were sent, or the new slot is not bookable (code `validation_failed`); the body is not JSON (code `bad_request`).",
    ),
    401: SIGNED_OUT,
    404: errorAnswer(`${NOT_YOURS} Also when its provider no longer exists.`),
    409: errorAnswer(
      "Only a pending or confirmed appointment can be changed, the unpaid hold has lapsed, the new slot was just taken, or the patient has another appointment then (code `conflict`).",
    ),
  },
});

export const reviewRoute = createRoute({
  method: "post",
  path: "/{id}/review",
  tags,
  summary: "Review a completed visit",
  description: `${ANY_ACCOUNT} One review per visit, signed with the patient's first name and initial.`,
  security: SIGNED_IN,
  request: { params: appointmentIdParamSchema, body: jsonBody(reviewInputSchema) },
  responses: {
    201: jsonAnswer(postedReviewSchema.openapi("PostedReview"), "The review as the provider's profile shows it."),
    ...BODY_REFUSALS,
    400: errorAnswer("The id is invalid, or the rating is not 1 to 5 in half stars, or the comment is over 1000 characters (code `validation_failed`); the body is not JSON (code `bad_request`)."),
    401: SIGNED_OUT,
    404: errorAnswer(NOT_YOURS),
    409: errorAnswer("The visit is not completed yet, or it is already reviewed (code `conflict`)."),
  },
});

export const joinRoute = createRoute({
  method: "post",
  path: "/{id}/join",
  tags,
  summary: "Join a remote visit's call: a token for one entry into its room",
  description:
    "Role: the appointment's patient or its provider. An audio or video visit, paid and confirmed, from 15 minutes before its start until 30 minutes after its slot ends. " +
    "Answers the room's WebSocket path with a token that admits one connection, once, within a minute (`GET /api/appointments/{id}/room?token=…` with `Upgrade: websocket`); " +
    "each join mints a new token, so a reload joins again. In the room each side sends and receives JSON text frames (`@gh/contracts/visit-calls`): the room relays WebRTC signalling, " +
    "chat and camera state once the provider has admitted the patient, and stores none of it. A newer connection of the same side closes the older one with code 4000; " +
    "the room closes everyone with 4001 when the join window ends and with 4002 when the provider ends the visit, and refuses a missing, used, expired or foreign token with 4003. " +
    "ICE servers: Cloudflare TURN credentials minted for this join in production (public STUN only when the TURN service fails), none in development.",
  security: SIGNED_IN,
  request: { params: appointmentIdParamSchema },
  responses: {
    200: jsonAnswer(joinAnswerSchema.openapi("JoinAnswer"), "The room to enter, with this entry's token, the ICE servers and the other side's name and phone."),
    ...CHANGE_REFUSALS,
    401: SIGNED_OUT,
    404: errorAnswer("The caller is neither the patient nor the provider of an appointment with this id (code `not_found`): another's answers like a missing one."),
    409: errorAnswer(
      "Not joinable now (code `conflict`; the message says why): an in-person visit; not paid and confirmed; cancelled; completed or marked no-show; before the window opens or after it closes; or the provider ended the call.",
    ),
  },
});
