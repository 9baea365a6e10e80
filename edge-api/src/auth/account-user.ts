import type { AccountUser } from "@gh/contracts/auth";
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { AppError } from "../http/errors.ts";
import type { SessionUser } from "./session.ts";

/** A user as the API shows it to its owner: no password hash, ISO dates. */
export function toAccountUser(user: SessionUser): AccountUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    profileImageUrl: user.profileImageUrl,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** 409 for an e-mail another account already uses (profile edits), on the form's email field. */
export function emailInUse(): AppError {
  return new AppError(409, "conflict", AUTH_MESSAGES.emailInUse, { email: AUTH_MESSAGES.emailInUse });
}
