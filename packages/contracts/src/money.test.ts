import { describe, expect, it } from "vitest";
import { cedisToPesewas, formatCedis, pesewasToCedis, splitFee } from "./money.ts";

describe("money in pesewas", () => {
  it("shows pesewas as the decimal cedi string the forms expect", () => {
    expect(pesewasToCedis(15000)).toBe("150.00");
    expect(pesewasToCedis(25050)).toBe("250.50");
    expect(pesewasToCedis(5)).toBe("0.05");
  });

  it("reads cedi amounts into whole pesewas and refuses what is not one", () => {
    expect(cedisToPesewas("150")).toBe(15000);
    expect(cedisToPesewas("150.5")).toBe(15050);
    expect(cedisToPesewas(" 80.25 ")).toBe(8025);
    expect(cedisToPesewas(600)).toBe(60000);
    for (const bad of ["", "abc", "-5", "1.234", "1e3"]) expect(cedisToPesewas(bad)).toBeNull();
  });

  it("splits a fee into the 10% commission (rounded) and the provider's payout", () => {
    expect(splitFee(15000)).toEqual({ commissionPesewas: 1500, payoutPesewas: 13500 });
    expect(splitFee(8005)).toEqual({ commissionPesewas: 801, payoutPesewas: 7204 });
    expect(splitFee(8004)).toEqual({ commissionPesewas: 800, payoutPesewas: 7204 });
  });

  it("formats with the cedi sign", () => {
    expect(formatCedis("150.00")).toBe("₵150.00");
    expect(formatCedis(1250.5)).toBe("₵1,250.50");
  });

  it("groups thousands, rounds to pesewas and keeps the sign as Ghana's en-GH format does", () => {
    for (const value of [0, 7, 999.999, 1000, 12345.678, 1234567.1, -5, -1250.5, 0.004]) {
      expect(formatCedis(value)).toBe(`₵${value.toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    }
    expect(formatCedis(1234567.1)).toBe("₵1,234,567.10");
  });
});
