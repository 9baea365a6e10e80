import { describe, expect, it } from "vitest";
import { licenceNeedsAttention, licenceSituation } from "./licence-view";
import { ownLicence } from "./testing/licence-uploads";

const NOVEMBER = Date.parse("2026-11-20T08:00:00Z");
const DECEMBER = Date.parse("2026-12-01T00:00:00Z");
const JANUARY = Date.parse("2027-01-02T08:00:00Z");

describe("what a provider's licence asks of them", () => {
  it("asks nothing of a provider verified for this year, until December", () => {
    expect(licenceSituation(2026, null, NOVEMBER)).toMatchObject({ standing: "verified", year: 2026, uploadYear: 2026, uploadDue: false });
    expect(licenceNeedsAttention(2026, NOVEMBER)).toBe(false);
  });

  it("asks for next year's licence from 1 December, until it is uploaded or approved", () => {
    expect(licenceNeedsAttention(2026, DECEMBER)).toBe(true);
    expect(licenceSituation(2026, null, DECEMBER)).toMatchObject({ standing: "verified", uploadYear: 2027, uploadDue: true });
    const waiting = ownLicence({ status: "pending" });
    expect(licenceSituation(2026, waiting, DECEMBER)).toMatchObject({ uploadDue: false, inReview: waiting });
    expect(licenceSituation(2026, ownLicence({ status: "approved", validForYear: 2027 }), DECEMBER).uploadDue).toBe(false);
    // This year's approval, seen again in December, is not next year's.
    expect(licenceSituation(2026, ownLicence({ status: "approved", validForYear: 2026 }), DECEMBER).uploadDue).toBe(true);
  });

  it("asks a provider whose licence was never checked to upload it, unless one is waiting for review", () => {
    expect(licenceNeedsAttention(null, NOVEMBER)).toBe(true);
    expect(licenceSituation(null, null, NOVEMBER)).toMatchObject({ standing: "pending_verification", uploadYear: 2026, uploadDue: true, inReview: null, rejected: null });
    expect(licenceSituation(null, ownLicence(), NOVEMBER)).toMatchObject({ uploadDue: false });
    const refused = ownLicence({ status: "rejected", rejectionReason: "The licence number is not readable." });
    expect(licenceSituation(null, refused, NOVEMBER)).toMatchObject({ uploadDue: true, rejected: refused });
  });

  it("asks for this year's licence once last year's has run out (renewal pending)", () => {
    expect(licenceSituation(2026, null, JANUARY)).toMatchObject({ standing: "renewal_pending", year: 2027, verifiedFor: 2026, uploadYear: 2027, uploadDue: true });
    expect(licenceNeedsAttention(2026, JANUARY)).toBe(true);
  });
});
