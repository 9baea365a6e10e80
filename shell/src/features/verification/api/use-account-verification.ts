/** The signed-in user's own e-mail and phone verification: POST /api/auth/send-verification and /api/auth/verify. */
import { apiRequest } from "@gh/api-client";
import type { CodeSentResult, VerificationType, VerifyResult } from "@gh/contracts/auth";
import { useMutation } from "@gh/query";

export interface SendAccountCodeInput {
  type: VerificationType;
  /** For phone: the number to verify (sets or changes it). */
  phone?: string;
}

export function useSendAccountCode() {
  return useMutation({
    mutationFn: (input: SendAccountCodeInput) => apiRequest<CodeSentResult>("POST", "/api/auth/send-verification", input),
  });
}

export function useVerifyAccountCode() {
  return useMutation({
    mutationFn: (input: { type: VerificationType; code: string }) => apiRequest<VerifyResult>("POST", "/api/auth/verify", input),
  });
}
