/** Query keys of the provider's own data, and the refresh every profile or time-off change needs. */
import type { QueryClient } from "@gh/query";

export const OWN_PROFILE_KEY = ["/api/providers/edit-profile"] as const;
/** The public profile's key (shared with the directory's profile page, so both read one cache entry). */
export const providerKey = (id: string) => ["/api/providers", id] as const;
export const CURRENT_USER_KEY = ["/api/user"] as const;

const PROVIDER_DATA = "/api/providers";

/**
 * Every query keyed by a URL under /api/providers (the dashboard, this form, time off, and the
 * directory's featured list, search results and profiles): after a change none of them may show the
 * old fee, hours or free days.
 */
export function refreshProviderData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith(PROVIDER_DATA),
  });
}
