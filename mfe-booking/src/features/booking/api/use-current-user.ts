/** The signed-in patient (GET /api/user, the shell's query), whose details prefill the form; null when anonymous. */
import { getQueryFn } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts";
import { useQuery } from "@tanstack/react-query";

export function useCurrentUser(): AccountUser | null {
  const { data } = useQuery({ queryKey: ["/api/user"], queryFn: getQueryFn<AccountUser>({ on401: "returnNull" }) });
  return data ?? null;
}
