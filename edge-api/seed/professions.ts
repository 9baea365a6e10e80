/** What each health profession in Ghana studies, which council licenses it, and how it is addressed. */
import type { Regulator } from "@gh/contracts/licences/options";
import type { Title } from "@gh/contracts/regions";
import { SEED_REFERENCE_YEAR } from "./calendar.ts";
import type { Gender } from "./names.ts";
import type { Random } from "./random.ts";

export type Profession = "doctor" | "dentist" | "pharmacist" | "physiotherapist" | "optometrist";

interface Degree {
  text: string;
  /** First class to graduate: nobody with more years of practice than that allows holds the degree. */
  firstGraduates: number;
}

interface ProfessionProfile {
  degrees: readonly Degree[];
  /** The council that licenses the profession, and the prefix of its registration numbers. */
  regulator: Regulator;
  licensePrefix: string;
}

const PROFESSIONS: Record<Profession, ProfessionProfile> = {
  doctor: {
    // The Medical and Dental Council registers doctors and dentists.
    regulator: "mdc",
    licensePrefix: "MDC/RN",
    degrees: [
      { text: "MB ChB, University of Ghana Medical School", firstGraduates: 1969 },
      { text: "MB ChB, KNUST School of Medicine and Dentistry", firstGraduates: 1981 },
      { text: "MB ChB, UDS School of Medicine, Tamale", firstGraduates: 2000 },
      { text: "MB ChB, University of Cape Coast School of Medical Sciences", firstGraduates: 2014 },
      { text: "MB ChB, UHAS School of Medicine, Ho", firstGraduates: 2020 },
    ],
  },
  dentist: {
    regulator: "mdc",
    licensePrefix: "MDC/RN",
    degrees: [
      { text: "BDS, University of Ghana Dental School", firstGraduates: 1980 },
      { text: "BDS, KNUST School of Medicine and Dentistry", firstGraduates: 2012 },
    ],
  },
  pharmacist: {
    regulator: "pharmacy",
    licensePrefix: "PC/PH",
    degrees: [
      { text: "BPharm, KNUST", firstGraduates: 1965 },
      { text: "PharmD, KNUST", firstGraduates: 2019 },
      { text: "BPharm, University of Ghana School of Pharmacy", firstGraduates: 2012 },
      { text: "PharmD, University of Ghana School of Pharmacy", firstGraduates: 2019 },
      { text: "PharmD, UHAS School of Pharmacy", firstGraduates: 2020 },
      { text: "BPharm, Central University School of Pharmacy", firstGraduates: 2012 },
    ],
  },
  physiotherapist: {
    // Physiotherapists and optometrists are allied health professions.
    regulator: "ahpc",
    licensePrefix: "AHPC/PT",
    degrees: [
      { text: "BSc Physiotherapy, University of Ghana", firstGraduates: 2002 },
      { text: "BSc Physiotherapy and Sports Science, KNUST", firstGraduates: 2016 },
      { text: "BSc Physiotherapy, UHAS", firstGraduates: 2019 },
    ],
  },
  optometrist: {
    regulator: "ahpc",
    licensePrefix: "AHPC/OPT",
    degrees: [
      { text: "BSc Optometry, KNUST", firstGraduates: 1990 },
      { text: "Doctor of Optometry (OD), KNUST", firstGraduates: 2008 },
      { text: "Doctor of Optometry (OD), University of Cape Coast", firstGraduates: 2012 },
    ],
  },
};

/**
 * The council whose licence the practitioner holds. Every seeded profession has one: psychiatrists
 * are doctors (Medical and Dental Council), and the seed has no nurses, midwives or psychologists.
 */
export function professionRegulator(profession: Profession): Regulator {
  return PROFESSIONS[profession].regulator;
}

/** A degree the practitioner could really hold after `yearsExperience` years of practice. */
export function pickDegree(random: Random, profession: Profession, yearsExperience: number): string {
  const graduated = SEED_REFERENCE_YEAR - yearsExperience;
  const degrees = PROFESSIONS[profession].degrees;
  const possible = degrees.filter((degree) => degree.firstGraduates <= graduated);
  return random.pick(possible.length > 0 ? possible : degrees.slice(0, 1)).text;
}

/**
 * A registration number unique to this practitioner. The serial grows with `serial` (the provider's
 * position), so numbers never repeat even at 100,000 providers, while the random step keeps them
 * from looking sequential.
 */
export function licenseNumber(random: Random, profession: Profession, serial: number): string {
  const number = 10_000 + serial * 7 + random.int(0, 6);
  return `${PROFESSIONS[profession].licensePrefix}/${number}`;
}

/**
 * Doctors, dentists and optometrists are "Dr" (a few senior specialists who teach are "Prof");
 * pharmacists and physiotherapists mostly "Mr", "Ms" or "Mrs", with the odd doctorate holder using "Dr".
 */
export function pickTitle(
  random: Random,
  options: { profession: Profession; gender: Gender; yearsExperience: number; specialist: boolean },
): Title {
  const { profession, gender } = options;
  if (profession === "doctor" || profession === "dentist") {
    return options.specialist && options.yearsExperience >= 20 && random.chance(0.2) ? "Prof" : "Dr";
  }
  if (profession === "optometrist") return "Dr";
  if (random.chance(0.12)) return "Dr";
  if (gender === "male") return "Mr";
  return random.chance(0.5) ? "Mrs" : "Ms";
}
