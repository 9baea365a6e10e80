/** One list of specialty ids with the spec's names; each screen shows the subset the spec gives it. */
export const SPECIALTIES = [
  { id: "general", name: "General Practice" },
  { id: "cardiology", name: "Cardiology" },
  { id: "dermatology", name: "Dermatology" },
  { id: "pediatrics", name: "Pediatrics" },
  { id: "orthopedics", name: "Orthopedics" },
  { id: "gynecology", name: "Gynecology" },
  { id: "dentist", name: "Dental Care" },
  { id: "eye-care", name: "Eye Care" },
  { id: "pharmacy", name: "Pharmacy" },
  { id: "psychiatry", name: "Psychiatry" },
  { id: "surgery", name: "Surgery" },
  { id: "emergency", name: "Emergency Medicine" },
  { id: "physiotherapy", name: "Physiotherapy" },
  { id: "neurology", name: "Neurology" },
  { id: "oncology", name: "Oncology" },
  { id: "radiology", name: "Radiology" },
  { id: "anesthesiology", name: "Anesthesiology" },
  { id: "pathology", name: "Pathology" },
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
