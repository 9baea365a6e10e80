/** The edit-by-id form's data: GET /api/providers/:id (the public profile) and PUT /api/providers/:id (owner or admin). */
import { callApi, type ApiAnswer } from "@gh/api-client";
import type { ProviderUpdateInput } from "@gh/contracts/providers/practice";
import { useMutation, useQuery, useQueryClient } from "@gh/query";
import { CURRENT_USER_KEY, providerKey, refreshProviderData } from "./provider-queries";

/** An id that cannot be a provider's is not asked for: it is simply not found. */
export const isProviderId = (id: string) => /^[1-9]\d{0,15}$/.test(id);

export function useProviderForEdit(id: string) {
  // The directory's key for the public profile (not apiQuery's URL alone), so both read one cache entry.
  return useQuery<ApiAnswer<"GET /api/providers/{id}">>({ queryKey: providerKey(id), enabled: isProviderId(id) });
}

export function useUpdateProvider(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProviderUpdateInput) => callApi("PUT /api/providers/{id}", { params: { id }, json: changes }),
    onSuccess: (provider) => {
      // The answer is the saved profile: show it at once (the new photo's URL) while everything else reloads.
      queryClient.setQueryData(providerKey(id), provider);
      void refreshProviderData(queryClient);
      // The header shows the signed-in user's name, which an owner may just have changed.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
