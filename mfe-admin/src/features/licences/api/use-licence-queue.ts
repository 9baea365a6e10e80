/**
 * The licence verification queue's calls (docs/product-rules.md#licences-and-nhis): one page of one
 * list, and the two decisions. A decision changes the provider's standing, the providers table, the
 * audit log and what the directory shows, so every admin and provider answer is read again after it.
 */
import { apiQuery, callApi, readApiProblem } from "@gh/api-client";
import type { LicenceStatus } from "@gh/contracts/licences/options";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@gh/query";

/** GET /api/admin/licences?status=&page=: waiting ones oldest first, decided ones newest first. */
export function useLicenceQueue(status: LicenceStatus, page: number) {
  return useQuery({
    ...apiQuery("GET /api/admin/licences", { query: { status, page } }),
    // The licences stay while the next page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** After a decision, or a refusal that says the licence moved on: the queue, the tables, the audit log and the directory's answers. */
export function refreshAfterDecision(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && (queryKey[0].startsWith("/api/admin") || queryKey[0].startsWith("/api/providers")),
  });
}

/** Refused because the licence is gone (404) or was decided meanwhile (409): the list on screen is out of date. */
function movedOn(error: unknown): boolean {
  const { status } = readApiProblem(error);
  return status === 404 || status === 409;
}

export function useApproveLicence(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => callApi("POST /api/admin/licences/{id}/approve", { params: { id: licenceId }, json: { year } }),
    onSuccess: () => refreshAfterDecision(queryClient),
    onError: (error) => (movedOn(error) ? refreshAfterDecision(queryClient) : undefined),
  });
}

export function useRejectLicence(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => callApi("POST /api/admin/licences/{id}/reject", { params: { id: licenceId }, json: { reason } }),
    onSuccess: () => refreshAfterDecision(queryClient),
    onError: (error) => (movedOn(error) ? refreshAfterDecision(queryClient) : undefined),
  });
}
