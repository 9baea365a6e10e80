/**
 * Which seeded practices accept NHIS (docs/product-rules.md#licences-and-nhis): about a third of
 * providers. Public and mission hospitals are the scheme's backbone, so hospital-based providers
 * accept it most often; private clinics and pharmacies sometimes; specialist practices (dental, eye,
 * physiotherapy, imaging, laboratory) seldom. Some give their facility's NHIA accreditation number.
 */
import type { Random } from "./random.ts";
import type { PracticeKind } from "./specialty-profiles.ts";

export interface NhisFacts {
  acceptsNhis: boolean;
  nhiaAccreditationNumber: string | null;
}

const ACCEPTS_NHIS: Record<PracticeKind, number> = {
  hospital: 0.45,
  clinic: 0.3,
  pharmacy: 0.3,
  dental: 0.12,
  eye: 0.12,
  physio: 0.12,
  imaging: 0.12,
  laboratory: 0.12,
};

/** Of those accepting NHIS, how many say their facility's accreditation number. */
const GIVES_ACCREDITATION_NUMBER = 0.6;

/** "NHIA/HF/12345": the seed's made-up numbers, one per provider. */
export function accreditationNumber(random: Random): string {
  return `NHIA/HF/${random.int(10_000, 99_999)}`;
}

/** Drawn from a stream of the provider's own, so it moves no other drawn detail. */
export function pickNhisFacts(random: Random, kind: PracticeKind): NhisFacts {
  if (!random.chance(ACCEPTS_NHIS[kind])) return { acceptsNhis: false, nhiaAccreditationNumber: null };
  return { acceptsNhis: true, nhiaAccreditationNumber: random.chance(GIVES_ACCREDITATION_NUMBER) ? accreditationNumber(random) : null };
}
