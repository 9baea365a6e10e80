import { describe, expect, it } from "vitest";
import { adminLicenceText } from "./admin-options.ts";

describe("the providers table's licence column", () => {
  it("says the year a verified licence is for, and the standing of the others", () => {
    expect(adminLicenceText({ licenceStanding: "verified", licenceVerifiedFor: 2026 })).toEqual({ message: "Verified for {year}", values: { year: 2026 } });
    expect(adminLicenceText({ licenceStanding: "renewal_pending", licenceVerifiedFor: 2025 })).toEqual({ message: "Licence renewal pending", values: {} });
    expect(adminLicenceText({ licenceStanding: "pending_verification", licenceVerifiedFor: null })).toEqual({ message: "Pending Verification", values: {} });
  });
});
