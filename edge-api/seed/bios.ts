/** Short provider biographies (2–3 sentences naming the town and the specialty), or none. */
import type { Random } from "./random.ts";
import type { Gender } from "./names.ts";

export interface BioFacts {
  /** "Dr. Kwame Mensah". */
  displayName: string;
  gender: Gender;
  /** "a paediatrician" is built from this: "paediatrician". */
  practitioner: string;
  town: string;
  region: string;
  location: string;
  yearsExperience: number;
  services: readonly string[];
  languages: readonly string[];
}

/** "ECG" stays as it is; "Antenatal care" becomes "antenatal care" mid-sentence. */
function midSentence(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const OPENINGS: readonly ((facts: BioFacts) => string)[] = [
  (f) => `${f.displayName} is ${article(f.practitioner)} in ${f.town} with ${f.yearsExperience} years of experience.`,
  (f) => `${f.displayName} has worked as ${article(f.practitioner)} in ${f.town} for ${f.yearsExperience} years.`,
  (f) => `With ${f.yearsExperience} years of practice behind ${f.gender === "female" ? "her" : "him"}, ${f.displayName} is a trusted ${f.practitioner} in ${f.town}.`,
];

const MIDDLES: readonly ((facts: BioFacts, pronoun: string) => string)[] = [
  (f, p) => `${p} sees patients at ${f.location} and has a special interest in ${midSentence(f.services[0] ?? "patient education")}.`,
  (f, p) => `At ${f.location}, ${p.toLowerCase()} offers ${listing(f.services.slice(0, 2).map(midSentence))}.`,
  (f, p) => `${p} believes good care starts with listening, and takes time to explain every diagnosis and treatment plan.`,
];

const CLOSINGS: readonly ((facts: BioFacts, pronoun: string) => string)[] = [
  (f, p) => `${p} speaks ${listing(f.languages)}.`,
  (f, p) => `${p} also takes part in community health outreach across the ${f.region} Region.`,
  (_f, p) => `${p} accepts walk-in patients as well as booked appointments.`,
];

/** A 2–3 sentence biography; null for about one provider in eight ("No biography available."). */
export function writeBio(random: Random, facts: BioFacts): string | null {
  if (random.chance(0.12)) return null;
  const pronoun = facts.gender === "female" ? "She" : "He";
  const sentences = [random.pick(OPENINGS)(facts), random.pick(MIDDLES)(facts, pronoun)];
  if (random.chance(0.6)) sentences.push(random.pick(CLOSINGS)(facts, pronoun));
  return sentences.join(" ");
}
