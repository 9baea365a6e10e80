/**
 * The patient's account calls. Each rule comes from packages/contracts (the sign-up password rule,
 * the sign-in password field), so these calls accept exactly what sign-up and sign-in do.
 */
import { loginSchema } from "@gh/contracts/auth";
import { resetPasswordSchema } from "@gh/contracts/auth/password-reset";
import { z } from "zod";

/** POST /api/user/password */
export const patientPasswordChangeSchema = z
  .object({ currentPassword: loginSchema.shape.password, newPassword: resetPasswordSchema.shape.password })
  .refine((body) => body.currentPassword !== body.newPassword, { message: "Choose a password different from the current one", path: ["newPassword"] });

/** DELETE /api/user */
export const deleteAccountSchema = z.object({ password: loginSchema.shape.password });

export const DATA_RIGHTS_MESSAGES = {
  passwordWrong: "Your password is not correct.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordChanged: "Password changed. Other devices have been signed out.",
  signedOutEverywhere: "Signed out on every device.",
  accountDeleted: "Your account has been deleted.",
  providersDeleteElsewhere: "Provider accounts are deleted from Edit Profile (Delete Profile), which also removes the practice's listing.",
  adminsCannotDelete: "Administrator accounts are removed by the site operator.",
  providersChangePasswordElsewhere: "Providers change their password in Settings (/provider/settings).",
  upcomingPaidVisits: (count: number) =>
    `You have ${count} upcoming paid ${count === 1 ? "appointment" : "appointments"}. Cancel ${count === 1 ? "it" : "them"} in My Appointments first (refunds follow the cancellation rules), then delete your account.`,
} as const;
