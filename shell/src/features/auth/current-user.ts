/** The signed-in user from GET /api/user; a 401 means anonymous (null), not an error. */
import { getQueryFn } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts";
import { useQuery } from "@tanstack/react-query";

export type CurrentUser = AccountUser;

export const currentUserQuery = {
  queryKey: ["/api/user"],
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
} as const;

/** `isLoading` until the first answer: also true in a build-time render, which never fetches. */
export function useCurrentUser() {
  const { data, isPending } = useQuery(currentUserQuery);
  return { user: data ?? null, isLoading: isPending };
}

/** "Dr. Kwame" for providers, "Ama" for everyone else (spec: header greeting). */
export function greetingName(user: CurrentUser): string {
  return user.role === "provider" ? `Dr. ${user.firstName}` : user.firstName;
}
