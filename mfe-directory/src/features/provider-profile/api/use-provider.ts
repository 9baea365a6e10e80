import type { ApiAnswer } from "@gh/api-client";
import { useQuery } from "@gh/query";

/** GET /api/providers/:id. Keyed ["/api/providers", id] so invalidating ["/api/providers", id] also refreshes its reviews. */
export function useProvider(id: string) {
  return useQuery<ApiAnswer<"GET /api/providers/{id}">>({ queryKey: ["/api/providers", id] });
}
