/** The languages a provider speaks: English always, plus the Ghanaian languages of the region. */
import type { LANGUAGES, Region } from "@gh/contracts/regions";
import type { Random } from "./random.ts";

type Language = (typeof LANGUAGES)[number];

/** Most spoken first: the first is nearly always spoken, the others now and then. */
const LANGUAGES_BY_REGION: Record<Region, readonly Language[]> = {
  "Greater Accra": ["Ga", "Twi", "Ewe", "Fante", "Hausa"],
  Ashanti: ["Twi", "Hausa", "Fante"],
  Western: ["Fante", "Nzema", "Twi"],
  "Western North": ["Twi", "Nzema", "Fante"],
  Central: ["Fante", "Twi", "Ga"],
  Eastern: ["Twi", "Ga", "Ewe"],
  Volta: ["Ewe", "Twi", "French"],
  Oti: ["Ewe", "Twi", "Hausa"],
  Northern: ["Dagbani", "Hausa", "Twi"],
  Savannah: ["Gonja", "Hausa", "Dagbani"],
  "North East": ["Dagbani", "Hausa", "Twi"],
  "Upper East": ["Kasem", "Hausa", "French"],
  "Upper West": ["Dagaare", "Hausa", "Twi"],
  Bono: ["Twi", "Hausa"],
  "Bono East": ["Twi", "Hausa", "Dagbani"],
  Ahafo: ["Twi", "Hausa"],
};

export function pickLanguages(random: Random, region: Region): Language[] {
  const [main, ...others] = LANGUAGES_BY_REGION[region];
  const spoken: Language[] = ["English"];
  if (main) spoken.push(main);
  for (const language of others) if (random.chance(0.35)) spoken.push(language);
  // Twi is the lingua franca of the south: many outside its home regions speak it too.
  if (!spoken.includes("Twi") && random.chance(0.2)) spoken.push("Twi");
  return spoken.slice(0, 4);
}
