/**
 * The signed-in user (GET /api/user), one query shared by every area: the shell prefetches it at
 * start-up and each remote reads the same cache entry. A 401 means anonymous (null), not an error.
 */
import type { AccountUser } from "@gh/contracts/auth";
import { useQuery } from "@gh/query";
import { getQueryFn } from "./api-request";
import type { ApiAnswer } from "./typed-api";

export const currentUserQuery = {
  queryKey: ["/api/user"],
  queryFn: getQueryFn<ApiAnswer<"GET /api/user">>({ on401: "returnNull" }),
} as const;

/** `isPending` until the first answer: also true in a build-time render, which never fetches. */
export function useCurrentUser(): { user: AccountUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(currentUserQuery);
  return { user: data ?? null, isPending };
}
