import { callApi, type ApiAnswer } from "@gh/api-client";
import type { updateUserSchema } from "@gh/contracts/auth";
import { useMutation } from "@gh/query";

export type ProfileInput = ReturnType<typeof updateUserSchema.parse>;

/** PUT /api/users/:id answer; requiresVerification: the new e-mail was sent a code and must be verified. */
export type ProfileUpdateResult = ApiAnswer<"PUT /api/users/{id}">;

export function useUpdateProfile(userId: number) {
  return useMutation({
    mutationFn: (input: ProfileInput) => callApi("PUT /api/users/{id}", { params: { id: userId }, json: input }),
  });
}
