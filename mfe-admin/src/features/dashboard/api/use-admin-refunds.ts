/**
 * Refunds for the administrator (docs/product-rules.md#refunds): the list of one status, a Retry of a failed refund, and
 * the refund of a cancelled, paid appointment that got none automatically. After a change the
 * revenue figures, the audit log and the other lists are read again.
 */
import { apiRequest } from "@gh/api-client";
import type { AdminRefund, AdminRefundList, RefundStatus } from "@gh/contracts/refunds";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@gh/query";

/** GET /api/admin/refunds?status=&page=: newest first, a page at a time. */
export function refundsUrl(status: RefundStatus, page = 1): string {
  return `/api/admin/refunds?status=${status}${page > 1 ? `&page=${page}` : ""}`;
}

export function useAdminRefunds(status: RefundStatus, page: number) {
  return useQuery<AdminRefundList>({ queryKey: [refundsUrl(status, page)], placeholderData: keepPreviousData });
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
  const listUrl = refundsUrl(status, page);
  return useMutation({
    mutationFn: (refundId: number) => apiRequest<AdminRefund>("POST", `/api/admin/refunds/${refundId}/retry`),
    onSuccess: (refund) => {
      queryClient.setQueryData<AdminRefundList>([listUrl], (list) => list && { ...list, items: list.items.map((item) => (item.id === refund.id ? refund : item)) });
      return refreshAdminAnswers(queryClient, listUrl);
    },
  });
}

/** POST /api/admin/appointments/:id/refund (no body): 201 with the new refund. */
export function useRefundAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) => apiRequest<AdminRefund>("POST", `/api/admin/appointments/${appointmentId}/refund`),
    onSuccess: () => refreshAdminAnswers(queryClient),
  });
}
