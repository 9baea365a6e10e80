/** A provider's own directory entry (GET /api/providers/by-user/:userId), asked for only for providers. */
import { apiRequest, type ApiAnswer } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts/auth";
import { useQuery } from "@gh/query";

type OwnProvider = ApiAnswer<"GET /api/providers/by-user/{id}">;

/** On the landing: apiRequest typed by the route rather than callApi, whose URL builder the first visit does not need. */
export function useOwnProvider(user: AccountUser | null) {
  const url = `/api/providers/by-user/${user?.id ?? 0}`;
  return useQuery<OwnProvider>({
    queryKey: [url],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<OwnProvider>("GET", url, undefined, { signal });
      } catch {
        throw new Error("Failed to fetch provider");
      }
    },
    enabled: user?.role === "provider",
  });
}
