/** GET and PUT /api/provider/settings/payout-details: where the provider's weekly payouts go. */
import { callApi, type ApiAnswer } from "@gh/api-client";
import type { PayoutDetailsInput } from "@gh/contracts/payouts";
import { useMutation, useQuery, useQueryClient } from "@gh/query";

export const PAYOUT_DETAILS_KEY = ["/api/provider/settings/payout-details"] as const;
type PayoutDetailsAnswer = ApiAnswer<"GET /api/provider/settings/payout-details">;

export function usePayoutDetails() {
  return useQuery<PayoutDetailsAnswer>({ queryKey: PAYOUT_DETAILS_KEY });
}

export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutDetailsInput) => callApi("PUT /api/provider/settings/payout-details", { json: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData<PayoutDetailsAnswer>(PAYOUT_DETAILS_KEY, { payoutDetails: answer.payoutDetails });
      // The dashboard's Earnings tab says whether details are missing.
      void queryClient.invalidateQueries({ predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/providers/earnings") });
    },
  });
}
