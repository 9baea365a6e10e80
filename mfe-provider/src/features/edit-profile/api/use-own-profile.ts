/** The signed-in provider's own profile: GET/PATCH /api/providers/edit-profile and DELETE /api/providers/profile. */
import { callApi, type ApiAnswer } from "@gh/api-client";
import type { ProviderSelfEditInput } from "@gh/contracts/providers/practice";
import { useMutation, useQuery, useQueryClient } from "@gh/query";
import { OWN_PROFILE_KEY, refreshProviderData } from "./provider-queries";

/** What DELETE /api/providers/profile answers. */
export type ProfileDeleted = ApiAnswer<"DELETE /api/providers/profile">;

export function useOwnProfile() {
  return useQuery<ApiAnswer<"GET /api/providers/edit-profile">>({ queryKey: OWN_PROFILE_KEY });
}

/** PATCH with the self-edit fields (already checked with providerSelfEditSchema). */
export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProviderSelfEditInput) => callApi("PATCH /api/providers/edit-profile", { json: changes }),
    onSuccess: (profile) => {
      queryClient.setQueryData(OWN_PROFILE_KEY, profile);
      // Not awaited: "Saving..." ends when the change is stored, not when every list has reloaded.
      void refreshProviderData(queryClient);
    },
  });
}

export function useDeleteOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("DELETE /api/providers/profile"),
    onSuccess: () => void refreshProviderData(queryClient),
  });
}
