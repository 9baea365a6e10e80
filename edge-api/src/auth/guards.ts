/** Route guards: the server decides who may do what, whatever the browser shows. */
import { msg } from "@gh/contracts/msg";
import type { Role } from "@gh/contracts/auth";
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { createMiddleware } from "hono/factory";
import { database } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../http/errors.ts";
import { currentUser } from "./session.ts";

/** 403 to a signed-in account of the wrong kind. */
export const NO_ACCESS = msg("You do not have access to this");

/** Needs a signed-in user (401 otherwise), with one of `roles` when given (403 otherwise); sets c.var.user. */
export function requireUser(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await currentUser(c, database(c.env));
    if (!user) throw new AppError(401, "unauthenticated", AUTH_MESSAGES.notSignedIn);
    if (roles.length > 0 && !roles.includes(user.role)) throw new AppError(403, "forbidden", NO_ACCESS);
    c.set("user", user);
    await next();
  });
}

export const VERIFY_EMAIL_FIRST = msg("Please verify your email before booking.");

/**
 * Needs a signed-in patient whose e-mail is verified (booking, docs/product-rules.md#roles-and-ownership): 401 anonymous,
 * 403 for other roles or an unverified e-mail. Sets c.var.user.
 */
export function requireVerifiedPatient() {
  const patient = requireUser("patient");
  return createMiddleware<AppEnv>(async (c, next) =>
    patient(c, async () => {
      if (!c.get("user").emailVerified) throw new AppError(403, "forbidden", VERIFY_EMAIL_FIRST);
      await next();
    }),
  );
}
