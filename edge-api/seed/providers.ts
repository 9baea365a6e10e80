/** Builds one provider (and its user) from where it practises and what its specialty is. */
import { slotColumns } from "./slot-columns.ts";
import { findTown, GHANA_TOWNS, type Town } from "@gh/contracts/places";
import type { WorkingHours } from "@gh/contracts/providers";
import { displayTitle, type Region, type Title } from "@gh/contracts/regions";
import type { SpecialtyId } from "@gh/contracts/specialties";
import { ghanaMobile, UNUSABLE_PASSWORD_HASH } from "./accounts.ts";
import { writeBio } from "./bios.ts";
import { DAY_MS, utcDate } from "./calendar.ts";
import { pickLanguages } from "./languages.ts";
import { licenceHistory, type LicenceCase, type LicenceCaseDeck, type LicenceHistory } from "./licence-history.ts";
import { pickPersonName, type PersonName } from "./names.ts";
import { pickNhisFacts, type NhisFacts } from "./nhis.ts";
import { choosePractice, streetAddress } from "./practices.ts";
import { licenseNumber, pickDegree, pickTitle, professionRegulator, type Profession } from "./professions.ts";
import type { Random } from "./random.ts";
import type { ProviderRow, UserRow } from "./rows.ts";
import { practitionerNoun, SPECIALTY_PROFILES, type SpecialtyProfile } from "./specialty-profiles.ts";
import type { PracticeFacts } from "./practice-facts.ts";
import { everyBookableDay, pickWorkingHours } from "./working-hours.ts";

export interface ProviderPlan {
  providerId: number;
  userId: number;
  region: Region;
  specialtyId: SpecialtyId;
  /** Facts fixed in advance (the demo provider); anything left out is drawn. */
  pinned?: {
    name?: PersonName;
    /** A gazetteer town in the plan's region. */
    townName?: string;
    title?: Title;
    isVerified?: boolean;
    workingHours?: WorkingHours;
    createdAt?: number;
    /** The provider's sign-in user, when it is not an ordinary seeded one. */
    user?: UserRow;
    /** Open around the clock, or taking walk-ins, whatever the draw says (the demo's showcase practices). */
    facts?: Partial<PracticeFacts>;
    /** Sees patients by audio and video call (the demo provider), whatever the rule in remoteOffer says. */
    remoteVisits?: { audio: boolean; video: boolean };
    /** Accepts NHIS, whatever the draw says (the demo provider). */
    nhis?: NhisFacts;
    /** Where the licence checks stand, whatever the deal says (a provider the browser tests book). */
    licenceCase?: LicenceCase;
  };
}

/**
 * What a provider is built from besides the provider stream (apart, so adding them moved no other
 * drawn detail): its practice facts, the deck that deals an unverified provider's licence case, its
 * own streams for the licence history and NHIS, and the day the seed runs, whose year the licences
 * are checked for.
 */
export interface SeparateDraws {
  facts: PracticeFacts;
  licenceCases: LicenceCaseDeck;
  licence: Random;
  nhis: Random;
  now: number;
}

export interface BuiltProvider {
  user: UserRow;
  provider: ProviderRow;
  /** How reviews address the provider: "Dr. Mensah". */
  addressedAs: string;
  /** "Dr. Kwame Mensah", as the licence names the holder. */
  fullName: string;
  licence: LicenceHistory;
}

/** Gives every provider a unique e-mail address: "kofi.mensah@…", then "kofi.mensah2@…". */
export class EmailRegistry {
  private readonly seen = new Map<string, number>();

  unique(firstName: string, lastName: string, domain: string): string {
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.-]/g, "");
    const base = `${local}@${domain}`;
    const uses = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, uses);
    // Name-based local parts never end in a digit, so a numbered address cannot clash with a plain one.
    return uses === 1 ? base : `${local}${uses}@${domain}`;
  }
}

const TOWNS_BY_REGION = new Map<Region, Town[]>();
for (const town of GHANA_TOWNS) TOWNS_BY_REGION.set(town.region, [...(TOWNS_BY_REGION.get(town.region) ?? []), town]);

/** The gazetteer lists each region's capital before its other towns. */
function isRegionalCapital(town: Town): boolean {
  return TOWNS_BY_REGION.get(town.region)?.[0] === town;
}

/** The capital gets about half a region's providers (nearly all of its scarce specialists); the other towns share the rest. */
function pickTown(random: Random, region: Region, inRegionalCapitals: boolean): Town {
  const towns = TOWNS_BY_REGION.get(region);
  if (!towns || towns.length === 0) throw new Error(`no gazetteer towns in ${region}`);
  const [capital, ...others] = towns as [Town, ...Town[]];
  const capitalShare = inRegionalCapitals ? 0.85 : 0.5;
  return others.length === 0 || random.chance(capitalShare) ? capital : random.pick(others);
}

