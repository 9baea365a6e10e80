/**
 * Patient sign-up, sign-in (with the provider's e-mail second factor), sign-out and e-mail
 * verification: POST /api/register, /api/login, /api/logout, /api/verify-email,
 * /api/resend-verification and GET /api/logout.
 */
import type { LoginResult, RegisterResult, VerifyResult } from "@gh/contracts/auth";
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { msg } from "@gh/contracts/msg";
import { toAccountUser } from "../../auth/account-user.ts";
import { codeDelivery, devCode, LOGIN_CHALLENGE_MS, unlessRateLimited } from "../../auth/code-delivery.ts";
import { clearSessionCookie, setLanguageCookie } from "../../auth/cookies.ts";
import { issueDeviceCookie, trustedDevice } from "../../auth/device-cookie.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { clear, count, peekWindow } from "../../auth/rate-limit.ts";
import { endSession } from "../../auth/session.ts";
import { startSession } from "../../auth/sign-in.ts";
import { database } from "../../db/client.ts";
import { findUserByEmail, insertPatient, updateUser } from "../../db/users.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { fromAnotherOrigin } from "../../http/same-origin.ts";
import { loginRoute, logoutLinkRoute, logoutRoute, registerRoute, resendVerificationRoute, verifyEmailRoute } from "./routes.ts";
import { languageToStore, recipientLanguage, requestText } from "../../i18n/api-texts.ts";

/** Checked against when the e-mail is unknown, so both answers take the same time. */
const UNKNOWN_USER_HASH =
  "pbkdf2-sha512$100000$vo7KPpiSeRyHwk5MCsI0Jg==$AlBOww5ZtfUo9ZsROuousV/Mry4+46SFLRheLRBkgjt2fQaJezi6+BgQMaOFzoMIqWTq4wHaaFoLPKedFfeCUA==";

/** Registered, but the code could not be sent (the code store or the mail provider failed). */
export const CODE_NOT_SENT_MESSAGE = msg("Your account is created, but we could not send the verification code just now. Please use Resend on the next page.");

const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** A browser holding the account's device cookie: its own wrong passwords, no one else's. */
const MAX_FAILURES_PER_DEVICE = 5;
/** Any other client: per account and address, per account from everywhere, per address for any account. */
const MAX_FAILURES_PER_CLIENT = 5;
const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * The failure counters a sign-in is judged by, and counts towards when the password is wrong (see
 * auth/device-cookie.ts). A known browser is limited by its own cookie alone, so strangers' guesses
 * (from anywhere, or behind the same shared mobile address) never lock it out. Anyone else is
 * limited per account and address, which stops one client guessing without locking anyone else out,
 * and per account from everywhere, a looser limit that keeps guessing from many addresses slow.
 */
function loginLimits(email: string, address: string, device: string | null): [key: string, max: number][] {
  if (device) return [[`login-failures-device:${device}`, MAX_FAILURES_PER_DEVICE]];
  return [
    [`login-failures:${email}:${address}`, MAX_FAILURES_PER_CLIENT],
    [`login-failures:${email}`, MAX_FAILURES_PER_ACCOUNT],
    [`login-failures-from:${address}`, MAX_FAILURES_PER_ADDRESS],
  ];
}

