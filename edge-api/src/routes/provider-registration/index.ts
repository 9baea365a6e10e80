/**
 * POST /api/provider/complete-registration: the wizard's account, after the code e-mailed by
 * POST /api/provider/send-verification (mode "signup"). Checks everything it can before it spends
 * the code, writes the account and practice in one batch, then signs the provider in.
 */
import { cedisToPesewas } from "@gh/contracts/money";
import { PROVIDER_MESSAGES, PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { completeRegistrationSchema } from "@gh/contracts/providers/practice";
import { DEFAULT_WORKING_HOURS } from "@gh/contracts/schedule/working-hours";
import { z } from "zod";
import { msg } from "@gh/contracts/msg";
import { toAccountUser } from "../../auth/account-user.ts";
import { codeDelivery } from "../../auth/code-delivery.ts";
import { hashPassword } from "../../auth/password.ts";
import { toGhanaE164 } from "../../auth/phone.ts";
import { startSession } from "../../auth/sign-in.ts";
import { database } from "../../db/client.ts";
import { coordinatesFor, scheduleColumns } from "../../db/provider-rows.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { jsonBody } from "../../http/openapi-answers.ts";
import { checkProfileImage, deleteProfileImage, storeProfileImage } from "../../images/profile-images.ts";
import { toProvider } from "../../db/provider-records.ts";
import { insertProviderAccount } from "../../db/provider-registration.ts";
import { completeRegistrationRoute } from "./routes.ts";
import { languageToStore, requestText } from "../../i18n/api-texts.ts";

/** The shared schema, with the phone also checked as a Ghana number (reported with the other fields) and turned into E.164. */
const registrationBodySchema = completeRegistrationSchema.extend({
  phone: completeRegistrationSchema.shape.phone.transform((phone, context) => {
    const e164 = toGhanaE164(phone);
    if (!e164) {
      context.addIssue({ code: "custom", message: PROVIDER_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return e164;
  }),
});

const EMAIL_TAKEN = msg("An account with this email address already exists. Please sign in instead.");

/**
 * The declared route, validated with the phone check above: libphonenumber stays out of the
 * declaration, which the browser reads. Both take the same JSON, so the document is unchanged.
 */
const validatedRoute = { ...completeRegistrationRoute, request: { body: jsonBody(registrationBodySchema) } };

export const providerRegistrationRoutes = declaredRoutes().openapi(validatedRoute, async (c) => {
  const input = c.req.valid("json");
  const db = database(c.env);
  // A photo we would refuse is refused before the single-use code is spent.
  const image = input.profileImage ? checkProfileImage(input.profileImage) : null;
  await codeDelivery(c.env, db).codes.verify("provider-signup", input.email, input.code);

  const passwordHash = await hashPassword(input.password);
  const imageUrl = image ? await storeProfileImage(c.env, image) : null;
  let registered: Awaited<ReturnType<typeof insertProviderAccount>>;
  try {
    registered = await insertProviderAccount(
      db,
      { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, phone: input.phone, profileImageUrl: imageUrl, language: languageToStore(c.req.raw) },
      {
        title: input.title,
        specialtyId: input.specialty,
        licenseNumber: input.licenseNumber,
        yearsExperience: input.yearsExperience,
        education: input.education,
        hospitalAffiliation: input.hospitalAffiliation,
        bio: input.bio,
        // The schema accepted the fee, so it converts.
        consultationFeePesewas: cedisToPesewas(input.consultationFee)!,
        location: input.location,
        city: input.city,
        region: input.region,
        address: input.address,
        phone: input.phone,
        email: input.email,
        website: input.website,
        profileImageUrl: imageUrl,
        services: JSON.stringify(input.services),
        languages: JSON.stringify(input.languages),
        // Listed with "Pending Verification" and no bookings until an administrator approves a licence
        // (docs/product-rules.md#licences-and-nhis).
        isVerified: false,
        licenceVerifiedFor: null,
        regulator: input.regulator,
        open24Hours: input.open24Hours,
        acceptsWalkIns: input.acceptsWalkIns,
        acceptsNhis: input.acceptsNhis,
        // A number only with NHIS: a practice that takes no NHIS has no accreditation to show.
        nhiaAccreditationNumber: input.acceptsNhis ? input.nhiaAccreditationNumber : null,
        ...scheduleColumns(input.workingHours ?? DEFAULT_WORKING_HOURS),
        ...coordinatesFor(input.city, input.region),
      },
    );
  } catch (error) {
    await deleteProfileImage(c.env, imageUrl);
    throw error;
  }
  if (registered === "taken") {
    await deleteProfileImage(c.env, imageUrl);
    throw new AppError(409, "conflict", EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }

  const { user, provider } = registered;
  await startSession(c, db, user);
  return c.json(
    {
      verified: true as const,
      user: toAccountUser(user),
      provider: toProvider({ provider, firstName: user.firstName, lastName: user.lastName }),
      message: requestText(c.req.raw, PROVIDER_TOASTS.registrationComplete.title),
    },
    201,
  );
});
