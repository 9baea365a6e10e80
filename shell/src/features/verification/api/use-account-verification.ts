/** The signed-in user's own e-mail and phone verification: POST /api/auth/send-verification and /api/auth/verify. */
import { callApi, type ApiInput } from "@gh/api-client";
import { useMutation } from "@gh/query";

/** `type`, and for phone the number to verify (sets or changes it). */
export type SendAccountCodeInput = ApiInput<"POST /api/auth/send-verification">["json"];

export function useSendAccountCode() {
  return useMutation({
    mutationFn: (input: SendAccountCodeInput) => callApi("POST /api/auth/send-verification", { json: input }),
  });
}

export function useVerifyAccountCode() {
  return useMutation({
    mutationFn: (input: ApiInput<"POST /api/auth/verify">["json"]) => callApi("POST /api/auth/verify", { json: input }),
  });
}
