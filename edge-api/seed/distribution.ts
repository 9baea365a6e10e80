/** How many providers each region and specialty gets, and which region each provider lands in. */
import { REGIONS, type Region } from "@gh/contracts/regions";
import { SPECIALTY_IDS, type SpecialtyId } from "@gh/contracts/specialties";
import type { Random } from "./random.ts";
import { SPECIALTY_PROFILES } from "./specialty-profiles.ts";

/** Roughly where Ghana's practitioners are: the two big cities first, yet every region well represented. */
const REGION_WEIGHTS: Record<Region, number> = {
  "Greater Accra": 16, Ashanti: 12, Western: 6, Central: 6, Eastern: 6, Northern: 6, Volta: 6, Bono: 5,
  "Upper East": 4, "Upper West": 4, "Bono East": 4, "Western North": 4, Ahafo: 4, Oti: 4, Savannah: 4, "North East": 4,
};

/** How strongly scarce specialists are drawn to a region: the teaching hospitals are in these. */
const SPECIALIST_PULL: Partial<Record<Region, number>> = {
  "Greater Accra": 5, Ashanti: 4, Northern: 2, Central: 2, Volta: 2, Western: 2,
};

export const REGION_CHOICES: readonly (readonly [Region, number])[] = REGIONS.map((region) => [region, REGION_WEIGHTS[region]]);
export const SPECIALTY_CHOICES: readonly (readonly [SpecialtyId, number])[] = SPECIALTY_IDS.map((id) => [id, SPECIALTY_PROFILES[id].weight]);

/** `total` split by weight with the largest-remainder method: exact, and ties settled by list order. */
export function allocate<T>(choices: readonly (readonly [T, number])[], total: number): Map<T, number> {
  const weightSum = choices.reduce((sum, [, weight]) => sum + weight, 0);
  const shares = choices.map(([choice, weight], index) => {
    const exact = (weight * total) / weightSum;
    return { choice, index, count: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((sum, share) => sum + share.count, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    share.count++;
    left--;
  }
  return new Map(shares.map((share) => [share.choice, share.count]));
}

export interface ProviderPlacement {
  region: Region;
  specialtyId: SpecialtyId;
}

function regionWeightFor(specialtyId: SpecialtyId, region: Region): number {
  return SPECIALTY_PROFILES[specialtyId].inRegionalCapitals ? (SPECIALIST_PULL[region] ?? 1) : 1;
}

/**
 * Exactly `total` placements honouring both the region and the specialty quotas. Scarce specialists
 * are placed first and lean towards the regions with teaching hospitals, so an oncologist is likelier
 * in Accra than in Nalerigu, while every region still fills its quota.
 */
export function planPlacements(random: Random, total: number): ProviderPlacement[] {
  const regionsLeft = allocate(REGION_CHOICES, total);
  const specialtySlots = random.shuffle(
    [...allocate(SPECIALTY_CHOICES, total)].flatMap(([specialtyId, count]) => Array<SpecialtyId>(count).fill(specialtyId)),
  );
  specialtySlots.sort((a, b) => Number(SPECIALTY_PROFILES[b].inRegionalCapitals) - Number(SPECIALTY_PROFILES[a].inRegionalCapitals));
  const placements = specialtySlots.map((specialtyId) => {
    const open = [...regionsLeft].filter(([, count]) => count > 0);
    const region = random.weighted(open.map(([region, count]) => [region, count * regionWeightFor(specialtyId, region)] as const));
    regionsLeft.set(region, (regionsLeft.get(region) ?? 0) - 1);
    return { region, specialtyId };
  });
  return random.shuffle(placements);
}

/** One placement drawn independently, for runs too large to plan (the scale benchmark). */
export function drawPlacement(random: Random): ProviderPlacement {
  const specialtyId = random.weighted(SPECIALTY_CHOICES);
  const region = random.weighted(REGION_CHOICES.map(([region, weight]) => [region, weight * regionWeightFor(specialtyId, region)] as const));
  return { region, specialtyId };
}
