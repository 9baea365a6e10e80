/** The edit-by-id form's data: GET /api/providers/:id (the public profile) and PUT /api/providers/:id (owner or admin). */
import { apiRequest } from "@gh/api-client";
import type { Provider } from "@gh/contracts/providers";
import type { ProviderUpdateInput } from "@gh/contracts/providers/practice";
import { useMutation, useQuery, useQueryClient } from "@gh/query";
import { CURRENT_USER_KEY, providerKey, refreshProviderData } from "./provider-queries";

/** An id that cannot be a provider's is not asked for: it is simply not found. */
export const isProviderId = (id: string) => /^[1-9]\d{0,15}$/.test(id);

export function useProviderForEdit(id: string) {
  return useQuery<Provider>({ queryKey: providerKey(id), enabled: isProviderId(id) });
}

export function useUpdateProvider(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProviderUpdateInput) => apiRequest<Provider | undefined>("PUT", `/api/providers/${id}`, changes),
    onSuccess: (provider) => {
      // The answer is the saved profile: show it at once (the new photo's URL) while everything else reloads.
      if (provider?.id !== undefined) queryClient.setQueryData(providerKey(id), provider);
      void refreshProviderData(queryClient);
      // The header shows the signed-in user's name, which an owner may just have changed.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
