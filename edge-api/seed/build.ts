/**
 * The demo seed: demo accounts, reviewers, 144 providers across all regions and specialties (plus the showcase practices
 * that keep the Quick Access shortcuts in Greater Accra and Ashanti honest), their
 * reviews and licence checks (with their documents), the demo patient's past visit and a year of paid visits for the
 * revenue page, as rows and SQL.
 */
import { appointments, licences, payments, providers, reviews, users } from "../src/db/schema.ts";
import {
  buildAccounts, DEMO_ACCOUNTS, DEMO_PROVIDER_ID, DEMO_USER_IDS, demoProviderUser, FIRST_PROVIDER_USER_ID, type Reviewer,
} from "./accounts.ts";
import { utcDate } from "./calendar.ts";
import { planPlacements, type ProviderPlacement } from "./distribution.ts";
import { LicenceCaseDeck, type LicenceCase, type LicenceHistory } from "./licence-history.ts";
import { licenceRows } from "./licence-rows.ts";
import { pickPracticeFacts, type PracticeFacts } from "./practice-facts.ts";
import { buildProvider, EmailRegistry, type ProviderPlan } from "./providers.ts";
import { DEFAULT_SEED, Random } from "./random.ts";
import { applyRatingSummary, buildReviews, pickReviewCount } from "./reviews.ts";
import type { ReviewRow, SeedData, UserRow, ProviderRow } from "./rows.ts";
import { DELETE_STATEMENTS, insertStatements } from "./sql.ts";
import { standardWeek } from "./working-hours.ts";
import { demoPatientVisits } from "./visits.ts";
import { paidHistory } from "./paid-history.ts";

export type { SeedData } from "./rows.ts";

export const DEFAULT_PROVIDER_COUNT = 144;
/** Fewer than this and some region or specialty would be left with one provider or none. */
export const MIN_PROVIDER_COUNT = 120;
/** Enough for the demo provider's Reviews tab and rating to look lived-in. */
export const DEMO_PROVIDER_REVIEWS = 6;

export interface SeedOptions {
  providers?: number;
  seed?: number;
  /**
   * The day the seed runs (its one moving part): the paid history runs up to it, and licences are
   * checked for its year; the clock by default.
   */
  now?: number;
}

/** A demo NHIA accreditation number, in the form the seed gives them (nhis.ts). */
export const DEMO_PROVIDER_NHIA_NUMBER = "NHIA/HF/20418";

/**
 * Dr Kwame Mensah, general practice in Accra, verified (for the year the seed runs), open Monday to
 * Saturday, seeing patients by audio and video call too, accepting NHIS: the provider demo sign-in.
 */
export function demoProviderPlan(passwordHash: string): ProviderPlan {
  return {
    providerId: DEMO_PROVIDER_ID,
    userId: DEMO_USER_IDS.provider,
    region: "Greater Accra",
    specialtyId: "general",
    pinned: {
      name: { firstName: DEMO_ACCOUNTS.provider.firstName, lastName: DEMO_ACCOUNTS.provider.lastName, gender: "male" },
      townName: "Accra",
      title: "Dr",
      isVerified: true,
      workingHours: standardWeek(),
      createdAt: utcDate(2024, 1, 15),
      user: demoProviderUser(passwordHash),
      // So the demo provider's profile and edit form show a practice fact switched on.
      facts: { open24Hours: false, acceptsWalkIns: true },
      // So the demo shows remote visits from both sides: the patient books one, the provider runs it.
      remoteVisits: { audio: true, video: true },
      // So the demo profile shows the NHIS badge and its number.
      nhis: { acceptsNhis: true, nhiaAccreditationNumber: DEMO_PROVIDER_NHIA_NUMBER },
    },
  };
}

/**
 * Practices added after the drawn ones (so no drawn provider changes) that keep the Quick Access
 * shortcuts' promise in the two biggest regions, whatever the draw gave them: the demo seed has no
 * pharmacy in Ashanti at all, and chance alone might leave Greater Accra without a 24-hour one.
 */
