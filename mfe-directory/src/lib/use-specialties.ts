import type { ApiAnswer } from "@gh/api-client";
import { SPECIALTIES_PATH } from "@gh/contracts/specialties";
import { useQuery } from "@gh/query";

/** Every specialty with its live provider count. */
export function useSpecialties() {
  return useQuery<ApiAnswer<"GET /api/specialties">>({ queryKey: [SPECIALTIES_PATH] });
}
