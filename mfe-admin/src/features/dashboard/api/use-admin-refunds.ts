/**
 * Refunds for the administrator (docs/product-rules.md#refunds): the list of one status, a Retry of a failed refund, and
 * the refund of a cancelled, paid appointment that got none automatically. After a change the
 * revenue figures, the audit log and the other lists are read again.
 */
import { apiQuery, callApi, type ApiAnswer } from "@gh/api-client";
import type { RefundStatus } from "@gh/contracts/refunds";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@gh/query";

type RefundList = ApiAnswer<"GET /api/admin/refunds">;

/** GET /api/admin/refunds?status=&page=: newest first, a page at a time (page 1 left out of the address). */
function refundsKey(status: RefundStatus, page: number) {
  return apiQuery("GET /api/admin/refunds", { query: { status, page: page > 1 ? page : undefined } }).queryKey;
}

export function useAdminRefunds(status: RefundStatus, page: number) {
  return useQuery<RefundList>({ queryKey: refundsKey(status, page), placeholderData: keepPreviousData });
}

/** Every admin answer but `keep` (the list on screen, already updated in place). */
function refreshAdminAnswers(queryClient: QueryClient, keep?: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/admin") && queryKey[0] !== keep,
  });
}

/** POST /api/admin/refunds/:id/retry: the row on screen becomes the refund as the server now has it. */
export function useRetryRefund(status: RefundStatus, page: number) {
  const queryClient = useQueryClient();
  const listKey = refundsKey(status, page);
  return useMutation({
    mutationFn: (refundId: number) => callApi("POST /api/admin/refunds/{id}/retry", { params: { id: refundId } }),
    onSuccess: (refund) => {
      queryClient.setQueryData<RefundList>(listKey, (list) => list && { ...list, items: list.items.map((item) => (item.id === refund.id ? refund : item)) });
      return refreshAdminAnswers(queryClient, listKey[0]);
    },
  });
}

/** POST /api/admin/appointments/:id/refund (no body): 201 with the new refund. */
export function useRefundAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) => callApi("POST /api/admin/appointments/{id}/refund", { params: { id: appointmentId } }),
    onSuccess: () => refreshAdminAnswers(queryClient),
  });
}
