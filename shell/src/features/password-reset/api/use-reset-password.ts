import { callApi } from "@gh/api-client";
import type { ResetPasswordInput } from "@gh/contracts/auth/password-reset";
import { useMutation } from "@gh/query";

/** POST /api/password/reset: the code and the new password. It signs nobody in. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => callApi("POST /api/password/reset", { json: input }),
  });
}
