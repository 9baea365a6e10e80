import type { SpecialtyCount } from "@gh/contracts";
import { useQuery } from "@tanstack/react-query";

/** Every specialty with its live provider count. */
export function useSpecialties() {
  return useQuery<SpecialtyCount[]>({ queryKey: ["/api/specialties"] });
}
