/**
 * The signed-in user's own account (docs/product-rules.md#data-rights), declared once (see
 * ../providers/routes.ts): GET /api/user, its export, a new password, signing out everywhere and
 * erasing it. Worker-free.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { accountDeletedSchema, dataExportSchema } from "@gh/contracts/answers/account";
import { loginSchema } from "@gh/contracts/auth";
import { resetPasswordSchema } from "@gh/contracts/auth/password-reset";
import { LANGUAGES, type Language } from "@gh/contracts/languages";
import { msg } from "@gh/contracts/msg";
import { createRoute, z } from "@hono/zod-openapi";
import { BODY_REFUSALS, errorAnswer, forbidden, jsonAnswer, jsonBody, RATE_LIMITED, SIGNED_IN, SIGNED_OUT, STORAGE_DOWN, TOO_LARGE } from "../../http/openapi-answers.ts";
import { accountUserComponent, messageComponent } from "../../http/openapi-components.ts";

const tags = ["User"];
const accountUser = accountUserComponent;
const messageOnly = messageComponent;
const clearsCookie = z.object({ "Set-Cookie": z.string().describe("Clears this browser's session cookie.") });
const WRONG_PASSWORD_THROTTLED = {
  ...RATE_LIMITED,
  description: "Five wrong passwords within 15 minutes (code `rate_limited`; shared with the provider's settings): wait `Retry-After` seconds.",
};

/** The sign-up rules for the new password; the sign-in field for the current one, so these accept exactly what sign-up and sign-in do. */
const patientPasswordChangeSchema = z
  .object({ currentPassword: loginSchema.shape.password, newPassword: resetPasswordSchema.shape.password })
  .refine((body) => body.currentPassword !== body.newPassword, { message: msg("Choose a password different from the current one"), path: ["newPassword"] });

const deleteAccountSchema = z.object({ password: loginSchema.shape.password });

/** The language kept with the account (PUT /api/account/language, or the one it was made in). */
const accountLanguage = z
  .enum(LANGUAGES.map((language) => language.tag) as [Language, ...Language[]])
  .nullable()
  .describe("The language the account's e-mails and SMS are written in (en-GH, ak, ee, gaa or ha); null when none was chosen.");

export const currentUserRoute = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Who is signed in",
  description: "Any role. The browser's start-up read: a 401 means an anonymous visitor, not a failure.",
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(accountUser, "The signed-in account."),
    401: errorAnswer("No live session: the visitor is anonymous (code `unauthenticated`)."),
    503: STORAGE_DOWN,
  },
});

export const exportRoute = createRoute({
  method: "get",
  path: "/export",
  tags,
  summary: "Download everything held about the account",
  description: "Any role. A JSON file (an attachment no cache keeps): the account, its visits, payments, reviews, signed-in browsers, messages sent and, for a provider, the practice record.",
  security: SIGNED_IN,
  responses: {
    200: {
      ...jsonAnswer(dataExportSchema.extend({ account: accountUser, language: accountLanguage }).openapi("DataExport"), "Everything held about the account."),
      headers: z.object({
        "Content-Disposition": z.string().describe('`attachment; filename="ghanahealth-my-data-YYYY-MM-DD.json"`'),
        "Cache-Control": z.literal("no-store"),
      }),
    },
    401: SIGNED_OUT,
    503: STORAGE_DOWN,
  },
});

export const changePasswordRoute = createRoute({
  method: "post",
  path: "/password",
  tags,
  summary: "Change the password",
  description:
    "Role: patient (a provider is refused 403 and pointed to /provider/settings, which holds them to a longer password). Needs the current password. " +
    "Every session ends; this browser carries on with a new session cookie.",
  security: SIGNED_IN,
  request: { body: jsonBody(patientPasswordChangeSchema) },
  responses: {
    200: { ...jsonAnswer(messageOnly, "Changed; other browsers are signed out."), headers: z.object({ "Set-Cookie": z.string().describe("This browser's new session cookie.") }) },
    ...BODY_REFUSALS,
    400: errorAnswer(
      "A field is invalid, the new password is the current one, or the current password is wrong (code `validation_failed`; `error.fields` names each); or the body is not JSON (code `bad_request`).",
    ),
    401: SIGNED_OUT,
    403: forbidden("the account is not a patient's"),
    429: WRONG_PASSWORD_THROTTLED,
  },
});

export const signOutEverywhereRoute = createRoute({
  method: "post",
  path: "/sign-out-everywhere",
  tags,
  summary: "Sign out on every device",
  description: "Any role. Ends every session of the account, this browser's too.",
  security: SIGNED_IN,
  responses: {
    200: { ...jsonAnswer(messageOnly, "Signed out everywhere."), headers: clearsCookie },
    401: SIGNED_OUT,
    403: forbidden(),
    413: TOO_LARGE,
    503: STORAGE_DOWN,
  },
});

export const deleteAccountRoute = createRoute({
  method: "delete",
  path: "/",
  tags,
  summary: "Erase the account",
  description:
    "Role: patient (a provider deletes their profile from Edit Profile; an administrator is removed by the site operator: both 403). Needs the password. " +
    "Visits and payments stay for the records with the patient's details removed; unpaid bookings are cancelled; every session ends.",
  security: SIGNED_IN,
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    200: { ...jsonAnswer(accountDeletedSchema.openapi("AccountDeleted"), "Erased."), headers: clearsCookie },
    ...BODY_REFUSALS,
    400: errorAnswer("The password is missing or wrong (code `validation_failed`, `error.fields.password`), or the body is not JSON (code `bad_request`)."),
    401: SIGNED_OUT,
    403: forbidden("the account is not a patient's"),
    409: errorAnswer("Paid visits are still to come (code `conflict`): cancel them first (refunds follow the cancellation rules)."),
    429: WRONG_PASSWORD_THROTTLED,
  },
});
