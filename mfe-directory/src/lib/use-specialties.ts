import { SPECIALTIES_PATH, type SpecialtyCount } from "@gh/contracts";
import { useQuery } from "@gh/query";

/** Every specialty with its live provider count. */
export function useSpecialties() {
  return useQuery<SpecialtyCount[]>({ queryKey: [SPECIALTIES_PATH] });
}
