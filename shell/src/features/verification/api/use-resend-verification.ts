import { callApi } from "@gh/api-client";
import { useMutation } from "@gh/query";

/** POST /api/resend-verification: a new sign-up code (60 s cooldown, 5 an hour, enforced by the API). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => callApi("POST /api/resend-verification", { json: { email } }),
  });
}
