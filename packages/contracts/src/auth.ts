/**
 * Account calls (docs/product-rules.md#screens-and-texts) and their validation, shared by the API and the forms. Field
 * messages are the spec's where it gives one.
 */
import { z } from "zod";
import type { CodeSent } from "./answers/account.ts";
import { CODE_LENGTH, PASSWORD_MIN_PATIENT, passwordTooShort } from "./constants.ts";
import { msg } from "./msg.ts";

const trimmed = () => z.string({ message: msg("This field is required") }).trim();

export const emailField = () =>
  trimmed()
    .toLowerCase()
    .min(1, msg("Email is required"))
    .max(254, msg("Please enter a valid email address"))
    .pipe(z.email({ message: msg("Please enter a valid email address") }))
    // `.invalid` never receives mail (RFC 2606), and phone-only accounts' placeholders use it (docs/product-rules.md#basic-phones).
    .refine((email) => !email.endsWith(".invalid"), msg("Please enter a valid email address"));

export const verificationCodeField = () =>
  z
    .string({ message: msg("Enter the 6-digit code") })
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), msg("Enter the 6-digit code"));

const firstName = () => trimmed().min(1, msg("First name is required")).max(60, msg("First name is too long"));
const lastName = () => trimmed().min(1, msg("Last name is required")).max(60, msg("Last name is too long"));

/** POST /api/register. Providers register through the provider wizard, never here. */
export const registerSchema = z.object({
  email: emailField(),
  password: z
    .string({ message: msg("Password is required") })
    .min(PASSWORD_MIN_PATIENT, passwordTooShort(PASSWORD_MIN_PATIENT))
    .max(128, msg("Password must be at most 128 characters")),
  firstName: firstName(),
  lastName: lastName(),
  role: z.literal("patient", { message: msg("Healthcare providers register through the provider registration") }).default("patient"),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** POST /api/login */
export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ message: msg("Password is required") }).min(1, msg("Password is required")).max(128, msg("Password is too long")),
});

/** POST /api/verify-email and POST /api/provider/verify-login */
export const emailCodeSchema = z.object({ email: emailField(), code: verificationCodeField() });

/** POST /api/resend-verification */
export const resendVerificationSchema = z.object({ email: emailField() });

export const VERIFICATION_TYPES = ["email", "phone"] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** POST /api/auth/send-verification. A phone number may be given to set (or change) the one verified. */
export const sendVerificationSchema = z.object({
  type: z.enum(VERIFICATION_TYPES, { message: msg("type must be email or phone") }),
  phone: z.string().trim().min(1).max(20).optional(),
});

/** POST /api/auth/verify */
export const verifyCodeSchema = z.object({
  type: z.enum(VERIFICATION_TYPES, { message: msg("type must be email or phone") }),
  code: verificationCodeField(),
});

/** POST /api/provider/send-verification */
export const providerSendVerificationSchema = z.object({
  email: emailField(),
  mode: z.enum(["signup", "login"], { message: msg("mode must be signup or login") }),
});

/** PUT /api/users/:id (patient profile edit: first name, last name, e-mail required). */
export const updateUserSchema = z.object({ firstName: firstName(), lastName: lastName(), email: emailField() });

export const userIdParamSchema = z.object({
  id: z.coerce.number({ message: msg("User id must be a number") }).int(msg("User id must be a whole number")).positive(msg("User id must be positive")),
});

export { ROLES, type Role } from "./constants.ts";

/**
 * The answers' types, from their schemas in ./answers/account.ts (which only the Worker loads), so
 * the screens and the API share one definition.
 */
export type { AccountUser, CodeSent, LoginResult, RegisterResult, VerifyResult } from "./answers/account.ts";

/** Code-sending answers: /api/resend-verification, /api/auth/send-verification, and the provider wizard's /api/provider/send-verification, which adds `emailSent`. */
export type CodeSentResult = CodeSent & { emailSent?: boolean };
