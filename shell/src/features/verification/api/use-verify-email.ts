import { apiRequest } from "@gh/api-client";
import type { VerifyResult } from "@gh/contracts/auth";
import { useMutation } from "@gh/query";

/** POST /api/verify-email: a correct code verifies the address and starts the session. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (input: { email: string; code: string }) => apiRequest<VerifyResult>("POST", "/api/verify-email", input),
  });
}
