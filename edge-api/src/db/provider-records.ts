/** Provider rows (joined with their user's name) to the API's Provider and Review shapes (@gh/contracts). */
import { ghanaYear, licenceStanding, type LicenceStanding } from "@gh/contracts/licences/options";
import { pesewasToCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import type { Review } from "@gh/contracts/search";
import { visitFeePesewas } from "@gh/contracts/visit-types";
import { providers, users } from "./schema.ts";
import type { reviews } from "./schema.ts";

/** Columns every provider read selects: the row plus its user's name. */
export const providerColumns = {
  provider: providers,
  firstName: users.firstName,
  lastName: users.lastName,
};

export interface ProviderRow {
  provider: typeof providers.$inferSelect;
  firstName: string;
  lastName: string;
}

/** JSON columns are written only by our code, but a bad value must degrade, not 500 a listing. */
function parseJson<T>(text: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === "string");
const isTextMap = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");


/**
 * A provider's licence standing (docs/product-rules.md#licences-and-nhis) from the stored flag and the
 * licence's year together: "verified" only when both say so, so every answer agrees with what search
 * orders and filters by (is_verified) and with the year, even between midnight on 1 January and the
 * run that clears last year's badges.
 */
export function standingOf(provider: { isVerified: boolean; licenceVerifiedFor: number | null }, year: number): LicenceStanding {
  const standing = licenceStanding(provider.licenceVerifiedFor, year);
  return standing === "verified" && !provider.isVerified ? "renewal_pending" : standing;
}

/** `now` decides the year a licence must be verified for (isVerified). */
export function toProvider({ provider: p, firstName, lastName }: ProviderRow, { now }: { now: number } = { now: Date.now() }): Provider {
  return {
    id: p.id,
    userId: p.userId,
    title: p.title,
    user: { firstName, lastName },
    specialty: p.specialtyId,
    licenseNumber: p.licenseNumber,
    yearsExperience: p.yearsExperience,
    education: p.education,
    hospitalAffiliation: p.hospitalAffiliation,
    bio: p.bio,
    consultationFee: pesewasToCedis(p.consultationFeePesewas),
    location: p.location,
    city: p.city,
    region: p.region,
    address: p.address,
    phone: p.phone,
    email: p.email,
    website: p.website,
    profileImage: p.profileImageUrl,
    workingHours: parseJson(p.workingHours, {}, isTextMap),
    services: parseJson(p.services, [], isTextList),
    languages: parseJson(p.languages, [], isTextList),
    averageRating: p.averageRating,
    reviewCount: p.reviewCount,
    isVerified: standingOf(p, ghanaYear(now)) === "verified",
    licenceVerifiedFor: p.licenceVerifiedFor,
    regulator: p.regulator,
    acceptsNhis: p.acceptsNhis,
    nhiaAccreditationNumber: p.nhiaAccreditationNumber,
    open24Hours: p.open24Hours,
    acceptsWalkIns: p.acceptsWalkIns,
    remoteVisits: {
      audio: p.offersAudio ? pesewasToCedis(visitFeePesewas(p, "audio")) : null,
      video: p.offersVideo ? pesewasToCedis(visitFeePesewas(p, "video")) : null,
    },
    latitude: p.latitude,
    longitude: p.longitude,
  };
}

/** A review as the API shows it: the visit's date alone, the writing time as an instant. */
export function toReview(review: typeof reviews.$inferSelect): Review {
  return {
    id: review.id,
    patientName: review.patientName,
    rating: review.rating,
    comment: review.comment,
    appointmentDate: review.appointmentDate === null ? null : new Date(review.appointmentDate).toISOString().slice(0, 10),
    createdAt: new Date(review.createdAt).toISOString(),
  };
}
