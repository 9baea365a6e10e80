/**
 * Provider management's calls (docs/product-rules.md#screens-and-texts): one page of providers (searched on the server), what
 * deleting one would remove, the deletion itself and the admin's edit.
 */
import { apiQuery, callApi } from "@gh/api-client";
import { ADMIN_PAGE_SIZE } from "@gh/contracts/admin/options";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@gh/query";
import type { AdminProviderBody } from "../admin-provider-form";

/** GET /api/admin/providers?page=&pageSize=[&search=]: newest first (the server's default order). */
export function useAdminProviders(page: number, search: string) {
  return useQuery({
    ...apiQuery("GET /api/admin/providers", { query: { page, pageSize: ADMIN_PAGE_SIZE, search } }),
    // The cards stay while the next page or search loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** What deleting would remove, read fresh each time the dialog opens (bookings keep arriving). */
export function useDeletionPreview(providerId: number | null) {
  return useQuery({
    // No provider chosen: a key never fetched (disabled).
    ...apiQuery("GET /api/admin/providers/{id}/deletion", { params: { id: providerId ?? 0 } }),
    enabled: providerId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * After an admin change: this list and every cached directory answer (search, profiles, the
 * featured list), which the shell's QueryClient keys by URL.
 */
export function refreshAfterAdminChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === "string" && (queryKey[0].startsWith("/api/providers") || queryKey[0].startsWith("/api/admin")),
  });
}

export function useDeleteProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: number) => callApi("DELETE /api/admin/providers/{id}", { params: { id: providerId } }),
    onSuccess: () => refreshAfterAdminChange(queryClient),
  });
}

export function useUpdateProvider(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProviderBody) => callApi("PUT /api/admin/providers/{id}", { params: { id: providerId }, json: body }),
    onSuccess: () => refreshAfterAdminChange(queryClient),
  });
}
