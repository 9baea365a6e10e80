import { callApi } from "@gh/api-client";
import type { loginSchema } from "@gh/contracts/auth";
import { useMutation } from "@gh/query";

export type LoginInput = ReturnType<typeof loginSchema.parse>;

/** POST /api/login. A session starts only when no verification step is required. */
export function useLogin() {
  return useMutation({ mutationFn: (input: LoginInput) => callApi("POST /api/login", { json: input }) });
}
