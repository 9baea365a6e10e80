/** Ghanaian first names and surnames, drawn to fit the region a person lives in. */
import type { Region } from "@gh/contracts/regions";
import type { Random } from "./random.ts";

export type Gender = "female" | "male";

export interface PersonName {
  firstName: string;
  lastName: string;
  gender: Gender;
}

interface NameGroup {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
}

// Christian first names are common in every group, so each group mixes them in.
const CHRISTIAN: Omit<NameGroup, "surnames"> = {
  male: [
    "Emmanuel", "Ebenezer", "Samuel", "Daniel", "Isaac", "Joseph", "Michael", "Richard", "Francis", "Prince",
    "Godfred", "Bernard", "Eric", "Felix", "Nathaniel", "Kenneth", "Stephen", "Augustine", "Gideon", "Benjamin",
  ],
  female: [
    "Grace", "Comfort", "Patience", "Priscilla", "Mercy", "Gifty", "Esther", "Abigail", "Joyce", "Vivian",
    "Josephine", "Linda", "Rita", "Sandra", "Doris", "Evelyn", "Beatrice", "Cynthia", "Dorcas", "Felicia",
  ],
};

const AKAN: NameGroup = {
  male: ["Kwame", "Kofi", "Kwabena", "Kwaku", "Yaw", "Kwasi", "Kojo", "Kwadwo", "Kwesi", "Kobina", "Nana"],
  female: ["Ama", "Akosua", "Abena", "Akua", "Yaa", "Afua", "Adwoa", "Afia", "Adjoa", "Maame"],
  surnames: [
    "Mensah", "Owusu", "Boateng", "Asante", "Osei", "Agyeman", "Addo", "Acheampong", "Darko", "Amoah", "Ofori",
    "Sarpong", "Appiah", "Opoku", "Nkrumah", "Danso", "Adjei", "Bonsu", "Kuffour", "Gyamfi", "Ansah", "Baako",
    "Nyarko", "Frimpong", "Antwi", "Asamoah", "Amponsah", "Boakye", "Oduro", "Kyei", "Agyei", "Ampofo", "Badu",
    "Yeboah", "Sarfo", "Wiredu", "Obeng", "Asiedu", "Gyasi", "Owusu-Ansah",
  ],
};

const FANTE: NameGroup = {
  male: ["Kojo", "Kwesi", "Ekow", "Kobina", "Fiifi", "Kweku", "Kwamena", "Yoofi"],
  female: ["Efua", "Esi", "Ekua", "Araba", "Aba", "Ama", "Adwoa", "Abena"],
  surnames: [
    "Annan", "Mensah", "Essien", "Arthur", "Ackah", "Eshun", "Quansah", "Baidoo", "Aidoo", "Hagan", "Brew",
    "Amissah", "Bentil", "Ghartey", "Acquah", "Koomson", "Sam", "Blankson",
  ],
};

const GA_DANGME: NameGroup = {
  male: ["Nii", "Tetteh", "Nortey", "Ayi", "Kpakpo", "Teiko", "Narh"],
  female: ["Naa", "Adjeley", "Dedei", "Adoley", "Korkor", "Ayorkor", "Dedo"],
  surnames: [
    "Tetteh", "Quaye", "Lamptey", "Quartey", "Sackey", "Armah", "Ankrah", "Nortey", "Lartey", "Odoi", "Adjetey",
    "Laryea", "Aryee", "Tagoe", "Ashong", "Okine", "Kotey", "Nikoi", "Allotey", "Narh", "Dugbatey",
  ],
};

const EWE: NameGroup = {
  male: ["Selorm", "Edem", "Elikem", "Senyo", "Mawuli", "Dela", "Kafui", "Etornam", "Korku", "Mawuena"],
  female: ["Dzifa", "Enyonam", "Esinam", "Akpene", "Sena", "Mawunyo", "Yayra", "Elinam", "Dzigbordi", "Xorlali"],
  surnames: [
    "Agbeko", "Dzivor", "Kpodo", "Ahiable", "Amenyo", "Agbodeka", "Dogbe", "Gbedemah", "Kumah", "Afenyo",
    "Tsikata", "Agbenyega", "Adzraku", "Fiadzo", "Gadzekpo", "Akpabli", "Dotse", "Klutse", "Sedzro", "Attipoe",
  ],
};

