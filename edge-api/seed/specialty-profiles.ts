/** What a provider of each specialty looks like: who practises it, what it costs, what it offers, where. */
import type { SpecialtyId } from "@gh/contracts/specialties";
import type { Profession } from "./professions.ts";

/** The kind of place the practice is, which decides its name (see practices.ts). */
export type PracticeKind = "hospital" | "clinic" | "dental" | "eye" | "pharmacy" | "physio" | "imaging" | "laboratory";

export interface SpecialtyProfile {
  /** How the practitioner is called in a bio: "a paediatrician". */
  practitioner: string;
  professions: readonly (readonly [Profession, number])[];
  /** Share of all providers, relative to the other specialties. */
  weight: number;
  /** Typical consultation fee range in whole cedis. */
  feeCedis: readonly [number, number];
  minYearsExperience: number;
  services: readonly string[];
  /** Postgraduate qualifications a doctor of this specialty holds; empty for non-specialists. */
  fellowships: readonly string[];
  practiceKinds: readonly (readonly [PracticeKind, number])[];
  /** Specialists cluster in the regional capitals, where the referral hospitals are. */
  inRegionalCapitals: boolean;
}

const DOCTOR = [["doctor", 1]] as const;

export const SPECIALTY_PROFILES: Record<SpecialtyId, SpecialtyProfile> = {
  general: {
    practitioner: "general practitioner",
    professions: DOCTOR,
    weight: 14,
    feeCedis: [100, 250],
    minYearsExperience: 2,
    services: [
      "General consultation", "Malaria testing and treatment", "Hypertension and diabetes checks",
      "Routine medical examination", "Vaccinations", "Minor wound care", "Typhoid testing",
      "Medical reports for work and school",
    ],
    fellowships: ["MGCP (Family Medicine)", "FWACP (Family Medicine)", "MPH, University of Ghana School of Public Health"],
    practiceKinds: [["clinic", 6], ["hospital", 4]],
    inRegionalCapitals: false,
  },
  cardiology: {
    practitioner: "cardiologist",
    professions: DOCTOR,
    weight: 5,
    feeCedis: [300, 600],
    minYearsExperience: 8,
    services: [
      "Cardiac consultation", "ECG", "Echocardiography", "Hypertension management", "Heart failure care",
      "24-hour Holter monitoring", "Exercise stress test",
    ],
    fellowships: ["FWACP (Internal Medicine)", "FGCP (Cardiology)"],
    practiceKinds: [["hospital", 7], ["clinic", 3]],
    inRegionalCapitals: true,
  },
  dermatology: {
    practitioner: "dermatologist",
    professions: DOCTOR,
    weight: 5,
    feeCedis: [250, 450],
    minYearsExperience: 7,
    services: [
      "Skin consultation", "Acne treatment", "Eczema and psoriasis care", "Fungal skin infection treatment",
      "Skin biopsy", "Hair and scalp disorders", "Hyperpigmentation treatment",
    ],
    fellowships: ["FWACP (Dermatology)", "FGCP (Dermatology)"],
    practiceKinds: [["clinic", 6], ["hospital", 4]],
    inRegionalCapitals: true,
  },
  pediatrics: {
    practitioner: "paediatrician",
    professions: DOCTOR,
    weight: 7,
    feeCedis: [150, 350],
    minYearsExperience: 6,
    services: [
      "Child wellness checks", "Childhood immunisations", "Newborn care", "Growth and nutrition monitoring",
      "Malaria care for children", "Sickle cell clinic", "Childhood asthma care",
    ],
    fellowships: ["FWACP (Paediatrics)", "FGCP (Paediatrics)", "MGCP (Paediatrics)"],
    practiceKinds: [["hospital", 6], ["clinic", 4]],
    inRegionalCapitals: false,
  },
  orthopedics: {
    practitioner: "orthopaedic surgeon",
    professions: DOCTOR,
    weight: 5,
    feeCedis: [300, 550],
    minYearsExperience: 8,
    services: [
      "Fracture care", "Joint pain assessment", "Sports injury treatment", "Back and spine care",
      "Arthritis management", "Joint injections", "Club foot correction",
    ],
    fellowships: ["FWACS (Orthopaedics)", "FGCS (Orthopaedics)"],
    practiceKinds: [["hospital", 8], ["clinic", 2]],
    inRegionalCapitals: true,
  },
  gynecology: {
    practitioner: "obstetrician and gynaecologist",
    professions: DOCTOR,
    weight: 7,
    feeCedis: [250, 500],
    minYearsExperience: 7,
    services: [
      "Antenatal care", "Family planning", "Cervical cancer screening", "Fertility assessment",
      "Menstrual disorders", "Fibroid management", "Pelvic ultrasound", "Postnatal care",
    ],
    fellowships: ["FWACS (Obstetrics and Gynaecology)", "FGCS (Obstetrics and Gynaecology)"],
    practiceKinds: [["hospital", 6], ["clinic", 4]],
    inRegionalCapitals: false,
  },
  dentist: {
    practitioner: "dental surgeon",
    professions: [["dentist", 1]],
    weight: 7,
    feeCedis: [150, 400],
    minYearsExperience: 2,
    services: [
      "Dental check-up", "Scaling and polishing", "Tooth extraction", "Fillings", "Root canal treatment",
      "Braces and orthodontics", "Teeth whitening", "Dentures",
    ],
    fellowships: ["FWACS (Orthodontics)", "FGCS (Restorative Dentistry)", "FWACS (Oral and Maxillofacial Surgery)"],
    practiceKinds: [["dental", 7], ["hospital", 3]],
    inRegionalCapitals: false,
  },
  "eye-care": {
    practitioner: "ophthalmologist",
    professions: [["doctor", 1], ["optometrist", 1]],
    weight: 6,
    feeCedis: [120, 350],
    minYearsExperience: 3,
    services: [
      "Eye examination", "Glaucoma screening", "Cataract assessment", "Prescription glasses",
      "Contact lens fitting", "Diabetic eye screening", "Children's eye care",
    ],
    fellowships: ["FWACS (Ophthalmology)", "FGCS (Ophthalmology)"],
    practiceKinds: [["eye", 6], ["hospital", 4]],
    inRegionalCapitals: false,
  },
  pharmacy: {
    practitioner: "pharmacist",
    professions: [["pharmacist", 1]],
    weight: 8,
    feeCedis: [80, 150],
    minYearsExperience: 2,
    services: [
      "Prescription dispensing", "Medication counselling", "Blood pressure checks", "Blood sugar testing",
      "Malaria rapid testing", "Family planning supplies", "NHIS medicines", "Over-the-counter advice",
    ],
    fellowships: ["MSc Clinical Pharmacy, KNUST", "MGCPharm (Community Pharmacy)"],
    practiceKinds: [["pharmacy", 9], ["hospital", 1]],
    inRegionalCapitals: false,
  },
  psychiatry: {
    practitioner: "psychiatrist",
    professions: DOCTOR,
    weight: 4,
    feeCedis: [250, 500],
    minYearsExperience: 7,
    services: [
      "Psychiatric assessment", "Depression and anxiety care", "Substance use treatment",
      "Counselling and psychotherapy", "Child and adolescent mental health", "Medication review",
    ],
    fellowships: ["FWACP (Psychiatry)", "FGCP (Psychiatry)"],
    practiceKinds: [["hospital", 7], ["clinic", 3]],
    inRegionalCapitals: true,
  },
  surgery: {
    practitioner: "general surgeon",
    professions: DOCTOR,
    weight: 5,
    feeCedis: [350, 600],
    minYearsExperience: 8,
    services: [
      "Surgical consultation", "Hernia repair", "Appendectomy", "Lump and cyst removal",
      "Laparoscopic surgery", "Wound management", "Thyroid surgery",
    ],
    fellowships: ["FWACS (General Surgery)", "FGCS (General Surgery)"],
    practiceKinds: [["hospital", 9], ["clinic", 1]],
    inRegionalCapitals: false,
  },
  emergency: {
    practitioner: "emergency physician",
    professions: DOCTOR,
    weight: 5,
    feeCedis: [200, 400],
    minYearsExperience: 5,
    services: [
      "24-hour emergency care", "Trauma care", "Resuscitation", "Ambulance coordination",
      "Acute asthma treatment", "Snake bite treatment", "Burns care",
    ],
    fellowships: ["FGCS (Emergency Medicine)", "MGCS (Emergency Medicine)"],
    practiceKinds: [["hospital", 1]],
    inRegionalCapitals: false,
  },
  physiotherapy: {
    practitioner: "physiotherapist",
    professions: [["physiotherapist", 1]],
    weight: 5,
    feeCedis: [120, 250],
    minYearsExperience: 2,
    services: [
      "Back and neck pain therapy", "Sports injury rehabilitation", "Stroke rehabilitation",
      "Post-surgery rehabilitation", "Massage therapy", "Exercise therapy", "Home visits",
    ],
    fellowships: ["MPhil Exercise and Sport Science, University of Ghana", "Postgraduate Certificate in Manual Therapy"],
    practiceKinds: [["physio", 6], ["hospital", 4]],
    inRegionalCapitals: false,
  },
  neurology: {
    practitioner: "neurologist",
    professions: DOCTOR,
    weight: 4,
    feeCedis: [350, 600],
    minYearsExperience: 9,
    services: [
      "Neurological consultation", "Stroke care", "Epilepsy management", "EEG", "Headache and migraine clinic",
      "Nerve conduction studies", "Parkinson's disease care",
    ],
    fellowships: ["FWACP (Internal Medicine)", "FGCP (Neurology)"],
    practiceKinds: [["hospital", 8], ["clinic", 2]],
    inRegionalCapitals: true,
  },
  oncology: {
    practitioner: "oncologist",
    professions: DOCTOR,
    weight: 4,
    feeCedis: [400, 600],
    minYearsExperience: 9,
    services: [
      "Cancer screening", "Chemotherapy", "Breast cancer care", "Prostate cancer care", "Palliative care",
      "Cancer counselling", "Radiotherapy referral",
    ],
    fellowships: ["FWACP (Internal Medicine)", "FGCP (Clinical Oncology)", "FWACS (Radiation Oncology)"],
    practiceKinds: [["hospital", 1]],
    inRegionalCapitals: true,
  },
  radiology: {
    practitioner: "radiologist",
    professions: DOCTOR,
    weight: 4,
    feeCedis: [200, 450],
    minYearsExperience: 7,
    services: ["X-ray", "Ultrasound", "CT scan", "MRI", "Mammography", "Obstetric ultrasound", "Doppler studies"],
    fellowships: ["FWACS (Radiology)", "FGCS (Radiology)"],
    practiceKinds: [["imaging", 5], ["hospital", 5]],
    inRegionalCapitals: true,
  },
  anesthesiology: {
    practitioner: "anaesthesiologist",
    professions: DOCTOR,
    weight: 4,
    feeCedis: [300, 550],
    minYearsExperience: 7,
    services: [
      "Pre-operative assessment", "General anaesthesia", "Spinal and epidural anaesthesia",
      "Pain management clinic", "Sedation for procedures", "Labour epidurals",
    ],
    fellowships: ["FWACS (Anaesthesia)", "FGCS (Anaesthesia)"],
    practiceKinds: [["hospital", 1]],
    inRegionalCapitals: true,
  },
  pathology: {
    practitioner: "pathologist",
    professions: DOCTOR,
    weight: 4,
    feeCedis: [150, 350],
    minYearsExperience: 7,
    services: [
      "Full blood count", "Blood chemistry", "Histopathology", "Malaria microscopy", "Hepatitis B testing",
      "HIV testing and counselling", "Pre-employment medical tests",
    ],
    fellowships: ["FWACP (Laboratory Medicine)", "FGCP (Anatomical Pathology)"],
    practiceKinds: [["laboratory", 5], ["hospital", 5]],
    inRegionalCapitals: true,
  },
};

/** "ophthalmologist", or "optometrist" for an eye-care provider who is one. */
export function practitionerNoun(profile: SpecialtyProfile, profession: Profession): string {
  if (profession === "optometrist") return "optometrist";
  return profile.practitioner;
}

