/**
 * A provider's account as the API answers it (docs/architecture.md#api-hono-on-workers): the sign-up
 * and sign-in codes, registration, settings and payout details, as zod schemas. They are the
 * published contract and the source of the types in ../payouts.ts. Only the Worker loads this
 * module; screens import types, never these schemas.
 */
import { z } from "zod";
import { ROLES, type AccountUser } from "../auth.ts";
import { NETWORK_IDS, PAYOUT_METHODS } from "../payouts.ts";
import { providerSchema } from "../provider.ts";

/** A done change's sentence for the screen's toast. */
export const providerMessageSchema = z.object({ message: z.string() });

/** The saved payout details: the number masked but for its last digits. */
export const payoutDetailsSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  network: z.enum(NETWORK_IDS).nullable().describe("Mobile money only."),
  bankCode: z.string().nullable().describe("Bank only: the GhIPSS bank code."),
  accountNumberMasked: z.string().describe('e.g. "••••••4567".'),
  accountName: z.string(),
  updatedAt: z.string().describe("ISO instant of the last change."),
});

/** GET /api/provider/settings/payout-details. */
export const payoutDetailsAnswerSchema = z.object({ payoutDetails: payoutDetailsSchema.nullable().describe("Null until the provider adds them.") });

/** PUT /api/provider/settings/payout-details. */
export const payoutDetailsSavedSchema = z.object({ payoutDetails: payoutDetailsSchema, message: z.string() });

/** POST /api/provider/send-verification: the same answer whether or not a code went out, so it reveals nothing. */
export const providerCodeSentSchema = z.object({
  emailSent: z.literal(true),
  message: z.string(),
  code: z.string().optional().describe("Development only: the code just sent, when one was."),
});

/** The signed-in user as the API shows it to its owner (never a secret). */
export const providerAccountUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<AccountUser>;

/** POST /api/provider/verify-login: signed in (the session cookie is set). */
export const providerSignedInSchema = z.object({ verified: z.literal(true), user: providerAccountUserSchema, message: z.string() });

/** POST /api/provider/complete-registration: the account and practice made, and signed in. */
export const registrationCompleteSchema = providerSignedInSchema.extend({ provider: providerSchema });