export const SHOWCASE_PLACEMENTS: readonly (ProviderPlacement & { townName: string; facts: PracticeFacts })[] = [
  { region: "Greater Accra", specialtyId: "pharmacy", townName: "Accra", facts: { open24Hours: true, acceptsWalkIns: false } },
  { region: "Greater Accra", specialtyId: "pharmacy", townName: "Tema", facts: { open24Hours: true, acceptsWalkIns: false } },
  { region: "Ashanti", specialtyId: "pharmacy", townName: "Kumasi", facts: { open24Hours: true, acceptsWalkIns: false } },
  { region: "Ashanti", specialtyId: "pharmacy", townName: "Kumasi", facts: { open24Hours: true, acceptsWalkIns: false } },
  { region: "Ashanti", specialtyId: "pharmacy", townName: "Obuasi", facts: { open24Hours: true, acceptsWalkIns: false } },
  { region: "Greater Accra", specialtyId: "general", townName: "Madina", facts: { open24Hours: false, acceptsWalkIns: true } },
  { region: "Ashanti", specialtyId: "general", townName: "Kumasi", facts: { open24Hours: false, acceptsWalkIns: true } },
  { region: "Ashanti", specialtyId: "general", townName: "Ejisu", facts: { open24Hours: false, acceptsWalkIns: true } },
];

/**
 * Providers drawn unverified whom a browser test books, kept bookable whatever the deal: approved for
 * last year only. e2e/booking-keyboard.spec.ts books the first orthopedist a search lists who works
 * Monday to Friday only, and no verified orthopedist does (licences.test.ts checks who that is).
 */
const BOOKED_BY_BROWSER_TESTS: ReadonlyMap<number, LicenceCase> = new Map([[89, "lapsed"]]);

/** The plan of the provider at `providerId` (2 upwards), whose user id follows the reviewers'. */
export function ordinaryProviderPlan(providerId: number, placement: ProviderPlacement): ProviderPlan {
  return { providerId, userId: FIRST_PROVIDER_USER_ID + providerId - 2, ...placement };
}

/** The seed's random streams, one for each part, so changing how one part draws does not reshuffle the others. */
export interface SeedStreams {
  provider: Random;
  review: Random;
  facts: Random;
  licenceCases: LicenceCaseDeck;
  /** Forked by provider id: each provider's licence dates, documents and NHIS facts depend on nothing else. */
  licence: Random;
  nhis: Random;
}

export function seedStreams(root: Random): SeedStreams {
  return {
    provider: root.fork("providers"), review: root.fork("reviews"), facts: root.fork("practice-facts"),
    licenceCases: new LicenceCaseDeck(root.fork("licence-cases")), licence: root.fork("licences"), nhis: root.fork("nhis"),
  };
}

/** Builds one provider with its reviews, the summary applied; shared by the demo seed and the scale run. */
export function buildProviderWithReviews(
  random: SeedStreams,
  plan: ProviderPlan,
  context: {
    emails: EmailRegistry; reviewers: readonly Reviewer[]; reviewCount: (isVerified: boolean) => number; firstReviewId: number; now: number;
  },
): { user: UserRow; provider: ProviderRow; reviews: ReviewRow[]; fullName: string; licence: LicenceHistory } {
  const own = String(plan.providerId);
  const built = buildProvider(random.provider, plan, context.emails, {
    facts: pickPracticeFacts(random.facts, plan.specialtyId), licenceCases: random.licenceCases,
    licence: random.licence.fork(own), nhis: random.nhis.fork(own), now: context.now,
  });
  const count = context.reviewCount(built.provider.is_verified);
  const providerReviews = buildReviews(
    random.review, { provider: built.provider, specialtyId: plan.specialtyId, addressedAs: built.addressedAs }, context.reviewers, count,
    context.firstReviewId,
  );
  applyRatingSummary(built.provider, providerReviews);
  return { user: built.user, provider: built.provider, reviews: providerReviews, fullName: built.fullName, licence: built.licence };
}

