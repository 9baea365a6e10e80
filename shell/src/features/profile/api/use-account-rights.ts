/** The patient's own account calls (docs/product-rules.md#data-rights): change password, sign out everywhere, erase the account. */
import { callApi, type ApiInput } from "@gh/api-client";
import { useMutation } from "@gh/query";

/** Where the browser downloads everything held about the user (an attachment, so a plain link works). */
export const DATA_EXPORT_URL = "/api/user/export";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ApiInput<"POST /api/user/password">["json"]) => callApi("POST /api/user/password", { json: input }),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => callApi("POST /api/user/sign-out-everywhere") });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => callApi("DELETE /api/user", { json: { password } }) });
}
