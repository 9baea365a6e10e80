/**
 * Account recovery (docs/product-rules.md#verification-codes): POST /api/password/forgot sends a 6-digit code, POST
 * /api/password/reset sets a new password with it. Neither answer reveals whether an account exists;
 * a reset ends every session and never starts one (a provider still gets the e-mailed second factor).
 */
import { PASSWORD_RESET_MESSAGES, PROVIDER_PASSWORD_RULE, type ForgotPasswordResult, type ResetPasswordResult } from "@gh/contracts/auth/password-reset";
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { msg } from "@gh/contracts/msg";
import { codeDelivery, devCode } from "../../auth/code-delivery.ts";
import { clearSessionCookie } from "../../auth/cookies.ts";
import { hashPassword } from "../../auth/password.ts";
import { clearWithSubkeys } from "../../auth/rate-limit.ts";
import { database } from "../../db/client.ts";
import { findUserByEmail, replacePassword } from "../../db/users.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { forgotPasswordRoute, resetPasswordRoute } from "./routes.ts";
import { recipientLanguage, requestText } from "../../i18n/api-texts.ts";

export const passwordRoutes = declaredRoutes()
  .openapi(forgotPasswordRoute, async (c) => {
    const { email, channel } = c.req.valid("json");
    const db = database(c.env);
    const user = await findUserByEmail(db, email);
    const delivery = codeDelivery(c.env, db, recipientLanguage(user, c.req.raw));
    let code: string | null = null;
    if (user) {
      // SMS only to a phone the owner proved; without one the code goes by e-mail, and the answer is the same.
      const phone = channel === "sms" && user.phoneVerified && user.phone ? user.phone : null;
      code = await delivery.passwordReset(user.email, phone);
    } else {
      // The same limits (and so the same 429s) for an address with no account, so they reveal nothing.
      await delivery.codes.countSend("password-reset", email);
    }
    const result: ForgotPasswordResult = { message: requestText(c.req.raw, PASSWORD_RESET_MESSAGES.codeSent), ...devCode(c.env, code) };
    return c.json(result, 200);
  })

  .openapi(resetPasswordRoute, async (c) => {
    const { email, code, password } = c.req.valid("json");
    const db = database(c.env);
    const delivery = codeDelivery(c.env, db);
    // An unknown address has no code, so it fails here exactly like a known one without a code.
    await delivery.codes.check("password-reset", email, code);
    const user = await findUserByEmail(db, email);
    if (!user) throw new AppError(400, "invalid_code", AUTH_MESSAGES.codeExpired);
    if (user.role === "provider" && password.length < PROVIDER_PASSWORD_RULE.min) {
      // Told only to whoever holds the code, which stays valid so the provider can choose a longer one.
      throw new AppError(400, "validation_failed", msg("Some fields are missing or invalid"), { password: PROVIDER_PASSWORD_RULE.message });
    }
    await delivery.codes.discard("password-reset", email);
    await replacePassword(db, user.id, await hashPassword(password));
    // A sign-in code sent after the old password is void too, and failed sign-ins before the reset no longer lock the account out.
    await delivery.codes.discard("login", email);
    // The account's count and its per-address ones (routes/accounts): the owner has proved themselves.
    await clearWithSubkeys(db, `login-failures:${email}`);
    await codeDelivery(c.env, db, recipientLanguage(user, c.req.raw)).passwordChanged(user.email);
    clearSessionCookie(c);
    const result: ResetPasswordResult = { message: requestText(c.req.raw, PASSWORD_RESET_MESSAGES.passwordChanged) };
    return c.json(result, 200);
  });
