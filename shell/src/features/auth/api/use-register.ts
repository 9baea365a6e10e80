import { callApi } from "@gh/api-client";
import type { registerSchema } from "@gh/contracts/auth";
import { useMutation } from "@gh/query";

export type RegisterPatientInput = ReturnType<typeof registerSchema.parse>;

/** POST /api/register (patients only; providers use the registration wizard). Starts no session. */
export function useRegister() {
  return useMutation({ mutationFn: (input: RegisterPatientInput) => callApi("POST /api/register", { json: input }) });
}
