/** The patient's own account calls (docs/product-rules.md#data-rights): change password, sign out everywhere, erase the account. */
import { apiRequest } from "@gh/api-client";
import { useMutation } from "@gh/query";

/** Where the browser downloads everything held about the user (an attachment, so a plain link works). */
export const DATA_EXPORT_URL = "/api/user/export";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => apiRequest<{ message: string }>("POST", "/api/user/password", input),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiRequest<{ message: string }>("POST", "/api/user/sign-out-everywhere") });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => apiRequest<{ message: string }>("DELETE", "/api/user", { password }) });
}
