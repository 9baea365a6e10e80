/** Patient reviews of a provider, and the rating summary the provider row must agree with. */
import { SLOT_TIMES } from "@gh/contracts/constants";
import type { SpecialtyId } from "@gh/contracts/specialties";
import type { Reviewer } from "./accounts.ts";
import { DAY_MS, MINUTE_MS, SEED_REFERENCE_TIME, startOfUtcDay } from "./calendar.ts";
import type { Random } from "./random.ts";
import type { ProviderRow, ReviewRow } from "./rows.ts";

/** Reviews fall in the 18 months before the reference date. */
const REVIEW_WINDOW_MS = 548 * DAY_MS;
export const MAX_REVIEWS_PER_PROVIDER = 8;

/** Halves from 2.5 to 5, skewed high as real review sites are. */
const RATINGS: readonly (readonly [number, number])[] = [
  [5, 30], [4.5, 25], [4, 22], [3.5, 10], [3, 7], [2.5, 6],
];

type CommentTemplate = (facts: { doctor: string; town: string }) => string;

const PRAISE: readonly CommentTemplate[] = [
  (f) => `${f.doctor} took time to explain everything. Very patient.`,
  (f) => `Clean clinic in ${f.town}, short waiting time.`,
  () => "Very professional and friendly. I felt listened to.",
  (f) => `The nurses were welcoming and ${f.doctor} was thorough.`,
  () => "Booked online and was seen on time. Highly recommended.",
  () => "Good experience overall. The fees were explained before anything was done.",
  (f) => `${f.doctor} called the next day to check on me. Impressive.`,
  (f) => `Best care I have had in ${f.town}. God bless you, ${f.doctor}.`,
  () => "Paid with MoMo in a minute and the receipt came by SMS. Smooth.",
];

const MIXED: readonly CommentTemplate[] = [
  () => "Good doctor but the waiting time was long.",
  (f) => `Care was fine, but parking around the facility in ${f.town} is a challenge.`,
  () => "Helpful, but the place was crowded on a Monday morning.",
  () => "The consultation felt rushed, but the diagnosis was right.",
  () => "Friendly staff. The MoMo payment took a while to confirm.",
];

const COMPLAINTS: readonly CommentTemplate[] = [
  () => "Waited almost two hours past my appointment time.",
  (f) => `${f.doctor} was fine but the front desk was not organised.`,
  () => "Expensive for such a short consultation.",
];

/** Praise that only fits one specialty. */
const SPECIALTY_PRAISE: Partial<Record<SpecialtyId, readonly CommentTemplate[]>> = {
  general: [() => "Quick malaria test and treatment. I felt better in two days."],
  cardiology: [(f) => `My BP is finally under control thanks to ${f.doctor}.`],
  pediatrics: [(f) => `${f.doctor} was wonderful with my son. He was not scared at all.`],
  dentist: [() => "Painless extraction, I was surprised.", () => "My teeth have never been this clean. Gentle hands."],
  "eye-care": [() => "Thorough eye test and my new glasses are perfect."],
  pharmacy: [() => "Helpful pharmacist, explained how and when to take each drug.", () => "They had everything on my prescription, even the NHIS items."],
  physiotherapy: [() => "My back pain is much better after four sessions."],
  gynecology: [(f) => `${f.doctor} was respectful and reassuring throughout my antenatal visits.`],
  orthopedics: [() => "Walking again without pain after my knee treatment. Thank you."],
  emergency: [() => "Brought my father in at night and the team acted fast."],
  psychiatry: [(f) => `${f.doctor} listened without judging. I am doing much better.`],
};

export interface ReviewSubject {
  provider: ProviderRow;
  specialtyId: SpecialtyId;
  /** "Dr. Mensah". */
  addressedAs: string;
}

/** 0–8 reviews; one provider in ten has none ("No reviews yet."), pending providers have few. */
export function pickReviewCount(random: Random, isVerified: boolean): number {
  if (!isVerified) return random.chance(0.6) ? 0 : random.int(1, 2);
  if (random.chance(0.1)) return 0;
  return random.int(1, MAX_REVIEWS_PER_PROVIDER);
}

function commentsFor(rating: number, specialtyId: SpecialtyId): readonly CommentTemplate[] {
  if (rating >= 4) return [...PRAISE, ...(SPECIALTY_PRAISE[specialtyId] ?? [])];
  if (rating >= 3) return MIXED;
  return COMPLAINTS;
}

function slotMinutes(slot: string): number {
  const [hours = 0, minutes = 0] = slot.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * `count` reviews by distinct reviewers, oldest first, each written a few hours to days after its
 * visit and never before the provider joined. Ids start at `firstId`.
 */
export function buildReviews(
  random: Random,
  subject: ReviewSubject,
  reviewers: readonly Reviewer[],
  count: number,
  firstId: number,
): ReviewRow[] {
  const { provider } = subject;
  const windowStart = Math.max(SEED_REFERENCE_TIME - REVIEW_WINDOW_MS, provider.created_at + DAY_MS);
  const lastVisitDay = SEED_REFERENCE_TIME - 2 * DAY_MS;
  if (count <= 0 || windowStart >= lastVisitDay) return [];
  const town = provider.city;
  const usedComments = new Set<string>();
  const drafts = random.sample(reviewers, count).map((reviewer) => {
    const visitDay = startOfUtcDay(windowStart + random.next() * (lastVisitDay - windowStart));
    const appointmentDate = visitDay + slotMinutes(random.pick(SLOT_TIMES)) * MINUTE_MS;
    const createdAt = Math.min(SEED_REFERENCE_TIME - MINUTE_MS, appointmentDate + random.int(120, 5 * 24 * 60) * MINUTE_MS);
    const rating = random.weighted(RATINGS);
    // The same sentence twice on one profile looks generated; fall back to a repeat only when the pool runs out.
    const pool = commentsFor(rating, subject.specialtyId).map((template) => template({ doctor: subject.addressedAs, town }));
    const fresh = pool.filter((text) => !usedComments.has(text));
    const comment = random.pick(fresh.length > 0 ? fresh : pool);
    usedComments.add(comment);
    return { reviewer, appointmentDate, createdAt, rating, comment };
  });
  drafts.sort((a, b) => a.createdAt - b.createdAt);
  return drafts.map((draft, index) => ({
    id: firstId + index,
    provider_id: provider.id,
    patient_id: draft.reviewer.userId,
    // Seeded reviews predate the booking flow, so they point at no appointment.
    appointment_id: null,
    patient_name: draft.reviewer.displayName,
    rating: draft.rating,
    comment: draft.comment,
    appointment_date: draft.appointmentDate,
    created_at: draft.createdAt,
  }));
}

/**
 * Writes the reviews' summary onto the provider: average rounded to one decimal (as the API does
 * on every review write) and count. Ratings are halves, so the sum is exact and the rounding agrees
 * with SQLite's round(avg(rating), 1).
 */
export function applyRatingSummary(provider: ProviderRow, reviews: readonly ReviewRow[]): void {
  provider.review_count = reviews.length;
  if (reviews.length === 0) {
    provider.average_rating = 0;
    return;
  }
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  provider.average_rating = Math.round((sum / reviews.length) * 10) / 10;
  provider.updated_at = Math.max(provider.updated_at, ...reviews.map((review) => review.created_at));
}
