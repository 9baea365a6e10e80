import { describe, expect, it } from "vitest";
import { nextPayoutDate, PAYOUT_MESSAGES, payoutDetailsInputSchema } from "./payouts.ts";

describe("nextPayoutDate", () => {
  it("is the coming Monday, or today when it is Monday before the 06:00 run", () => {
    expect(nextPayoutDate(Date.UTC(2026, 10, 23, 5, 59))).toBe("2026-11-23"); // Monday, before the run
    expect(nextPayoutDate(Date.UTC(2026, 10, 23, 6, 0))).toBe("2026-11-30"); // Monday, the run has started
    expect(nextPayoutDate(Date.UTC(2026, 10, 26, 12, 0))).toBe("2026-11-30"); // Thursday
    expect(nextPayoutDate(Date.UTC(2026, 11, 27, 23, 0))).toBe("2026-12-28"); // Sunday night
  });
});

describe("payout details form", () => {
  it("takes mobile money with a network, or a bank account, and says what is missing", () => {
    expect(payoutDetailsInputSchema.safeParse({ method: "mobile_money", network: "telecel", phone: "020 555 1234", accountName: "Ama Darko", currentPassword: "pw" }).success).toBe(true);
    expect(payoutDetailsInputSchema.safeParse({ method: "bank", bankCode: "300302", accountNumber: "1441000123456", accountName: "Ama Darko", currentPassword: "pw" }).success).toBe(true);
    const missing = payoutDetailsInputSchema.safeParse({ method: "bank", bankCode: "", accountNumber: "12-34", accountName: "" });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["bankCode", "Choose your bank"],
      ["accountNumber", "Enter the account number (digits only)"],
      ["accountName", "Enter the name on the account"],
      ["currentPassword", PAYOUT_MESSAGES.passwordNeeded],
    ]);
  });

  it("refuses a wallet number of another network, on the number", () => {
    const telecelAsMtn = payoutDetailsInputSchema.safeParse({ method: "mobile_money", network: "mtn", phone: "020 123 4567", accountName: "Ama Darko", currentPassword: "pw" });
    expect(telecelAsMtn.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["phone", "This is a Telecel number. For MTN Mobile Money enter an MTN number (024, 054, 055, 059, 025 or 053), or choose Telecel Cash."],
    ]);
  });
});
