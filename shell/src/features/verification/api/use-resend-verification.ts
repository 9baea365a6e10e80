import { apiRequest } from "@gh/api-client";
import type { CodeSentResult } from "@gh/contracts/auth";
import { useMutation } from "@gh/query";

/** POST /api/resend-verification: a new sign-up code (60 s cooldown, 5 an hour, enforced by the API). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<CodeSentResult>("POST", "/api/resend-verification", { email }),
  });
}
