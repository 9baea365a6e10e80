import type { PaystackTransactionOptions } from "@paystack/inline-js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutRequest } from "./checkout-request";
import { openPaystackCheckout } from "./paystack-checkout";

const transactions: PaystackTransactionOptions[] = [];

vi.mock("@paystack/inline-js", () => ({
  default: class {
    newTransaction(options: PaystackTransactionOptions) {
      transactions.push(options);
    }
  },
}));

const request: CheckoutRequest = {
  reference: "apt_42_1795000000000",
  amountPesewas: 15000,
  currency: "GHS",
  email: "akosua@example.com",
  metadata: { appointmentId: 42, providerId: 7, patientName: "Akosua Boateng", patientPhone: "+233241234567", custom_fields: [] },
};

/** Lets the dynamic import and the promise around the popup settle. */
const popupOpened = () => vi.waitFor(() => expect(transactions).toHaveLength(1));

beforeEach(() => {
  transactions.length = 0;
});

describe("the Paystack checkout", () => {
  it("charges our reference in pesewas and GHS, then reports a finished payment", async () => {
    let stepsAside = 0;
    const result = openPaystackCheckout("pk_test_123", request, () => (stepsAside += 1));
    await popupOpened();
    expect(transactions[0]).toMatchObject({
      key: "pk_test_123",
      email: "akosua@example.com",
      amount: 15000,
      currency: "GHS",
      reference: "apt_42_1795000000000",
      metadata: request.metadata,
    });
    expect(stepsAside).toBe(1);
    transactions[0]!.onSuccess!({ id: 1, reference: request.reference, message: "Approved" });
    await expect(result).resolves.toBe("completed");
  });

  it("reports a closed popup as cancelled", async () => {
    const result = openPaystackCheckout("pk_test_123", request);
    await popupOpened();
    transactions[0]!.onCancel!();
    await expect(result).resolves.toBe("cancelled");
  });

  it("fails when Paystack cannot load the transaction", async () => {
    const result = openPaystackCheckout("pk_test_123", request);
    await popupOpened();
    transactions[0]!.onError!({ message: "Invalid key" });
    await expect(result).rejects.toThrow("Invalid key");
  });
});
