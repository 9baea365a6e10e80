/**
 * Paystack's inline checkout. The library is imported only when a patient pays, so it is its own
 * chunk that the dialog never downloads up front.
 */
import type { CheckoutRequest } from "./checkout-request";
import type { CheckoutResult } from "./run-booking";

/**
 * Opens the checkout and settles when it ends. `beforeOpen` runs once the library is loaded, just
 * before Paystack shows its frame (the booking dialog steps aside: a modal <dialog> would make the
 * frame inert).
 */
export async function openPaystackCheckout(publicKey: string, request: CheckoutRequest, beforeOpen?: () => void): Promise<CheckoutResult> {
  const { default: PaystackPop } = await import(/* webpackChunkName: "paystack" */ "@paystack/inline-js");
  beforeOpen?.();
  return new Promise<CheckoutResult>((resolve, reject) => {
    try {
      new PaystackPop().newTransaction({
        key: publicKey,
        email: request.email,
        amount: request.amountPesewas,
        currency: request.currency,
        reference: request.reference,
        metadata: request.metadata,
        onSuccess: () => resolve("completed"),
        onCancel: () => resolve("cancelled"),
        onError: (error) => reject(new Error(error?.message ?? "Paystack could not start the payment")),
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
