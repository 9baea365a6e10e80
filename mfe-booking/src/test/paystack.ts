/**
 * Paystack's inline checkout, stood in for in the DOM tests: importing this file replaces the library,
 * and `paystack` holds each transaction opened, so a test can finish it as the patient would.
 */
import type { PaystackTransactionOptions } from "@paystack/inline-js";
import { afterEach, vi } from "vitest";

export const paystack: PaystackTransactionOptions[] = [];

vi.mock("@paystack/inline-js", () => ({
  default: class {
    newTransaction(options: PaystackTransactionOptions) {
      paystack.push(options);
    }
  },
}));

afterEach(() => {
  paystack.length = 0;
});