const NORTHERN: NameGroup = {
  male: [
    "Abdul-Rahman", "Mohammed", "Fuseini", "Zakaria", "Salifu", "Issah", "Iddrisu", "Abubakari", "Sulemana",
    "Haruna", "Ibrahim", "Mumuni", "Rashid",
  ],
  female: ["Amina", "Memunatu", "Fati", "Hawa", "Rashida", "Zenabu", "Mariama", "Ayishetu", "Sana", "Fuseina"],
  surnames: [
    "Abubakar", "Alhassan", "Yakubu", "Mahama", "Issahaku", "Amadu", "Iddrisu", "Mohammed", "Sulemana",
    "Abdulai", "Seidu", "Fuseini", "Osman", "Haruna", "Salifu", "Ibrahim", "Baba", "Dawuda", "Sumani", "Zakaria",
  ],
};

// In the Upper regions most given names in use are Christian (the Upper West is largely Catholic).
const UPPER_EAST: NameGroup = {
  male: CHRISTIAN.male,
  female: [...CHRISTIAN.female, "Asibi"],
  surnames: ["Atanga", "Ayamga", "Akolgo", "Anaba", "Azure", "Ayine", "Abugri", "Adongo", "Akudugu", "Apuri", "Awuni", "Agana"],
};

const UPPER_WEST: NameGroup = {
  male: CHRISTIAN.male,
  female: CHRISTIAN.female,
  surnames: ["Dery", "Bayor", "Ziem", "Kuuire", "Dakurah", "Naab", "Songsore", "Dapilah", "Bawa", "Kanton", "Tuolong"],
};

type GroupName = "akan" | "fante" | "gaDangme" | "ewe" | "northern" | "upperEast" | "upperWest";
const GROUPS: Record<GroupName, NameGroup> = {
  akan: AKAN, fante: FANTE, gaDangme: GA_DANGME, ewe: EWE, northern: NORTHERN, upperEast: UPPER_EAST, upperWest: UPPER_WEST,
};

/** Who lives where, roughly: people move, so every region also draws some names from elsewhere. */
const GROUPS_BY_REGION: Record<Region, readonly (readonly [GroupName, number])[]> = {
  "Greater Accra": [["gaDangme", 3], ["akan", 3], ["ewe", 2], ["fante", 1], ["northern", 1]],
  Ashanti: [["akan", 7], ["northern", 1], ["fante", 1], ["ewe", 1]],
  Western: [["fante", 5], ["akan", 3], ["ewe", 1], ["northern", 1]],
  "Western North": [["akan", 6], ["fante", 2], ["northern", 1]],
  Central: [["fante", 6], ["akan", 2], ["gaDangme", 1], ["ewe", 1]],
  Eastern: [["akan", 6], ["gaDangme", 2], ["ewe", 1]],
  Volta: [["ewe", 7], ["akan", 1], ["gaDangme", 1]],
  Oti: [["ewe", 4], ["northern", 2], ["akan", 2]],
  Northern: [["northern", 7], ["akan", 1], ["ewe", 1]],
  Savannah: [["northern", 7], ["akan", 1], ["upperWest", 1]],
  "North East": [["northern", 6], ["upperEast", 2], ["akan", 1]],
  "Upper East": [["upperEast", 6], ["northern", 2], ["akan", 1]],
  "Upper West": [["upperWest", 6], ["northern", 2], ["akan", 1]],
  Bono: [["akan", 7], ["northern", 1], ["ewe", 1]],
  "Bono East": [["akan", 5], ["northern", 3], ["ewe", 1]],
  Ahafo: [["akan", 7], ["northern", 1], ["fante", 1]],
};

/** Share of first names that are Christian rather than from the group itself. */
const CHRISTIAN_FIRST_NAME_SHARE = 0.35;

export function pickPersonName(random: Random, region: Region, gender: Gender = random.chance(0.5) ? "female" : "male"): PersonName {
  const group = GROUPS[random.weighted(GROUPS_BY_REGION[region])];
  // Northern (mostly Muslim) names rarely pair with a Christian first name.
  const christianShare = group === NORTHERN ? 0.1 : CHRISTIAN_FIRST_NAME_SHARE;
  const firstNames = random.chance(christianShare) ? CHRISTIAN[gender] : group[gender];
  let firstName = random.pick(firstNames);
  const lastName = random.pick(group.surnames);
  // "Tetteh Tetteh" happens, but reads like a bug in a demo.
  if (firstName === lastName) firstName = random.pick(CHRISTIAN[gender]);
  return { firstName, lastName, gender };
}

/** "Akosua B.": how a reviewer is shown. */
export function reviewerDisplayName(name: { firstName: string; lastName: string }): string {
  return `${name.firstName} ${name.lastName.charAt(0)}.`;
}