export async function buildSeed(options: SeedOptions = {}): Promise<SeedData> {
  const providerCount = options.providers ?? DEFAULT_PROVIDER_COUNT;
  if (!Number.isInteger(providerCount) || providerCount < MIN_PROVIDER_COUNT) {
    throw new Error(`the demo seed needs at least ${MIN_PROVIDER_COUNT} providers (got ${providerCount}); use scale.ts for other sizes`);
  }
  const root = new Random(options.seed ?? DEFAULT_SEED);
  const now = options.now ?? Date.now();
  // Separate streams, so changing how one part draws does not reshuffle the others.
  const accounts = await buildAccounts(root.fork("accounts"));
  const random = seedStreams(root);
  const licenceKeys = root.fork("licence-keys");
  const placements = planPlacements(root.fork("placements"), providerCount - 1);
  const plans = [
    demoProviderPlan(accounts.demoProviderPasswordHash),
    ...placements.map((placement, index) => {
      const plan = ordinaryProviderPlan(index + 2, placement);
      const licenceCase = BOOKED_BY_BROWSER_TESTS.get(plan.providerId);
      return licenceCase ? { ...plan, pinned: { licenceCase } } : plan;
    }),
    ...SHOWCASE_PLACEMENTS.map(({ townName, facts, ...placement }, index) => {
      const plan = ordinaryProviderPlan(providerCount + 1 + index, placement);
      return { ...plan, pinned: { townName, facts } };
    }),
  ];

  const emails = new EmailRegistry();
  const data: SeedData = { users: [...accounts.users], providers: [], reviews: [], appointments: [], payments: [], licences: [], licenceObjects: [] };
  for (const plan of plans) {
    const isDemo = plan.providerId === DEMO_PROVIDER_ID;
    const built = buildProviderWithReviews(random, plan, {
      emails,
      reviewers: accounts.reviewers,
      reviewCount: (isVerified) => (isDemo ? DEMO_PROVIDER_REVIEWS : pickReviewCount(random.review, isVerified)),
      firstReviewId: data.reviews.length + 1,
      now,
    });
    data.users.push(built.user);
    data.providers.push(built.provider);
    data.reviews.push(...built.reviews);
    const checked = licenceRows(licenceKeys.fork(String(plan.providerId)), {
      provider: built.provider, holderName: built.fullName, history: built.licence, firstId: data.licences.length + 1,
    });
    data.licences.push(...checked.rows);
    data.licenceObjects.push(...checked.objects);
  }
  data.users.sort((a, b) => a.id - b.id);
  const visits = demoPatientVisits(data.providers.find((provider) => provider.id === DEMO_PROVIDER_ID)!);
  data.appointments.push(...visits.appointments);
  data.payments.push(...visits.payments);
  const reviewerIds = new Set(accounts.reviewers.map((reviewer) => reviewer.userId));
  const history = paidHistory(root.fork("paid-history"), {
    providers: data.providers,
    patients: data.users.filter((user) => reviewerIds.has(user.id)),
    now,
    firstAppointmentId: data.appointments.length + 1,
    firstPaymentId: data.payments.length + 1,
  });
  data.appointments.push(...history.appointments);
  data.payments.push(...history.payments);
  return data;
}

/**
 * Empties every table but specialties, then inserts users, providers, reviews, licences and the demo
 * visits (parents before children). The licences' documents are not SQL: scripts/seed.ts puts them in
 * the local LICENCES bucket.
 */
export function seedStatements(data: SeedData): string[] {
  return [
    ...DELETE_STATEMENTS,
    ...insertStatements(users, data.users),
    ...insertStatements(providers, data.providers),
    ...insertStatements(reviews, data.reviews),
    ...insertStatements(licences, data.licences),
    ...insertStatements(appointments, data.appointments),
    ...insertStatements(payments, data.payments),
  ];
}
