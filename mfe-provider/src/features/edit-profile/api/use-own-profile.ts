/** The signed-in provider's own profile: GET/PATCH /api/providers/edit-profile and DELETE /api/providers/profile. */
import { apiRequest } from "@gh/api-client";
import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import { useMutation, useQuery, useQueryClient } from "@gh/query";
import { OWN_PROFILE_KEY, refreshProviderData } from "./provider-queries";

/** What DELETE /api/providers/profile answers. */
export interface ProfileDeleted {
  appointmentsDeleted: number;
  reviewsDeleted: number;
  message: string;
}

export function useOwnProfile() {
  return useQuery<OwnProviderProfile>({ queryKey: OWN_PROFILE_KEY });
}

/** PATCH with the self-edit fields (already checked with providerSelfEditSchema). */
export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Record<string, unknown>) => apiRequest<OwnProviderProfile>("PATCH", OWN_PROFILE_KEY[0], changes),
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
    mutationFn: () => apiRequest<ProfileDeleted>("DELETE", "/api/providers/profile"),
    onSuccess: () => void refreshProviderData(queryClient),
  });
}
