/** A provider's own directory entry (GET /api/providers/by-user/:userId), asked for only for providers. */
import { apiRequest } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts/auth";
import type { Provider } from "@gh/contracts/providers";
import { useQuery } from "@gh/query";

export function useOwnProvider(user: AccountUser | null) {
  const url = `/api/providers/by-user/${user?.id ?? 0}`;
  return useQuery<Provider>({
    queryKey: [url],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Provider>("GET", url, undefined, { signal });
      } catch {
        throw new Error("Failed to fetch provider");
      }
    },
    enabled: user?.role === "provider",
  });
}
