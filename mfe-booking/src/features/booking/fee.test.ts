import { formatCedis } from "@gh/contracts/money";
import { describe, expect, it } from "vitest";
import { platformFeeOf, PLATFORM_FEE_LABEL, providerShareOf } from "./fee";

describe("the platform fee shown on the payment step", () => {
  it("is 10% of the consultation fee, already included in it", () => {
    expect(PLATFORM_FEE_LABEL).toBe("Platform fee (10%)");
    expect(platformFeeOf("150.00")).toBe("15.00");
    expect(formatCedis(platformFeeOf("150.00"))).toBe("₵15.00");
    // Rounded to the pesewa, as the server does.
    expect(platformFeeOf("99.95")).toBe("10.00");
    expect(platformFeeOf("0.05")).toBe("0.01");
    // The provider receives the rest, so the two always add up to the fee.
    expect(providerShareOf("150.00")).toBe("135.00");
    expect(providerShareOf("99.95")).toBe("89.95");
  });
});
