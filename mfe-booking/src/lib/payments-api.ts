/** The payment calls of a checkout (docs/product-rules.md#payments, with the sandbox gateway). */
import { apiRequest, getQueryFn } from "@gh/api-client";
import type { PaymentConfig, SandboxChargeInput, VerifiedPayment, VerifyPaymentInput } from "@gh/contracts/payments";
import type { QueryClient } from "@gh/query";
/** Any non-OK answer (402, 409, 400) means the payment is not confirmed. */
export function verifyPayment(input: VerifyPaymentInput): Promise<VerifiedPayment> {
  return apiRequest<VerifiedPayment>("POST", "/api/payments/verify", input);
}

/** The sandbox checkout tells the sandbox gateway what the test customer did. */
export function chargeSandbox(input: SandboxChargeInput): Promise<unknown> {
  return apiRequest<unknown>("POST", "/api/payments/sandbox/charge", input);
}

const paymentConfigQuery = { queryKey: ["/api/payments/config"], queryFn: getQueryFn<PaymentConfig>({ on401: "throw" }) } as const;

/** Fetched when the dialog opens, so Proceed does not wait for it. */
export function prefetchPaymentConfig(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(paymentConfigQuery);
}

/** The cached config, or with `fresh` the server's answer now (a key may have just been set). */
export async function readPaymentConfig(queryClient: QueryClient, fresh: boolean): Promise<PaymentConfig> {
  const config = await queryClient.fetchQuery({ ...paymentConfigQuery, staleTime: fresh ? 0 : Infinity });
  if (!config) throw new Error("No payment configuration");
  return config;
}
