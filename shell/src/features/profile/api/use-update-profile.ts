import { apiRequest } from "@gh/api-client";
import type { AccountUser, updateUserSchema } from "@gh/contracts/auth";
import { useMutation } from "@gh/query";

export type ProfileInput = ReturnType<typeof updateUserSchema.parse>;

/** PUT /api/users/:id answer; requiresVerification: the new e-mail was sent a code and must be verified. */
export interface ProfileUpdateResult {
  user: AccountUser;
  requiresVerification: boolean;
  message: string;
  /** Development only: the code sent to the new address. */
  code?: string;
}

export function useUpdateProfile(userId: number) {
  return useMutation({
    mutationFn: (input: ProfileInput) => apiRequest<ProfileUpdateResult>("PUT", `/api/users/${userId}`, input),
  });
}
