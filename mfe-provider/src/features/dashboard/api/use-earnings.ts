/** GET /api/providers/earnings?page=: what the provider is owed and has been paid, a page of payouts at a time. */
import type { ApiAnswer } from "@gh/api-client";
import { keepPreviousData, useQuery } from "@gh/query";
import { earningsUrl } from "../earnings-view";

/** The previous page stays on screen while the next loads. */
export function useEarnings(page: number) {
  return useQuery<ApiAnswer<"GET /api/providers/earnings">>({ queryKey: [earningsUrl(page)], placeholderData: keepPreviousData });
}
