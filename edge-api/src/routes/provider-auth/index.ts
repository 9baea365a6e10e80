/**
 * Provider e-mail codes: POST /api/provider/send-verification (mode "signup": the registration
 * wizard's code; mode "login": resend the sign-in code) and POST /api/provider/verify-login (the
 * second factor). A login code exists only after the right password, and only for 10 minutes after
 * it, so the code alone never opens an account.
 */
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { toAccountUser } from "../../auth/account-user.ts";
import { codeDelivery, devCode } from "../../auth/code-delivery.ts";
import { startSession } from "../../auth/sign-in.ts";
import { database } from "../../db/client.ts";
import { findUserByEmail } from "../../db/users.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { sendProviderCodeRoute, verifyProviderLoginRoute } from "./routes.ts";
import { recipientLanguage, requestText } from "../../i18n/api-texts.ts";

export const providerAuthRoutes = declaredRoutes()
  .openapi(sendProviderCodeRoute, async (c) => {
    const { email, mode } = c.req.valid("json");
    const db = database(c.env);
    const delivery = codeDelivery(c.env, db, recipientLanguage(null, c.req.raw));
    if (mode === "signup") {
      // The answer, and the limits, are the same whether or not the address is taken, so the wizard
      // reveals nothing; a taken address gets no code, its owner a notice instead (in their language).
      let code: string | null = null;
      const existing = await findUserByEmail(db, email);
      if (existing) {
        await delivery.codes.countSend("provider-signup", email);
        await codeDelivery(c.env, db, recipientLanguage(existing, c.req.raw)).existingAccountNotice(email);
      } else {
        code = await delivery.providerSignup(email);
      }
      return c.json({ emailSent: true as const, message: requestText(c.req.raw, AUTH_MESSAGES.codeSent), ...devCode(c.env, code) }, 200);
    }
    const challenge = await delivery.codes.pending("login", email);
    const challengeExpiresAt = Number(challenge?.challengeExpiresAt ?? 0);
    // Without a live sign-in (right password, last 10 minutes) nothing is sent; the answer is the same.
    const code =
      challengeExpiresAt > Date.now() ? await codeDelivery(c.env, db, recipientLanguage(await findUserByEmail(db, email), c.req.raw)).providerLogin(email, challengeExpiresAt) : null;
    return c.json({ emailSent: true as const, message: requestText(c.req.raw, AUTH_MESSAGES.codeSent), ...devCode(c.env, code) }, 200);
  })
  .openapi(verifyProviderLoginRoute, async (c) => {
    const { email, code } = c.req.valid("json");
    const db = database(c.env);
    const { challengeExpiresAt } = await codeDelivery(c.env, db).codes.verify("login", email, code);
    const user = await findUserByEmail(db, email);
    if (!user || user.role !== "provider" || Number(challengeExpiresAt) <= Date.now()) {
      throw new AppError(400, "invalid_code", AUTH_MESSAGES.codeExpired);
    }
    await startSession(c, db, user);
    return c.json({ verified: true as const, user: toAccountUser(user), message: requestText(c.req.raw, AUTH_MESSAGES.loginSuccessful) }, 200);
  });
