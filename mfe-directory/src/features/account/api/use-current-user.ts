/** The signed-in user (GET /api/user, the shell's query); null for an anonymous visitor. */
import { getQueryFn } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts";
import { useQuery } from "@tanstack/react-query";

export function useCurrentUser() {
  const { data, isPending } = useQuery({ queryKey: ["/api/user"], queryFn: getQueryFn<AccountUser>({ on401: "returnNull" }) });
  return { user: data ?? null, isPending };
}
