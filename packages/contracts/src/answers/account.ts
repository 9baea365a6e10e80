/**
 * What the account routes answer (sign-up, sign-in, codes, password reset, the signed-in account
 * and its data), as zod schemas: the API's published contract (docs/architecture.md#api-hono-on-workers)
 * and the source of the `AccountUser`, `LoginResult`, `VerifyResult`… types in ../auth.ts and
 * ../password-reset.ts. Only the Worker loads this module; the screens import its types alone.
 */
import { z } from "zod";
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES } from "../appointment-options.ts";
import { ROLES } from "../constants.ts";
import { PAYMENT_GATEWAYS } from "../payment-options.ts";
import { providerSchema } from "../provider.ts";
import { VISIT_TYPES } from "../visit-types.ts";
import { ownLicenceSchema } from "./licences.ts";

const isoInstant = () => z.string().describe("ISO 8601 instant (UTC).");
const message = () => z.string().describe("A sentence to show the user.");
/** `{ code }` only outside production (auth/code-delivery.ts's devCode), for the development-code toast. */
const developmentCode = () => z.string().optional().describe("Development only: the code just sent, shown in a toast. Never sent in production.");

/** The signed-in user as the API shows them to themselves: never a secret. */
export const accountUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable().describe("E.164 (+233…), or null when none was given."),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoInstant(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** A changing call that answers only with words (sign-out, password changed, …). */
export const messageSchema = z.object({ message: message() });
export type MessageResult = z.infer<typeof messageSchema>;

/** POST /api/register */
export const registerResultSchema = z.object({
  requiresVerification: z.literal(true).describe("Always: the e-mail is verified with a code before the first sign-in."),
  emailSent: z.boolean().describe("False when the account was made but the code could not be sent: the verify page's Resend is the way on."),
  firstName: z.string(),
  message: message(),
  code: developmentCode(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** POST /api/login */
export const loginResultSchema = z.object({
  role: z.enum(ROLES),
  firstName: z.string(),
  email: z.string(),
  requiresVerification: z.boolean().describe("The e-mail is not verified yet: a code was sent, and no session started."),
  requiresProviderVerification: z.boolean().describe("A provider's second factor: a code was e-mailed (POST /api/provider/verify-login), and no session started."),
  message: message(),
  code: developmentCode(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/verify-email, /api/auth/verify and /api/provider/verify-login. */
export const verifyResultSchema = z.object({ verified: z.literal(true), user: accountUserSchema, message: message() });
export type VerifyResult = z.infer<typeof verifyResultSchema>;

/** A code was sent (or, so the answer reveals nothing, would have been): resend, send-verification, password forgot. */
export const codeSentSchema = z.object({ message: message(), code: developmentCode() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** PUT /api/users/:id */
export const profileUpdateResultSchema = z.object({
  user: accountUserSchema,
  requiresVerification: z.boolean().describe("The e-mail changed: it was sent a code and must be verified again."),
  message: message(),
  code: developmentCode(),
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;

/** DELETE /api/user */
export const accountDeletedSchema = z.object({
  message: message(),
  appointmentsKept: z.number().int().describe("Appointments kept for the providers' and the accounts' records, with the patient's details removed."),
  reviewsKept: z.number().int().describe('Reviews kept, now shown as "Former patient".'),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/**
 * The provider's own record in the export: the providers row as stored, so beside the public
 * profile's fields it has the stored forms (pesewas, JSON text, epoch milliseconds) and the search
 * bookkeeping (slots per weekday, rating score, map square).
 */
const exportedPracticeSchema = providerSchema
  .pick({
    id: true,
    userId: true,
    title: true,
    licenseNumber: true,
    yearsExperience: true,
    education: true,
    hospitalAffiliation: true,
    bio: true,
    location: true,
    city: true,
    region: true,
    address: true,
    phone: true,
    email: true,
    website: true,
    averageRating: true,
    reviewCount: true,
    isVerified: true,
    open24Hours: true,
    acceptsWalkIns: true,
    latitude: true,
    longitude: true,
  })
  .extend({
    specialtyId: z.string(),
    consultationFeePesewas: z.number().int(),
    offersAudio: z.boolean(),
    offersVideo: z.boolean(),
    audioFeePesewas: z.number().int().nullable(),
    videoFeePesewas: z.number().int().nullable(),
    profileImageUrl: z.string().nullable(),
    workingHours: z.string().describe("JSON object: day name → hours text."),
    services: z.string().describe("JSON list of text."),
    languages: z.string().describe("JSON list of text."),
    ratingScore: z.number().nullable(),
    slotsSunday: z.number().int(),
    slotsMonday: z.number().int(),
    slotsTuesday: z.number().int(),
    slotsWednesday: z.number().int(),
    slotsThursday: z.number().int(),
    slotsFriday: z.number().int(),
    slotsSaturday: z.number().int(),
    geoCell: z.number().int().nullable(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  });

/** GET /api/user/export: everything held about the account (docs/product-rules.md#data-rights). */
export const dataExportSchema = z.object({
  exportedAt: isoInstant(),
  account: accountUserSchema,
  appointments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.object({ id: z.number().int(), name: z.string().nullable().describe("Null when the provider's account is gone.") }),
      appointmentDate: isoInstant(),
      status: z.enum(APPOINTMENT_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      reason: z.string().nullable(),
      notes: z.string().nullable(),
      cancellationReason: z.string().nullable(),
      visitType: z.enum(VISIT_TYPES),
      visitNote: z.string().nullable().describe("What the provider wrote to the patient after a remote visit."),
      patientName: z.string(),
      patientPhone: z.string(),
      patientEmail: z.string(),
      feePesewas: z.number().int(),
      transactionId: z.string().nullable(),
      createdAt: isoInstant(),
      updatedAt: isoInstant(),
    }),
  ),
  payments: z.array(
    z.object({
      reference: z.string(),
      appointmentId: z.number().int(),
      gateway: z.enum(PAYMENT_GATEWAYS),
      amountPesewas: z.number().int(),
      currency: z.string(),
      status: z.enum(["pending", "success", "failed"]),
      channel: z.string().nullable(),
      paidAt: isoInstant().nullable(),
      createdAt: isoInstant(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      providerId: z.number().int(),
      appointmentId: z.number().int().nullable(),
      shownAs: z.string(),
      rating: z.number(),
      comment: z.string(),
      createdAt: isoInstant(),
    }),
  ),
  signIns: z
    .array(z.object({ signedInAt: isoInstant(), lastSeenAt: isoInstant(), expiresAt: isoInstant(), thisBrowser: z.boolean() }))
    .describe("Every browser signed in now (never a token)."),
  messagesSent: z.array(z.object({ channel: z.enum(["email", "sms"]), to: z.string(), subject: z.string().nullable(), body: z.string(), sentAt: isoInstant() })),
  retriedRequests: z
    .array(z.object({ key: z.string(), answeredWith: z.number().int().nullable(), createdAt: isoInstant(), expiresAt: isoInstant() }))
    .describe("Idempotency keys kept for 24 hours (docs/decisions/0006-idempotency-keys.md)."),
  callEntries: z
    .array(z.object({ appointmentId: z.number().int(), role: z.enum(["patient", "provider"]), joinedAt: isoInstant(), leftAt: isoInstant().nullable() }))
    .describe("Each time the account entered a remote visit's call, and when it left: all that is kept of a call."),
  ussdCallers: z
    .array(
      z.object({
        phone: z.string(),
        language: z.string().nullable(),
        lastSearch: z.object({ specialty: z.string(), place: z.string() }).nullable(),
        createdAt: isoInstant(),
        updatedAt: isoInstant(),
      }),
    )
    .describe("What the USSD service keeps about the account's number: the menu's language and last search (docs/product-rules.md#basic-phones)."),
  nhisReports: z
    .array(z.object({ id: z.number().int(), appointmentId: z.number().int(), providerId: z.number().int(), details: z.string(), createdAt: isoInstant() }))
    .describe("What the patient reported of being charged for an NHIS-covered service (read by administrators only)."),
  providerProfile: exportedPracticeSchema.nullable().describe("A provider's own practice record; null for other accounts."),
  licences: z.array(ownLicenceSchema).describe("A provider's licence uploads and their review, newest first; each document at its `documentUrl`. Empty for other accounts."),
});
export type DataExport = z.infer<typeof dataExportSchema>;
