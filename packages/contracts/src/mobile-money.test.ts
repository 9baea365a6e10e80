import { describe, expect, it } from "vitest";
import { mobileMoneyNumberProblem, networkOfNumber } from "./mobile-money.ts";

describe("mobile money numbers and their networks", () => {
  it("knows each network by its prefixes, however the number is written", () => {
    for (const number of ["024 123 4567", "0541234567", "055-123-4567", "059 123 4567", "025 123 4567", "053 123 4567", "+233 24 123 4567", "233241234567"]) {
      expect(networkOfNumber(number), number).toBe("mtn");
    }
    expect(["020 123 4567", "050 123 4567"].map(networkOfNumber)).toEqual(["telecel", "telecel"]);
    expect(["026 123 4567", "056 123 4567", "027 123 4567", "057 123 4567"].map(networkOfNumber)).toEqual(Array(4).fill("airteltigo"));
    expect(networkOfNumber("030 123 4567")).toBeNull();
  });

  it("refuses a Telecel number as MTN Mobile Money, saying whose number it is and what MTN's look like", () => {
    expect(mobileMoneyNumberProblem("mtn", "020 123 4567")).toBe(
      "This is a Telecel number. For MTN Mobile Money enter an MTN number (024, 054, 055, 059, 025 or 053), or choose Telecel Cash.",
    );
    expect(mobileMoneyNumberProblem("airteltigo", "024 123 4567")).toBe(
      "This is an MTN number. For AirtelTigo Money enter an AirtelTigo number (026, 056, 027 or 057), or choose MTN Mobile Money.",
    );
    expect(mobileMoneyNumberProblem("telecel", "030 123 4567")).toBe("This is not a Telecel number. Telecel Cash numbers start with 020 or 050.");
    expect(mobileMoneyNumberProblem("mtn", "12345")).toBe("Enter a Ghana mobile money number, e.g. 024 123 4567");
  });

  it("accepts a number on its own network, by payout id or checkout channel, and has nothing to say about cards", () => {
    expect(mobileMoneyNumberProblem("mtn", "024 123 4567")).toBeNull();
    expect(mobileMoneyNumberProblem("telecel", "+233501234567")).toBeNull();
    expect(mobileMoneyNumberProblem("vod", "020 123 4567")).toBeNull();
    expect(mobileMoneyNumberProblem("atl", "057 123 4567")).toBeNull();
    expect(mobileMoneyNumberProblem("vod", "024 123 4567")).toMatch(/^This is an MTN number\. For Telecel Cash/);
    expect(mobileMoneyNumberProblem("card", "")).toBeNull();
  });
});
