/**
 * Each seeded provider's licence checks (docs/product-rules.md#licences-and-nhis), so the
 * administrator's queue and the "Verified providers only" filter show every case:
 * - verified: approved for the seed's year (its anchor day's year), as every provider drawn verified
 *   is, so is_verified keeps its share;
 * - the others, drawn unverified, share the remaining cases: a licence waiting in the queue (no
 *   bookings yet), one rejected with a reason (none approved yet), or approved for last year only
 *   ("Licence renewal pending", still bookable), with this year's upload waiting, rejected, or not
 *   sent at all.
 * Uploads for a year are sent in the December before it (or when the provider joined); decisions
 * follow within days; what waits or was refused lately is dated back from the anchor day.
 */
import type { LicenceStatus } from "@gh/contracts/licences/options";
import { RENEWAL_REMINDER_MONTH } from "@gh/contracts/licences/options";
import { DAY_MS, HOUR_MS, utcDate } from "./calendar.ts";
import type { Random } from "./random.ts";

export type LicenceCase = "verified" | "awaiting-check" | "rejected" | "lapsed" | "renewal-waiting" | "renewal-rejected";

/**
 * How the providers drawn unverified share the other cases, in every twenty: about half are bookable
 * (approved for last year), and the administrator's queue holds about a dozen uploads in the demo seed.
 */
const UNVERIFIED_DECK: Readonly<Record<Exclude<LicenceCase, "verified">, number>> = {
  "awaiting-check": 7, rejected: 3, lapsed: 5, "renewal-waiting": 2, "renewal-rejected": 3,
};

/**
 * Deals the unverified providers' cases from shuffled decks, a fresh deck when one runs out, so every
 * case has its share however many providers there are (independent draws left the demo seed's two
 * dozen unevenly spread).
 */
export class LicenceCaseDeck {
  private cards: LicenceCase[] = [];

  constructor(private readonly random: Random) {}

  deal(): LicenceCase {
    if (this.cards.length === 0) {
      this.cards = this.random.shuffle(Object.entries(UNVERIFIED_DECK).flatMap(([licenceCase, count]) => Array<LicenceCase>(count).fill(licenceCase as LicenceCase)));
    }
    return this.cards.pop() as LicenceCase;
  }
}

export type DocumentFormat = "pdf" | "png";

export interface SeededUpload {
  status: LicenceStatus;
  /** The year it was approved for; approved uploads only. */
  validForYear: number | null;
  /** The year the document itself names (a rejected one may be last year's). */
  documentYear: number;
  rejectionReason: string | null;
  uploadedAt: number;
  decidedAt: number | null;
  format: DocumentFormat;
}

export interface LicenceHistory {
  case: LicenceCase;
  /** providers.licence_verified_for */
  verifiedFor: number | null;
  isVerified: boolean;
  /**
   * providers.renewal_reminder_sent_for: the year a reminder was sent for. Those verified for last
   * year were reminded last December; from 1 December, those verified for this year have been too.
   */
  reminderSentFor: number | null;
  /** Oldest first. */
  uploads: SeededUpload[];
}

/** What an administrator told the provider; `lastYears` marks the one about an out-of-date document. */
const REJECTIONS: readonly { reason: (year: number) => string; lastYears?: true }[] = [
  { reason: (year) => `This licence is for ${year - 1}. Please upload your licence for ${year}.`, lastYears: true },
  { reason: () => "The photo is too blurred to read the registration number. Please upload a clearer copy." },
  { reason: () => "The registration number on the licence does not match the one on your profile." },
  { reason: () => "This is a certificate of registration, not the licence for this year. Please upload the licence." },
];

/** Mostly PDFs (a council's e-licence or a scan), some phone photos saved as PNG. */
function pickFormat(random: Random): DocumentFormat {
  return random.chance(0.7) ? "pdf" : "png";
}

/** An instant `minDays` to `maxDays` days (and a few hours) after `from`. */
function later(random: Random, from: number, minDays: number, maxDays: number): number {
  return from + random.int(minDays, maxDays) * DAY_MS + random.int(1, 9) * HOUR_MS;
}

/** Approved for `year`: sent in the December before (or on joining, if later), approved within days. */
function approvedFor(random: Random, year: number, joinedAt: number): SeededUpload {
  const uploadedAt = Math.max(later(random, utcDate(year - 1, 12, 1), 0, 19), later(random, joinedAt, 0, 2));
  return {
    status: "approved", validForYear: year, documentYear: year, rejectionReason: null,
    uploadedAt, decidedAt: later(random, uploadedAt, 1, 4), format: pickFormat(random),
  };
}

/** Sent lately (between `minDays` and `maxDays` before the anchor day, never before `notBefore`), not yet decided. */
function waiting(random: Random, year: number, notBefore: number, now: number, minDays: number, maxDays: number): SeededUpload {
  const uploadedAt = Math.min(now - HOUR_MS, Math.max(notBefore + HOUR_MS, now - random.int(minDays, maxDays) * DAY_MS - random.int(0, 12) * HOUR_MS));
  return { status: "pending", validForYear: null, documentYear: year, rejectionReason: null, uploadedAt, decidedAt: null, format: pickFormat(random) };
}

function rejected(random: Random, year: number, notBefore: number, now: number): SeededUpload {
  const upload = waiting(random, year, notBefore, now, 12, 40);
  const rejection = random.pick(REJECTIONS);
  return {
    ...upload,
    status: "rejected",
    documentYear: rejection.lastYears ? year - 1 : year,
    rejectionReason: rejection.reason(year),
    decidedAt: Math.min(now - HOUR_MS, later(random, upload.uploadedAt, 1, 3)),
  };
}

/**
 * The licence history of one provider in the anchor day's year: its dates and documents are drawn
 * from `random`, the provider's own stream, so nothing else in the seed moves with them.
 */
export function licenceHistory(random: Random, input: { licenceCase: LicenceCase; joinedAt: number; now: number }): LicenceHistory {
  const { licenceCase, joinedAt, now } = input;
  const year = new Date(now).getUTCFullYear();
  const reminded = new Date(now).getUTCMonth() + 1 >= RENEWAL_REMINDER_MONTH ? year + 1 : null;
  switch (licenceCase) {
    case "verified":
      return { case: licenceCase, verifiedFor: year, isVerified: true, reminderSentFor: reminded, uploads: [approvedFor(random, year, joinedAt)] };
    case "awaiting-check":
      return { case: licenceCase, verifiedFor: null, isVerified: false, reminderSentFor: null, uploads: [waiting(random, year, joinedAt, now, 1, 20)] };
    case "rejected":
      return { case: licenceCase, verifiedFor: null, isVerified: false, reminderSentFor: null, uploads: [rejected(random, year, joinedAt, now)] };
    default: {
      const lastYears = approvedFor(random, year - 1, joinedAt);
      const since = lastYears.decidedAt ?? lastYears.uploadedAt;
      const renewal =
        licenceCase === "renewal-waiting" ? [waiting(random, year, since, now, 1, 20)]
        : licenceCase === "renewal-rejected" ? [rejected(random, year, since, now)]
        : [];
      return { case: licenceCase, verifiedFor: year - 1, isVerified: false, reminderSentFor: year, uploads: [lastYears, ...renewal] };
    }
  }
}
