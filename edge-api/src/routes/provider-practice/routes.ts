/**
 * The provider's own practice, declared once (docs/architecture.md#api-hono-on-workers): dashboard,
 * earnings, the appointment lifecycle, the own profile and its deletion, and the edit-by-id form.
 * Handlers in the files beside this one. Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { appointmentIdParamSchema } from "@gh/contracts/appointments";
import { ownProviderProfileSchema, profileDeletedSchema, providerAppointmentSchema, providerDashboardSchema, providerEarningsSchema } from "@gh/contracts/answers/provider";
import { visitNoteInputSchema } from "@gh/contracts/answers/visits";
import { providerEarningsQuerySchema } from "@gh/contracts/payouts";
import { providerIdParamSchema } from "@gh/contracts/providers";
import { providerAppointmentUpdateSchema, providerDashboardQuerySchema, providerSelfEditSchema, providerUpdateSchema } from "@gh/contracts/providers/practice";
import { createRoute } from "@hono/zod-openapi";
import {
  BODY_REFUSALS,
  errorAnswer,
  forbidden,
  INVALID_INPUT,
  jsonAnswer,
  jsonBody,
  noProviderProfile,
  NOT_A_PROVIDER,
  NOT_A_PROVIDER_READ,
  PROVIDER_ROLE,
  SIGNED_IN,
  SIGNED_OUT,
  STORAGE_DOWN,
  TOO_LARGE,
} from "../../http/openapi-answers.ts";
import { providerComponent } from "../../http/openapi-components.ts";

const tags = ["Provider practice"];
const ownProfile = ownProviderProfileSchema.openapi("OwnProviderProfile");
const providerAppointment = providerAppointmentSchema.openapi("ProviderAppointment");

/** What refuses a provider's read of their own practice. */
const PROVIDER_READ_REFUSALS = {
  401: SIGNED_OUT,
  403: NOT_A_PROVIDER_READ,
  404: noProviderProfile(),
  503: STORAGE_DOWN,
} as const;

/** What refuses a provider's change to their own practice sent as JSON. */
const PROVIDER_CHANGE_REFUSALS = { ...BODY_REFUSALS, 401: SIGNED_OUT, 403: forbidden(NOT_A_PROVIDER), 404: noProviderProfile() } as const;

export const dashboardRoute = createRoute({
  method: "get",
  path: "/dashboard",
  tags,
  summary: "The provider's dashboard: profile, a page of appointments, latest reviews and numbers",
  description: `${PROVIDER_ROLE} Appointments filtered by status and by Ghana dates from and to (inclusive), newest slot first.`,
  security: SIGNED_IN,
  request: { query: providerDashboardQuerySchema },
  responses: {
    200: jsonAnswer(providerDashboardSchema.openapi("ProviderDashboard"), "The dashboard."),
    400: INVALID_INPUT,
    ...PROVIDER_READ_REFUSALS,
  },
});

export const earningsRoute = createRoute({
  method: "get",
  path: "/earnings",
  tags,
  summary: "What the provider is owed and has been paid, with a page of payouts",
  description: PROVIDER_ROLE,
  security: SIGNED_IN,
  request: { query: providerEarningsQuerySchema },
  responses: {
    200: jsonAnswer(providerEarningsSchema.openapi("ProviderEarnings"), "The figures and the page of payouts asked for, newest first."),
    400: INVALID_INPUT,
    ...PROVIDER_READ_REFUSALS,
  },
});

export const appointmentActionRoute = createRoute({
  method: "patch",
  path: "/appointments/{id}",
  tags,
  summary: "Confirm, complete, cancel (with a reason) or mark a no-show",
  description:
    `${PROVIDER_ROLE} Own appointments only, as the lifecycle allows. The patient is told when their visit is confirmed or cancelled; ` +
    "a paid visit the provider cancels is refunded in full.",
  security: SIGNED_IN,
  request: { params: appointmentIdParamSchema, body: jsonBody(providerAppointmentUpdateSchema) },
  responses: {
    200: jsonAnswer(providerAppointment, "The appointment as changed."),
    ...PROVIDER_CHANGE_REFUSALS,
    400: errorAnswer("The id, the status or the reason is invalid (code `validation_failed`; `error.fields` names each), or the body is not JSON (code `bad_request`)."),
    404: noProviderProfile("none of their appointments has this id"),
    409: errorAnswer("The lifecycle does not allow this change now, or the appointment changed meanwhile (code `conflict`)."),
  },
});

