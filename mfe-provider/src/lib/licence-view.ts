/**
 * What a provider's licence asks of them now (docs/product-rules.md#licences-and-nhis): their standing
 * this year, the latest upload waiting for review or refused, and whether a licence is still to be
 * uploaded (this year's, or from 1 December next year's). The dashboard's notice and Edit Profile's
 * Licence section read the same answer.
 */
import { ghanaYear, licenceStanding, renewalSeason, type LicenceStanding, type OwnLicence } from "@gh/contracts/licences/options";

export interface LicenceSituation {
  standing: LicenceStanding;
  /** This year in Ghana. */
  year: number;
  /** The year the current licence was verified for, or null (never). */
  verifiedFor: number | null;
  /** The year an upload now is for: next year's from 1 December once this year's is verified, else this year's. */
  uploadYear: number;
  /** The latest upload, while an administrator has not decided on it. */
  inReview: OwnLicence | null;
  /** The latest upload when it was refused (its `rejectionReason` is what the administrator wrote). */
  rejected: OwnLicence | null;
  /** A licence for `uploadYear` is neither approved nor waiting for review: the provider should upload it. */
  uploadDue: boolean;
}

export function licenceSituation(verifiedFor: number | null, latest: OwnLicence | null, now = Date.now()): LicenceSituation {
  const year = ghanaYear(now);
  const standing = licenceStanding(verifiedFor, year);
  const uploadYear = standing === "verified" && renewalSeason(now) ? year + 1 : year;
  const inReview = latest?.status === "pending" ? latest : null;
  const rejected = latest?.status === "rejected" ? latest : null;
  // Next year's licence approved in December counts at once, although the January run is what makes it current.
  const approved = (verifiedFor ?? 0) >= uploadYear || (latest?.status === "approved" && (latest.validForYear ?? 0) >= uploadYear);
  return { standing, year, verifiedFor, uploadYear, inReview, rejected, uploadDue: !approved && inReview === null };
}

/** Whether the dashboard needs the licence's details (its latest upload) to say what to do: only when something is to be done. */
export function licenceNeedsAttention(verifiedFor: number | null, now = Date.now()): boolean {
  return licenceStanding(verifiedFor, ghanaYear(now)) !== "verified" || renewalSeason(now);
}
