import { callApi, type ApiInput } from "@gh/api-client";
import { useMutation } from "@gh/query";

/** POST /api/verify-email: a correct code verifies the address and starts the session. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (input: ApiInput<"POST /api/verify-email">["json"]) => callApi("POST /api/verify-email", { json: input }),
  });
}