function pinnedTown(name: string, region: Region): Town {
  const town = findTown(name);
  if (!town || town.region !== region) throw new Error(`${name} is not a gazetteer town in ${region}`);
  return town;
}

const MAX_JITTER_KM = 2;
const KM_PER_DEGREE = 111.32;

/** A point within 2 km of the town centre, so providers in one town do not sit on one pin. */
function jitter(random: Random, town: Town): { latitude: number; longitude: number } {
  const distance = MAX_JITTER_KM * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const latitude = town.latitude + (distance * Math.cos(bearing)) / KM_PER_DEGREE;
  const longitude = town.longitude + (distance * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((town.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/** Most practitioners are early or mid career; a few have 30+ years. */
function pickYearsExperience(random: Random, minimum: number): number {
  return minimum + Math.floor((35 - minimum + 1) * random.next() ** 1.4);
}

function pickEducation(random: Random, profile: SpecialtyProfile, profession: Profession, specialtyId: SpecialtyId, years: number): string {
  const degree = pickDegree(random, profession, years);
  const specialist = profession === "doctor" && specialtyId !== "general";
  const postgraduateShare = specialist ? 1 : profession === "optometrist" ? 0 : 0.25;
  if (!random.chance(postgraduateShare)) return degree;
  const qualifications = random.sample(profile.fellowships, specialist && random.chance(0.3) ? 2 : 1);
  return [degree, ...qualifications].join("; ");
}

const FEE_STEP_CEDIS = [10, 10, 10, 5] as const;
const MIN_FEE_CEDIS = 80;
const MAX_FEE_CEDIS = 600;

/** Pesewas; more experience and a professorship cost more; whole 5 or 10 cedis, as clinics price. */
function pickConsultationFee(random: Random, profile: SpecialtyProfile, years: number, title: Title): number {
  const [low, high] = profile.feeCedis;
  const position = 0.6 * random.next() + 0.4 * Math.min(1, years / 35);
  const cedis = (low + (high - low) * position) * (title === "Prof" ? 1.15 : 1);
  const step = random.pick(FEE_STEP_CEDIS);
  const rounded = Math.round(cedis / step) * step;
  return Math.min(MAX_FEE_CEDIS, Math.max(MIN_FEE_CEDIS, rounded)) * 100;
}

/** Verified providers joined before the 18-month review window; pending ones signed up recently. */
function pickJoinedAt(random: Random, isVerified: boolean): number {
  const [from, to] = isVerified ? [utcDate(2022, 6, 1), utcDate(2024, 6, 30)] : [utcDate(2025, 1, 1), utcDate(2025, 12, 15)];
  return from + random.int(0, Math.floor((to - from) / DAY_MS)) * DAY_MS + random.int(8 * 60, 18 * 60) * 60_000;
}

/** Specialties whose consultations can happen by a call: history, advice, results and follow-up. */
const TALKING_SPECIALTIES: ReadonlySet<SpecialtyId> = new Set(["general", "cardiology", "dermatology", "pediatrics", "gynecology", "psychiatry", "neurology", "oncology"]);

/**
 * Who offers remote visits (docs/product-rules.md#remote-visits): about one in three doctors of the
 * talking specialties, audio at four fifths of the in-person fee (rounded to GHS 5), and every other
 * one of them video at the in-person fee too. Picked by id rather than drawn, so every drawn detail
 * of the seed stays as it was.
 */
function remoteOffer(plan: ProviderPlan, consultationFeePesewas: number) {
  const pinned = plan.pinned?.remoteVisits;
  const audio = pinned?.audio ?? (TALKING_SPECIALTIES.has(plan.specialtyId) && plan.providerId % 3 === 0);
  const video = pinned?.video ?? (audio && plan.providerId % 2 === 0);
  const audioFee = Math.round((consultationFeePesewas * 0.8) / 500) * 500;
  return { offers_audio: audio, offers_video: video, audio_fee_pesewas: audio ? audioFee : null, video_fee_pesewas: null };
}

/** Bookable consultation hours of a practice whose doors never close (the profile says it is open 24 hours). */
const ROUND_THE_CLOCK_CONSULTATIONS = "7:00 AM - 10:00 PM";

export function buildProvider(random: Random, plan: ProviderPlan, emails: EmailRegistry, separate: SeparateDraws): BuiltProvider {
  const { region, specialtyId, pinned = {} } = plan;
  const facts = { ...separate.facts, ...pinned.facts };
  const profile = SPECIALTY_PROFILES[specialtyId];
  const profession = random.weighted(profile.professions);
  const name = pinned.name ?? pickPersonName(random, region);
  const town = pinned.townName ? pinnedTown(pinned.townName, region) : pickTown(random, region, profile.inRegionalCapitals);
  const yearsExperience = pickYearsExperience(random, profession === "optometrist" ? 3 : profile.minYearsExperience);
  const specialist = specialtyId !== "general" && (profession === "doctor" || profession === "dentist");
  const title = pinned.title ?? pickTitle(random, { profession, gender: name.gender, yearsExperience, specialist });
  const education = pickEducation(random, profile, profession, specialtyId, yearsExperience);
  const kind = random.weighted(profile.practiceKinds);
  const practice = choosePractice(random, { town, isRegionalCapital: isRegionalCapital(town), kind, specialtyId, name });
  const services = random.sample(profile.services, random.int(3, 6));
  const languages = pickLanguages(random, region);
  const consultationFeePesewas = pickConsultationFee(random, profile, yearsExperience, title);
  // Drawn even for a 24-hour practice (which books long hours every day it can), to keep the stream in step.
  const drawnHours = pinned.workingHours ?? pickWorkingHours(random, { extendedHours: specialtyId === "pharmacy" || specialtyId === "emergency" });
  const workingHours = facts.open24Hours && !pinned.workingHours ? everyBookableDay(ROUND_THE_CLOCK_CONSULTATIONS) : drawnHours;
  const displayName = `${displayTitle(title)} ${name.firstName} ${name.lastName}`.trim();
  const bio = writeBio(random, {
    displayName, gender: name.gender, practitioner: practitionerNoun(profile, profession), town: town.name, region,
    location: practice.location, yearsExperience, services, languages,
  });
  const phone = ghanaMobile(random);
  const email = emails.unique(name.firstName, name.lastName, practice.domain);
  const { latitude, longitude } = jitter(random, town);
  const isVerified = pinned.isVerified ?? random.chance(0.8);
  const createdAt = pinned.createdAt ?? pickJoinedAt(random, isVerified);
  const licenceCase = pinned.licenceCase ?? (isVerified ? "verified" : separate.licenceCases.deal());
  const licence = licenceHistory(separate.licence, { licenceCase, joinedAt: createdAt, now: separate.now });
  const nhis = pinned.nhis ?? pickNhisFacts(separate.nhis, kind);

  const user: UserRow = pinned.user ?? {
    id: plan.userId,
    email,
    password_hash: UNUSABLE_PASSWORD_HASH,
    first_name: name.firstName,
    last_name: name.lastName,
    phone,
    role: "provider",
    email_verified: true,
    phone_verified: random.chance(0.7),
    profile_image_url: null,
    created_at: createdAt,
    language: null,
  };
  const provider: ProviderRow = {
    id: plan.providerId,
    user_id: user.id,
    title,
    specialty_id: specialtyId,
    license_number: licenseNumber(random, profession, plan.providerId),
    years_experience: yearsExperience,
    education,
    hospital_affiliation: practice.hospitalAffiliation,
    bio,
    consultation_fee_pesewas: consultationFeePesewas,
    location: practice.location,
    city: town.name,
    region,
    address: streetAddress(random, town),
    phone,
    email,
    website: practice.website,
    profile_image_url: null,
    working_hours: JSON.stringify(workingHours),
    ...slotColumns(workingHours),
    services: JSON.stringify(services),
    languages: JSON.stringify(languages),
    // Set from the reviews once they are written (reviews.ts).
    average_rating: 0,
    review_count: 0,
    is_verified: licence.isVerified,
    licence_verified_for: licence.verifiedFor,
    regulator: professionRegulator(profession),
    renewal_reminder_sent_for: licence.reminderSentFor,
    accepts_nhis: nhis.acceptsNhis,
    nhia_accreditation_number: nhis.nhiaAccreditationNumber,
    open_24_hours: facts.open24Hours,
    accepts_walk_ins: facts.acceptsWalkIns,
    ...remoteOffer(plan, consultationFeePesewas),
    latitude,
    longitude,
    created_at: createdAt,
    updated_at: createdAt,
    // Raised by the time-off and appointment triggers as those rows are written (migration 0010).
    time_off_until: null,
    booked_until: null,
  };
  return { user, provider, addressedAs: `${displayTitle(title)} ${name.lastName}`.trim(), fullName: displayName, licence };
}
