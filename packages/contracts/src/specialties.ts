/** One list of specialty ids with the spec's names; each screen shows the subset the spec gives it. */
import { msg } from "./msg.ts";
export const SPECIALTIES = [
  { id: "general", name: msg("General Practice") },
  { id: "cardiology", name: msg("Cardiology") },
  { id: "dermatology", name: msg("Dermatology") },
  { id: "pediatrics", name: msg("Pediatrics") },
  { id: "orthopedics", name: msg("Orthopedics") },
  { id: "gynecology", name: msg("Gynecology") },
  { id: "dentist", name: msg("Dental Care") },
  { id: "eye-care", name: msg("Eye Care") },
  { id: "pharmacy", name: msg("Pharmacy") },
  { id: "psychiatry", name: msg("Psychiatry") },
  { id: "surgery", name: msg("Surgery") },
  { id: "emergency", name: msg("Emergency Medicine") },
  { id: "physiotherapy", name: msg("Physiotherapy") },
  { id: "neurology", name: msg("Neurology") },
  { id: "oncology", name: msg("Oncology") },
  { id: "radiology", name: msg("Radiology") },
  { id: "anesthesiology", name: msg("Anesthesiology") },
  { id: "pathology", name: msg("Pathology") },
] as const;

export type SpecialtyId = (typeof SPECIALTIES)[number]["id"];
export const SPECIALTY_IDS = SPECIALTIES.map((s) => s.id) as [SpecialtyId, ...SpecialtyId[]];

const NAMES: Record<string, string> = Object.fromEntries(SPECIALTIES.map((s) => [s.id, s.name]));
export function specialtyName(id: string): string {
  return NAMES[id] ?? id;
}

/** The provider registration wizard lists every specialty, in the spec's order. */
export const WIZARD_SPECIALTY_IDS: readonly SpecialtyId[] = SPECIALTY_IDS;
export const EDIT_BY_ID_SPECIALTY_IDS: readonly SpecialtyId[] = [
  "general", "cardiology", "dermatology", "pediatrics", "orthopedics", "gynecology", "dentist", "eye-care",
];
export const ADMIN_EDIT_SPECIALTY_IDS: readonly SpecialtyId[] = [
  "general", "cardiology", "dermatology", "pediatrics", "neurology", "orthopedics", "gynecology",
  "psychiatry", "oncology", "radiology", "anesthesiology", "pathology",
];
export const HOME_GRID_SPECIALTY_IDS: readonly SpecialtyId[] = [
  "general", "cardiology", "pediatrics", "dentist", "gynecology", "eye-care", "orthopedics", "pharmacy", "physiotherapy",
];

/** GET /api/specialties: the search form's choices, with how many providers offer each. */
export const SPECIALTIES_PATH = "/api/specialties";
