import type { Provider } from "@gh/contracts/providers";
import { useQuery } from "@gh/query";

/** GET /api/providers/:id. Keyed ["/api/providers", id] so invalidating ["/api/providers", id] also refreshes its reviews. */
export function useProvider(id: string) {
  return useQuery<Provider>({ queryKey: ["/api/providers", id] });
}
