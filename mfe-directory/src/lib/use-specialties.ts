import type { SpecialtyCount } from "@gh/contracts";
import { useQuery } from "@gh/query";

/** The query key (and URL) of every specialty with its count. */
export const SPECIALTIES_KEY = "/api/specialties";

/** Every specialty with its live provider count. */
export function useSpecialties() {
  return useQuery<SpecialtyCount[]>({ queryKey: [SPECIALTIES_KEY] });
}
