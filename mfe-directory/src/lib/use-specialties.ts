import type { SpecialtyCount } from "@gh/contracts/providers";
import { SPECIALTIES_PATH } from "@gh/contracts/specialties";
import { useQuery } from "@gh/query";

/** Every specialty with its live provider count. */
export function useSpecialties() {
  return useQuery<SpecialtyCount[]>({ queryKey: [SPECIALTIES_PATH] });
}
