/** A provider's own directory entry (GET /api/providers/by-user/:userId), asked for only for providers. */
import type { ApiAnswer } from "@gh/api-client";
import type { AccountUser } from "@gh/contracts/auth";
import { msg } from "@gh/i18n";
import { useQuery } from "@gh/query";

/** What the landing says when the entry could not be had (the spec's words for any non-OK answer). */
export const OWN_PROVIDER_FAILED = msg("Failed to fetch provider");

/**
 * Read with the shell's query loader, like the landing's other reads: the typed `callApi` would bring
 * its URL builder to the first visit, which has no byte to spare (docs/architecture.md, Performance).
 */
export function useOwnProvider(user: AccountUser | null) {
  return useQuery<ApiAnswer<"GET /api/providers/by-user/{id}">>({
    queryKey: [`/api/providers/by-user/${user?.id ?? 0}`],
    enabled: user?.role === "provider",
  });
}
