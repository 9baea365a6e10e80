/**
 * A signed-in user verifies their e-mail or phone: POST /api/auth/send-verification and /api/auth/verify.
 * A verified e-mail starts a new session (a new token), as every change of who the browser is does; a
 * patient's verified phone takes in the bookings made by USSD from that number (db/account-join.ts).
 */
import type { VerifyResult } from "@gh/contracts/auth";
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { msg } from "@gh/contracts/msg";
import { toAccountUser } from "../../auth/account-user.ts";
import { codeDelivery, devCode } from "../../auth/code-delivery.ts";
import { requireUser } from "../../auth/guards.ts";
import { toGhanaE164 } from "../../auth/phone.ts";
import { startSession } from "../../auth/sign-in.ts";
import { verifyPhone } from "../../db/account-join.ts";
import { database } from "../../db/client.ts";
import { updateUser } from "../../db/users.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { sendVerificationRoute, verifyRoute } from "./routes.ts";
import { recipientLanguage, requestText } from "../../i18n/api-texts.ts";

export const verificationRoutes = declaredRoutes()
  .openapi(guarded(sendVerificationRoute, requireUser()), async (c) => {
    const { type, phone } = c.req.valid("json");
    const user = c.get("user");
    const delivery = codeDelivery(c.env, database(c.env), recipientLanguage(user, c.req.raw));
    if (type === "email") {
      if (user.emailVerified) return c.json({ message: requestText(c.req.raw, msg("Your email is already verified")) }, 200);
      const code = await delivery.emailVerification(user.email);
      return c.json({ message: requestText(c.req.raw, AUTH_MESSAGES.codeSent), ...devCode(c.env, code) }, 200);
    }
    const number = toGhanaE164(phone ?? user.phone ?? "");
    if (!number) {
      throw new AppError(400, "validation_failed", msg("Some fields are missing or invalid"), { phone: msg("Please enter a valid Ghana phone number, e.g. +233 24 123 4567") });
    }
    const code = await delivery.phoneVerification(user.id, number);
    return c.json({ message: requestText(c.req.raw, AUTH_MESSAGES.codeSent), ...devCode(c.env, code) }, 200);
  })
  .openapi(guarded(verifyRoute, requireUser()), async (c) => {
    const { type, code } = c.req.valid("json");
    const user = c.get("user");
    const db = database(c.env);
    const { codes } = codeDelivery(c.env, db);
    if (type === "email") {
      await codes.verify("signup", user.email, code);
      const verified = await updateUser(db, user.id, { emailVerified: true });
      // Who this browser is has changed (now a verified account): a new token, as /api/verify-email gives.
      await startSession(c, db, verified);
      return c.json({ verified: true, user: toAccountUser(verified), message: requestText(c.req.raw, AUTH_MESSAGES.emailVerified) } satisfies VerifyResult, 200);
    }
    // The number is the one the code was sent to, never one supplied now.
    const { phone } = await codes.verify("phone", `user:${user.id}`, code);
    if (!phone) throw new AppError(400, "invalid_code", AUTH_MESSAGES.invalidCode);
    // A patient who booked by phone with this number finds those bookings in My Appointments from now on.
    const { account, bookingsJoined } = await verifyPhone(db, user, phone, Date.now());
    const message = bookingsJoined > 0 ? AUTH_MESSAGES.phoneVerifiedBookingsJoined : AUTH_MESSAGES.phoneVerified;
    return c.json({ verified: true, user: toAccountUser(account), message: requestText(c.req.raw, message) } satisfies VerifyResult, 200);
  });
