/** The payment calls of a checkout (docs/product-rules.md#payments, with the sandbox gateway). */
import { apiQuery, callApi, type ApiAnswer } from "@gh/api-client";
import type { SandboxChargeInput, VerifyPaymentInput } from "@gh/contracts/payments";
import type { QueryClient } from "@gh/query";

/** Any non-OK answer (402, 409, 400) means the payment is not confirmed. */
export function verifyPayment(input: VerifyPaymentInput): Promise<ApiAnswer<"POST /api/payments/verify">> {
  return callApi("POST /api/payments/verify", { json: input });
}

/** The sandbox checkout tells the sandbox gateway what the test customer did (development and tests only). */
export function chargeSandbox(input: SandboxChargeInput): Promise<ApiAnswer<"POST /api/payments/sandbox/charge">> {
  return callApi("POST /api/payments/sandbox/charge", { json: input });
}

const paymentConfigQuery = apiQuery("GET /api/payments/config");

/** Fetched when the dialog opens, so Proceed does not wait for it. */
export function prefetchPaymentConfig(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(paymentConfigQuery);
}

/** The cached config, or with `fresh` the server's answer now (a key may have just been set). */
export async function readPaymentConfig(queryClient: QueryClient, fresh: boolean): Promise<ApiAnswer<"GET /api/payments/config">> {
  const config = await queryClient.fetchQuery({ ...paymentConfigQuery, staleTime: fresh ? 0 : Infinity });
  if (!config) throw new Error("No payment configuration");
  return config;
}
