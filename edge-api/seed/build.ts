/**
 * The demo seed: demo accounts, reviewers, 144 providers across all regions and specialties (plus the showcase practices
 * that keep the Quick Access shortcuts in Greater Accra and Ashanti honest), their
 * reviews, the demo patient's past visit and a year of paid visits for the revenue page, as rows and SQL.
 */
import { appointments, payments, providers, reviews, users } from "../src/db/schema.ts";
import {
  buildAccounts, DEMO_ACCOUNTS, DEMO_PROVIDER_ID, DEMO_USER_IDS, demoProviderUser, FIRST_PROVIDER_USER_ID, type Reviewer,
} from "./accounts.ts";
import { utcDate } from "./calendar.ts";
import { planPlacements, type ProviderPlacement } from "./distribution.ts";
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
  /** The day the paid history runs up to (the seed's one moving part); the clock by default. */
  now?: number;
}

/** Dr Kwame Mensah, general practice in Accra, verified, open Monday to Saturday, seeing patients by audio and video call too: the provider demo sign-in. */
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

/** The plan of the provider at `providerId` (2 upwards), whose user id follows the reviewers'. */
export function ordinaryProviderPlan(providerId: number, placement: ProviderPlacement): ProviderPlan {
  return { providerId, userId: FIRST_PROVIDER_USER_ID + providerId - 2, ...placement };
}

/** Builds one provider with its reviews, the summary applied; shared by the demo seed and the scale run. */
export function buildProviderWithReviews(
  random: { provider: Random; review: Random; facts: Random },
  plan: ProviderPlan,
  context: { emails: EmailRegistry; reviewers: readonly Reviewer[]; reviewCount: (isVerified: boolean) => number; firstReviewId: number },
): { user: UserRow; provider: ProviderRow; reviews: ReviewRow[] } {
  const built = buildProvider(random.provider, plan, context.emails, pickPracticeFacts(random.facts, plan.specialtyId));
  const count = context.reviewCount(built.provider.is_verified);
  const providerReviews = buildReviews(
    random.review, { provider: built.provider, specialtyId: plan.specialtyId, addressedAs: built.addressedAs }, context.reviewers, count,
    context.firstReviewId,
  );
  applyRatingSummary(built.provider, providerReviews);
  return { user: built.user, provider: built.provider, reviews: providerReviews };
}

export async function buildSeed(options: SeedOptions = {}): Promise<SeedData> {
  const providerCount = options.providers ?? DEFAULT_PROVIDER_COUNT;
  if (!Number.isInteger(providerCount) || providerCount < MIN_PROVIDER_COUNT) {
    throw new Error(`the demo seed needs at least ${MIN_PROVIDER_COUNT} providers (got ${providerCount}); use scale.ts for other sizes`);
  }
  const root = new Random(options.seed ?? DEFAULT_SEED);
  // Separate streams, so changing how one part draws does not reshuffle the others.
  const accounts = await buildAccounts(root.fork("accounts"));
  const random = { provider: root.fork("providers"), review: root.fork("reviews"), facts: root.fork("practice-facts") };
  const placements = planPlacements(root.fork("placements"), providerCount - 1);
  const plans = [
    demoProviderPlan(accounts.demoProviderPasswordHash),
    ...placements.map((placement, index) => ordinaryProviderPlan(index + 2, placement)),
    ...SHOWCASE_PLACEMENTS.map(({ townName, facts, ...placement }, index) => {
      const plan = ordinaryProviderPlan(providerCount + 1 + index, placement);
      return { ...plan, pinned: { townName, facts } };
    }),
  ];

  const emails = new EmailRegistry();
  const data: SeedData = { users: [...accounts.users], providers: [], reviews: [], appointments: [], payments: [] };
  for (const plan of plans) {
    const isDemo = plan.providerId === DEMO_PROVIDER_ID;
    const built = buildProviderWithReviews(random, plan, {
      emails,
      reviewers: accounts.reviewers,
      reviewCount: (isVerified) => (isDemo ? DEMO_PROVIDER_REVIEWS : pickReviewCount(random.review, isVerified)),
      firstReviewId: data.reviews.length + 1,
    });
    data.users.push(built.user);
    data.providers.push(built.provider);
    data.reviews.push(...built.reviews);
  }
  data.users.sort((a, b) => a.id - b.id);
  const visits = demoPatientVisits(data.providers.find((provider) => provider.id === DEMO_PROVIDER_ID)!);
  data.appointments.push(...visits.appointments);
  data.payments.push(...visits.payments);
  const reviewerIds = new Set(accounts.reviewers.map((reviewer) => reviewer.userId));
  const history = paidHistory(root.fork("paid-history"), {
    providers: data.providers,
    patients: data.users.filter((user) => reviewerIds.has(user.id)),
    now: options.now ?? Date.now(),
    firstAppointmentId: data.appointments.length + 1,
    firstPaymentId: data.payments.length + 1,
  });
  data.appointments.push(...history.appointments);
  data.payments.push(...history.payments);
  return data;
}

/** Empties every table but specialties, then inserts users, providers, reviews and the demo visits (parents before children). */
export function seedStatements(data: SeedData): string[] {
  return [
    ...DELETE_STATEMENTS,
    ...insertStatements(users, data.users),
    ...insertStatements(providers, data.providers),
    ...insertStatements(reviews, data.reviews),
    ...insertStatements(appointments, data.appointments),
    ...insertStatements(payments, data.payments),
  ];
}