export const accountRoutes = declaredRoutes()
  .openapi(registerRoute, async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    // The new account speaks the language it was made in; an existing one is written to in its own.
    const delivery = codeDelivery(c.env, db, recipientLanguage(null, c.req.raw));
    const user = await insertPatient(db, { ...input, passwordHash: await hashPassword(input.password), language: languageToStore(c.req.raw) });
    let code: string | null = null;
    let emailSent = true;
    try {
      if (user) {
        code = await delivery.emailVerification(user.email);
      } else {
        // The address has an account already. Same answer either way, so sign-up reveals nothing;
        // the owner is told by e-mail instead (or gets a fresh code if they never verified). A code
        // held back by the 60 s wait was really sent moments ago: failed sends do not start the wait.
        const existing = await findUserByEmail(db, input.email);
        const toExisting = codeDelivery(c.env, db, recipientLanguage(existing, c.req.raw));
        if (existing && !existing.emailVerified) code = await unlessRateLimited(() => toExisting.emailVerification(input.email));
        else {
          // Reads the code store as a new sign-up writes it, so that while it is down both answer alike.
          await toExisting.codes.pending("signup", input.email);
          await toExisting.existingAccountNotice(input.email);
        }
      }
    } catch (error) {
      // The code store or the mail provider failed after the account was made, or the address's
      // sends were used up before it (an account erased and made again within the hour): the account
      // stands, and the answer says no e-mail went out, so the verify page's Resend (not a new
      // sign-up) is the way on. A failed send did not use up the resend wait.
      const codeNotSent = error instanceof AppError && (error.status === 503 || (error.status === 429 && user !== null));
      if (!codeNotSent) throw error;
      emailSent = false;
    }
    const result: RegisterResult = {
      requiresVerification: true,
      emailSent,
      firstName: input.firstName,
      message: requestText(c.req.raw, emailSent ? AUTH_MESSAGES.registrationSuccessful : CODE_NOT_SENT_MESSAGE),
      ...devCode(c.env, code),
    };
    return c.json(result, 201);
  })

  .openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid("json");
    const db = database(c.env);
    const address = c.req.header("CF-Connecting-IP") ?? "unknown";
    const user = await findUserByEmail(db, email);
    const limits = loginLimits(email, address, await trustedDevice(c, user));
    const windows = await Promise.all(limits.map(([key]) => peekWindow(db, key, LOGIN_FAILURE_WINDOW_MS)));
    const exceeded = windows.filter((window, index) => window.count >= limits[index]![1]);
    if (exceeded.length > 0) {
      const retryAfterSeconds = Math.max(...exceeded.map((window) => window.retryAfterSeconds));
      throw new AppError(429, "rate_limited", AUTH_MESSAGES.tooManyLogins, undefined, { "Retry-After": String(retryAfterSeconds) });
    }

    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !passwordMatches) {
      for (const [key] of limits) await count(db, key, LOGIN_FAILURE_WINDOW_MS);
      throw new AppError(401, "unauthenticated", AUTH_MESSAGES.invalidCredentials);
    }
    // The account-wide count is left to run out: the owner signing in does not reopen guessing.
    await clear(db, limits[0]![0]);
    await issueDeviceCookie(c, user);

    const delivery = codeDelivery(c.env, db, recipientLanguage(user, c.req.raw));
    const answer = { role: user.role, firstName: user.firstName, email: user.email };
    if (!user.emailVerified) {
      const code = await unlessRateLimited(() => delivery.emailVerification(user.email));
      const result: LoginResult = { ...answer, requiresVerification: true, requiresProviderVerification: false, message: requestText(c.req.raw, AUTH_MESSAGES.verifyBeforeLogin), ...devCode(c.env, code) };
      // The right password: the browser takes the account's language now (startSession does on the other ways in).
      setLanguageCookie(c, user.language);
      return c.json(result, 200);
    }
    if (user.role === "provider") {
      // The session starts only after the e-mailed code (POST /api/provider/verify-login).
      // A code sent moments ago is still good, so a quick second sign-in does not fail on the cooldown.
      const code = await unlessRateLimited(() => delivery.providerLogin(user.email, Date.now() + LOGIN_CHALLENGE_MS, { afterPassword: true }));
      const result: LoginResult = { ...answer, requiresVerification: false, requiresProviderVerification: true, message: requestText(c.req.raw, AUTH_MESSAGES.providerVerification), ...devCode(c.env, code) };
      setLanguageCookie(c, user.language);
      return c.json(result, 200);
    }
    await startSession(c, db, user);
    const result: LoginResult = { ...answer, requiresVerification: false, requiresProviderVerification: false, message: requestText(c.req.raw, AUTH_MESSAGES.loginSuccessful) };
    return c.json(result, 200);
  })

  .openapi(logoutRoute, async (c) => {
    await endSession(c, database(c.env));
    clearSessionCookie(c);
    return c.json({ message: requestText(c.req.raw, AUTH_MESSAGES.loggedOut) }, 200);
  })

  .openapi(logoutLinkRoute, async (c) => {
    // Another site's link (or redirect) to here would sign the visitor out: SameSite=Lax sends the
    // cookie on top-level navigations. Only our own pages' Logout, or the visitor's own typing, ends
    // the session; the rest are sent home still signed in.
    if (fromAnotherOrigin(c)) return c.redirect("/", 302);
    await endSession(c, database(c.env));
    clearSessionCookie(c);
    return c.redirect("/", 302);
  })

  .openapi(verifyEmailRoute, async (c) => {
    const { email, code } = c.req.valid("json");
    const db = database(c.env);
    await codeDelivery(c.env, db).codes.verify("signup", email, code);
    const user = await findUserByEmail(db, email);
    if (!user) throw new AppError(400, "invalid_code", AUTH_MESSAGES.invalidCode);
    const verified = await updateUser(db, user.id, { emailVerified: true });
    await startSession(c, db, verified);
    return c.json({ verified: true, user: toAccountUser(verified), message: requestText(c.req.raw, AUTH_MESSAGES.emailVerified) } satisfies VerifyResult, 200);
  })

  .openapi(resendVerificationRoute, async (c) => {
    const { email } = c.req.valid("json");
    const db = database(c.env);
    const user = await findUserByEmail(db, email);
    const delivery = codeDelivery(c.env, db, recipientLanguage(user, c.req.raw));
    // Limits count for every address, known or not, so the answer reveals nothing.
    const code = user && !user.emailVerified ? await delivery.emailVerification(email) : (await delivery.codes.issue("signup", email), null);
    return c.json({ message: requestText(c.req.raw, AUTH_MESSAGES.resendGeneric), ...devCode(c.env, code) }, 200);
  });
