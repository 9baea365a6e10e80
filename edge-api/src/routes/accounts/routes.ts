/**
 * Patient sign-up, sign-in, sign-out and e-mail verification, declared once (see ../providers/routes.ts):
 * mounted at the API's root, so POST /api/register, /api/login, … Worker-free.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { loginResultSchema, registerResultSchema } from "@gh/contracts/answers/account";
import { emailCodeSchema, loginSchema, registerSchema, resendVerificationSchema } from "@gh/contracts/auth";
import { createRoute, z } from "@hono/zod-openapi";
import {
  BODY_REFUSALS,
  CODE_USED_UP,
  errorAnswer,
  forbidden,
  jsonAnswer,
  jsonBody,
  OPTIONAL_SESSION,
  RATE_LIMITED,
  STORAGE_DOWN,
  TOO_LARGE,
} from "../../http/openapi-answers.ts";
import { codeSentComponent, messageComponent, verifyResultComponent } from "../../http/openapi-components.ts";

const tags = ["Accounts"];
const verifyResult = verifyResultComponent;
const codeSent = codeSentComponent;
const messageOnly = messageComponent;
/** A code answer's own refusals: wrong or used up, and too many wrong tries (which voids the code; no Retry-After, a new code is the way on). */
const WRONG_CODE = errorAnswer("The body is invalid (code `validation_failed`), or the code is wrong, expired or already used (code `invalid_code`).");
const sessionCookie = (description: string) => z.object({ "Set-Cookie": z.string().describe(description) });

export const registerRoute = createRoute({
  method: "post",
  path: "/register",
  tags,
  summary: "Sign up as a patient",
  description:
    "Makes a patient account and e-mails a 6-digit code to verify the address; no session starts. An address that already has an account gets the same answer " +
    "(its owner is told by e-mail, or sent a fresh code if it was never verified), so sign-up reveals nothing. Providers register through the provider wizard.",
  request: { body: jsonBody(registerSchema) },
  responses: {
    201: jsonAnswer(registerResultSchema.openapi("RegisterResult"), "The account is made (or the address was taken: the same answer). `emailSent` false: the code could not be sent; use Resend."),
    ...BODY_REFUSALS,
    429: RATE_LIMITED,
  },
});

export const loginRoute = createRoute({
  method: "post",
  path: "/login",
  tags,
  summary: "Sign in with e-mail and password",
  description:
    "A verified patient or an administrator is signed in. An unverified e-mail is sent a code instead (`requiresVerification`); a provider is e-mailed a sign-in code " +
    "(`requiresProviderVerification`, then POST /api/provider/verify-login): neither starts a session. Failed passwords are limited per browser that signed in before, " +
    "else per account and address, per account and per address (15 minutes).",
  request: { body: jsonBody(loginSchema) },
  responses: {
    200: {
      ...jsonAnswer(loginResultSchema.openapi("LoginResult"), "The password is right: signed in, or the next step to take."),
      headers: sessionCookie("The device cookie (this browser gave the account's right password; only sign-in reads it) and, when the sign-in is complete, the new session cookie."),
    },
    ...BODY_REFUSALS,
    401: errorAnswer("Wrong e-mail or password (code `unauthenticated`)."),
    429: RATE_LIMITED,
  },
});

export const logoutRoute = createRoute({
  method: "post",
  path: "/logout",
  tags,
  summary: "Sign out (this browser)",
  description: "Ends the session the cookie names, if any, and clears the cookie; answers the same when signed out already.",
  security: OPTIONAL_SESSION,
  responses: {
    200: { ...jsonAnswer(messageOnly, "Signed out."), headers: sessionCookie("Clears the session cookie.") },
    403: forbidden(),
    413: TOO_LARGE,
    503: STORAGE_DOWN,
  },
});

export const logoutLinkRoute = createRoute({
  method: "get",
  path: "/logout",
  tags,
  summary: "Sign out by following a link, then go home",
  description:
    "The site's own Sign Out link. A navigation another site started (Sec-Fetch-Site or Origin from elsewhere) is sent home still signed in, " +
    "since SameSite=Lax lets the cookie ride along on it.",
  security: OPTIONAL_SESSION,
  responses: {
    302: {
      description: "To the home page; signed out unless the link was on another site.",
      headers: z.object({
        Location: z.literal("/").describe("The home page."),
        "Set-Cookie": z.string().optional().describe("Clears the session cookie (absent when another site started the navigation)."),
      }),
    },
    503: STORAGE_DOWN,
  },
});

export const verifyEmailRoute = createRoute({
  method: "post",
  path: "/verify-email",
  tags,
  summary: "Verify a new account's e-mail with its code, and sign in",
  description: "The code sent at sign-up (or by Resend). A right code verifies the address and starts a session. Five wrong codes void it.",
  request: { body: jsonBody(emailCodeSchema) },
  responses: {
    200: { ...jsonAnswer(verifyResult, "Verified and signed in."), headers: sessionCookie("The new session cookie.") },
    ...BODY_REFUSALS,
    400: WRONG_CODE,
    429: CODE_USED_UP,
  },
});

export const resendVerificationRoute = createRoute({
  method: "post",
  path: "/resend-verification",
  tags,
  summary: "Send a new sign-up code",
  description: "The same answer (and the same limits: 60 s apart, 5 an hour) whether or not the address has an account waiting for verification, so it reveals nothing.",
  request: { body: jsonBody(resendVerificationSchema) },
  responses: {
    200: jsonAnswer(codeSent, "Sent if the address has an unverified account."),
    ...BODY_REFUSALS,
    429: RATE_LIMITED,
  },
});
