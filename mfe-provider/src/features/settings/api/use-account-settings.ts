/** The provider's account settings calls: change password, sign out on every device. */
import { callApi } from "@gh/api-client";
import type { ChangePasswordInput } from "@gh/contracts/providers/practice";
import { useMutation } from "@gh/query";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => callApi("POST /api/provider/settings/password", { json: input }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => callApi("POST /api/provider/settings/sign-out-everywhere") });
}
