/** The provider's account settings calls: change password, sign out on every device. */
import { apiRequest } from "@gh/api-client";
import { useMutation } from "@gh/query";

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => apiRequest<unknown>("POST", "/api/provider/settings/password", input),
  });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiRequest<unknown>("POST", "/api/provider/settings/sign-out-everywhere") });
}
