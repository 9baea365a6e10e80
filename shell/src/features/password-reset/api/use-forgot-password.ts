import { callApi } from "@gh/api-client";
import type { ForgotPasswordInput } from "@gh/contracts/auth/password-reset";
import { useMutation } from "@gh/query";

/** POST /api/password/forgot: a reset code (60 s cooldown, 5 an hour, enforced by the API). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => callApi("POST /api/password/forgot", { json: input }),
  });
}
