/**
 * Which providers are open around the clock and which see patients without an appointment, by what
 * their specialty is: an emergency department is both, about a third of pharmacies keep a 24-hour
 * counter, about half of general practices take walk-ins, and a few other clinics do too.
 */
import type { SpecialtyId } from "@gh/contracts/specialties";
import type { Random } from "./random.ts";

export interface PracticeFacts {
  open24Hours: boolean;
  acceptsWalkIns: boolean;
}

const OPEN_24_HOURS_SHARE: Partial<Record<SpecialtyId, number>> = { emergency: 1, pharmacy: 1 / 3 };

const WALK_IN_SHARE: Partial<Record<SpecialtyId, number>> = {
  emergency: 1, general: 0.5, pediatrics: 0.25, dentist: 0.2, "eye-care": 0.2, pathology: 0.3, radiology: 0.2, physiotherapy: 0.1,
};
/** Specialists mostly see patients by referral and appointment. */
const OTHER_WALK_IN_SHARE = 0.05;

/** Always two draws, whatever the specialty, so the facts of later providers do not depend on earlier specialties. */
export function pickPracticeFacts(random: Random, specialtyId: SpecialtyId): PracticeFacts {
  const open24Hours = random.chance(OPEN_24_HOURS_SHARE[specialtyId] ?? 0);
  const acceptsWalkIns = random.chance(WALK_IN_SHARE[specialtyId] ?? OTHER_WALK_IN_SHARE);
  return { open24Hours, acceptsWalkIns };
}