export const visitNoteRoute = createRoute({
  method: "put",
  path: "/appointments/{id}/visit-note",
  tags,
  summary: "Write, change or remove the note to the patient after a completed visit",
  description:
    `${PROVIDER_ROLE} Own completed appointments only. The note is trimmed; an empty one removes it. ` +
    "The patient reads it on My Appointments and in their data export.",
  security: SIGNED_IN,
  request: { params: appointmentIdParamSchema, body: jsonBody(visitNoteInputSchema) },
  responses: {
    200: jsonAnswer(providerAppointment, "The appointment with its note as saved (null once removed)."),
    ...PROVIDER_CHANGE_REFUSALS,
    400: errorAnswer("The id is invalid, or the note is not text or over 1000 characters once trimmed (code `validation_failed`, field `note`), or the body is not JSON (code `bad_request`)."),
    404: noProviderProfile("none of their appointments has this id"),
    409: errorAnswer("The visit is not completed (code `conflict`): a note is written after the visit."),
  },
});

export const ownProfileRoute = createRoute({
  method: "get",
  path: "/edit-profile",
  tags,
  summary: "The provider's own profile, for the self-edit form",
  description: PROVIDER_ROLE,
  security: SIGNED_IN,
  responses: { 200: jsonAnswer(ownProfile, "The profile, and whether the hours are still the defaults."), ...PROVIDER_READ_REFUSALS },
});

export const editOwnProfileRoute = createRoute({
  method: "patch",
  path: "/edit-profile",
  tags,
  summary: "Change the provider's own practice details",
  description:
    `${PROVIDER_ROLE} Only the fields sent change; nothing sent, nothing written. ` +
    "`regulator` names who issued the licence (the licence itself is uploaded apart and checked by an administrator); " +
    "`acceptsNhis` false also clears `nhiaAccreditationNumber`.",
  security: SIGNED_IN,
  request: { body: jsonBody(providerSelfEditSchema) },
  responses: {
    200: jsonAnswer(ownProfile, "The profile as saved."),
    ...PROVIDER_CHANGE_REFUSALS,
    400: errorAnswer("A field is missing or invalid, or the phone is not a Ghana number (code `validation_failed`; `error.fields` names each), or the body is not JSON (code `bad_request`)."),
  },
});

export const deleteOwnProfileRoute = createRoute({
  method: "delete",
  path: "/profile",
  tags,
  summary: "The provider leaves: their account, profile and practice are deleted",
  description:
    `${PROVIDER_ROLE} Patients with a visit still ahead are told, every paid visit that has not happened is refunded in full, ` +
    "then the account goes with its profile, appointments, reviews, time off, sessions and photo; this browser's session cookie is cleared.",
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(profileDeletedSchema.openapi("ProviderProfileDeleted"), "What was deleted."),
    401: SIGNED_OUT,
    403: forbidden(NOT_A_PROVIDER),
    404: noProviderProfile(),
    413: TOO_LARGE,
    503: STORAGE_DOWN,
  },
});

export const editByIdRoute = createRoute({
  method: "put",
  path: "/{id}",
  tags,
  summary: "Change a provider's profile (the edit-by-id form)",
  description:
    "Role: the profile's own provider, or an admin (401 without a session). Fields left out stay; names and e-mail change the account too, " +
    "a new town or region moves the practice on the map, and `profileImage` as a data URL replaces the photo (null removes it). The body may be up to 7 MiB.",
  security: SIGNED_IN,
  request: { params: providerIdParamSchema, body: jsonBody(providerUpdateSchema) },
  responses: {
    200: jsonAnswer(providerComponent, "The profile as saved."),
    ...BODY_REFUSALS,
    400: errorAnswer(
      "The id or a field is invalid, the phone is not a Ghana number or the photo is not a JPEG, PNG or WebP image (code `validation_failed`; `error.fields` names each), " +
        "or the body is not JSON (code `bad_request`).",
    ),
    401: SIGNED_OUT,
    403: forbidden("the profile is another provider's"),
    404: errorAnswer("No provider has this id (code `not_found`)."),
    409: errorAnswer("Another account already uses this e-mail (code `conflict`, on `error.fields.email`)."),
    413: errorAnswer("The body is over 7 MiB, or the photo over 5 MB (code `payload_too_large`)."),
  },
});
