/** Where a provider practises: the practice's name, the hospital it is affiliated with, its street address and web domain. */
import type { Region } from "@gh/contracts/regions";
import type { SpecialtyId } from "@gh/contracts/specialties";
import type { Random } from "./random.ts";
import type { PracticeKind } from "./specialty-profiles.ts";

/** Real hospitals by town: they anchor the demo in places a Ghanaian user recognises. */
const HOSPITALS_BY_TOWN: Readonly<Record<string, readonly string[]>> = {
  Accra: [
    "Korle Bu Teaching Hospital", "Ridge Hospital", "37 Military Hospital", "University of Ghana Medical Centre",
    "La General Hospital", "Police Hospital",
  ],
  Tema: ["Tema General Hospital"],
  Teshie: ["LEKMA Hospital"],
  Kumasi: [
    "Komfo Anokye Teaching Hospital", "Manhyia District Hospital", "Suntreso Government Hospital", "KNUST Hospital",
    "Kumasi South Hospital",
  ],
  Agogo: ["Agogo Presbyterian Hospital"],
  "Sekondi-Takoradi": ["Effia Nkwanta Regional Hospital"],
  Takoradi: ["Effia Nkwanta Regional Hospital"],
  Tarkwa: ["Apinto Government Hospital"],
  "Cape Coast": ["Cape Coast Teaching Hospital", "University of Cape Coast Hospital", "Cape Coast Metropolitan Hospital"],
  Winneba: ["Winneba Trauma and Specialist Hospital"],
  Koforidua: ["Eastern Regional Hospital", "St Joseph's Hospital, Koforidua"],
  Nkawkaw: ["Holy Family Hospital, Nkawkaw"],
  Tamale: ["Tamale Teaching Hospital", "Tamale Central Hospital", "Tamale West Hospital"],
  Bolgatanga: ["Upper East Regional Hospital"],
  Navrongo: ["War Memorial Hospital"],
  Bawku: ["Bawku Presbyterian Hospital"],
  Wa: ["Upper West Regional Hospital"],
  Jirapa: ["St Joseph's Hospital, Jirapa"],
  Ho: ["Ho Teaching Hospital", "Ho Municipal Hospital"],
  Kpando: ["Margaret Marquart Catholic Hospital"],
  Sunyani: ["Bono Regional Hospital"],
  Berekum: ["Holy Family Hospital, Berekum"],
  "Dormaa Ahenkro": ["Dormaa Presbyterian Hospital"],
  Wenchi: ["Wenchi Methodist Hospital"],
  Techiman: ["Holy Family Hospital, Techiman"],
  Nkoranza: ["St Theresa's Hospital, Nkoranza"],
  Damongo: ["West Gonja Hospital"],
  Nalerigu: ["Baptist Medical Centre, Nalerigu"],
};

/** Real private hospitals and clinics. */
const PRIVATE_CLINICS_BY_TOWN: Readonly<Record<string, readonly string[]>> = {
  Accra: ["Nyaho Medical Centre", "Lister Hospital", "Trust Hospital", "Akai House Clinic", "The Bank Hospital", "Rabito Clinic"],
  Teshie: ["Family Health Hospital", "Manna Mission Hospital"],
  Kumasi: ["Peace and Love Hospital", "Kwadaso SDA Hospital"],
};

/** Real specialist centres, chosen now and then for the specialty they are known for. */
const SPECIALIST_CENTRES: Partial<Record<SpecialtyId, Readonly<Record<string, readonly string[]>>>> = {
  cardiology: { Accra: ["National Cardiothoracic Centre, Korle Bu"] },
  orthopedics: { Accra: ["Focos Orthopaedic Hospital"] },
  "eye-care": { Accra: ["Crystal Eye Clinic"] },
  psychiatry: { Accra: ["Accra Psychiatric Hospital", "Pantang Hospital"], "Cape Coast": ["Ankaful Psychiatric Hospital"] },
  oncology: { Accra: ["Sweden Ghana Medical Centre", "National Radiotherapy Oncology and Nuclear Medicine Centre"] },
  pathology: { Accra: ["MDS-Lancet Laboratories"], Kumasi: ["MDS-Lancet Laboratories"], Takoradi: ["MDS-Lancet Laboratories"] },
};

/** Pharmacy chains present in the larger towns. */
const PHARMACY_CHAINS_BY_TOWN: Readonly<Record<string, readonly string[]>> = {
  Accra: ["Ernest Chemists"], Tema: ["Ernest Chemists"], Kumasi: ["Ernest Chemists"], Takoradi: ["Ernest Chemists"],
  "Sekondi-Takoradi": ["Ernest Chemists"], "Cape Coast": ["Ernest Chemists"], Tamale: ["Ernest Chemists"],
};

/** The referral hospitals a practice in each region is affiliated with. */
const REFERRAL_HOSPITALS_BY_REGION: Record<Region, readonly string[]> = {
  "Greater Accra": ["Korle Bu Teaching Hospital", "Ridge Hospital", "37 Military Hospital", "Tema General Hospital"],
  Ashanti: ["Komfo Anokye Teaching Hospital", "Manhyia District Hospital", "KNUST Hospital"],
  Western: ["Effia Nkwanta Regional Hospital", "Apinto Government Hospital"],
  Central: ["Cape Coast Teaching Hospital", "Winneba Trauma and Specialist Hospital"],
  Eastern: ["Eastern Regional Hospital", "St Joseph's Hospital, Koforidua"],
  Northern: ["Tamale Teaching Hospital", "Tamale Central Hospital"],
  "Upper East": ["Upper East Regional Hospital", "War Memorial Hospital"],
  "Upper West": ["Upper West Regional Hospital", "St Joseph's Hospital, Jirapa"],
  Volta: ["Ho Teaching Hospital", "Margaret Marquart Catholic Hospital"],
  Bono: ["Bono Regional Hospital", "Holy Family Hospital, Berekum"],
  "Bono East": ["Holy Family Hospital, Techiman", "St Theresa's Hospital, Nkoranza"],
  Ahafo: ["Goaso Municipal Hospital", "St Elizabeth Hospital, Hwidiem"],
  "Western North": ["Sefwi Wiawso Municipal Hospital", "St John of God Hospital, Sefwi Asafo"],
  Oti: ["Worawora Government Hospital", "Dambai Municipal Hospital"],
  Savannah: ["West Gonja Hospital", "Bole District Hospital"],
  "North East": ["Baptist Medical Centre, Nalerigu", "Walewale Municipal Hospital"],
};

/** Street and neighbourhood pairs of the big cities; smaller towns use the common street names below. */
const STREETS_BY_TOWN: Readonly<Record<string, readonly (readonly [street: string, area: string])[]>> = {
  Accra: [
    ["Liberation Road", "Airport Residential"], ["Oxford Street", "Osu"], ["Cantonments Road", "Cantonments"],
    ["Lagos Avenue", "East Legon"], ["Boundary Road", "East Legon"], ["Castle Road", "Ridge"],
    ["Kojo Thompson Road", "Adabraka"], ["Spintex Road", "Baatsona"], ["Nsawam Road", "Achimota"],
    ["Blohum Street", "Dzorwulu"], ["Guggisberg Avenue", "Korle Bu"], ["Labone Crescent", "Labone"],
  ],
  Tema: [
    ["Hospital Road", "Community 1"], ["Harbour Road", "Community 1"], ["Meridian Road", "Community 2"],
    ["Padmore Road", "Community 7"], ["Ring Road", "Community 11"],
  ],
  Kumasi: [
    ["Harper Road", "Adum"], ["Prempeh II Street", "Adum"], ["Bantama High Street", "Bantama"],
    ["Nhyiaeso Road", "Nhyiaeso"], ["Santasi Road", "Santasi"], ["Accra Road", "Asokwa"], ["Lake Road", "Ahodwo"],
  ],
  Tamale: [
    ["Bolgatanga Road", "Kalpohin"], ["Hospital Road", "Central"], ["Salaga Road", "Kakpagyili"],
    ["Gumani Road", "Gumani"], ["Market Road", "Central"],
  ],
  "Cape Coast": [
    ["Commercial Street", "Central"], ["Kotokuraba Road", "Kotokuraba"], ["Jukwa Road", "Pedu"],
    ["University Avenue", "Abura"],
  ],
  "Sekondi-Takoradi": [
    ["Axim Road", "Anaji"], ["Harbour Road", "Takoradi"], ["Market Circle Road", "Market Circle"],
    ["Effia Nkwanta Road", "Effia"],
  ],
  Takoradi: [["Axim Road", "Anaji"], ["Harbour Road", "Takoradi"], ["Market Circle Road", "Market Circle"]],
  Ho: [["Hospital Road", "Bankoe"], ["Adaklu Road", "Ho Dome"], ["Kpeve Road", "Ahoe"], ["Market Road", "Central"]],
};

const COMMON_STREETS = [
  "Hospital Road", "Station Road", "High Street", "Market Street", "Post Office Road", "Zongo Road",
  "Church Street", "School Road", "Main Street", "Commercial Street",
] as const;
const COMMON_AREAS = ["Central", "Zongo", "New Town", "Residential Area", "Estate", "Market Area"] as const;

const CLINIC_NAMES = [
  "{town} Family Clinic", "{surname} Memorial Clinic", "{town} Medical Centre", "Good Shepherd Clinic, {town}",
  "Grace Medical Centre, {town}", "{town} Community Clinic", "Hope Specialist Clinic, {town}",
];
const NAMES_BY_KIND: Record<Exclude<PracticeKind, "hospital" | "clinic">, readonly string[]> = {
  dental: ["{town} Dental Clinic", "{surname} Dental Surgery", "Bright Smile Dental Clinic, {town}", "{town} Family Dentistry"],
  eye: ["{town} Eye Clinic", "{surname} Eye Centre", "Clear Vision Eye Clinic, {town}", "{town} Vision Centre"],
  pharmacy: ["{surname} Pharmacy", "{town} Community Pharmacy", "Good Health Pharmacy, {town}", "{surname} Chemists", "Mercy Chemists, {town}"],
  physio: ["{town} Physiotherapy Centre", "{surname} Physio Clinic", "Active Life Physiotherapy, {town}"],
  imaging: ["{town} Diagnostic Centre", "{town} Imaging Centre", "{surname} Diagnostics"],
  laboratory: ["{town} Medical Laboratory", "{surname} Diagnostic Laboratory", "{town} Clinical Laboratory"],
};

/** The part of a gazetteer town a practice needs. */
interface Town {
  name: string;
  region: Region;
}

export interface Practice {
  /** The practice's name, shown as the provider's location. */
  location: string;
  hospitalAffiliation: string | null;
  /** Web domain of the practice, used for its e-mail addresses (and its website when it has one). */
  domain: string;
  /** Invented practices may have a website; a real hospital never gets a made-up URL, which would mislead. */
  website: string | null;
}

function fill(template: string, town: Town, surname: string): string {
  return template.replaceAll("{town}", town.name).replaceAll("{surname}", surname);
}

/** A public hospital in the town, or the generated name a town of its size would have. */
function townHospital(random: Random, town: Town, isRegionalCapital: boolean): string {
  const real = HOSPITALS_BY_TOWN[town.name];
  if (real) return random.pick(real);
  if (isRegionalCapital) return random.pick(REFERRAL_HOSPITALS_BY_REGION[town.region]);
  return `${town.name} ${random.pick(["Government Hospital", "Municipal Hospital", "District Hospital"])}`;
}

/** "Korle Bu Teaching Hospital" -> "korlebuteaching.com.gh": the first three words of the name. */
export function domainFor(location: string): string {
  const words = location
    .toLowerCase()
    .replace(/,.*$/, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "" && word !== "the" && word !== "and" && word !== "of");
  return `${words.slice(0, 3).join("")}.com.gh`;
}

export function choosePractice(
  random: Random,
  options: { town: Town; isRegionalCapital: boolean; kind: PracticeKind; specialtyId: SpecialtyId; name: { firstName: string; lastName: string } },
): Practice {
  const { town, kind, name } = options;
  const referral = () => random.pick(REFERRAL_HOSPITALS_BY_REGION[town.region]);
  /** Some practitioners at a real hospital keep a personal site, which is theirs to invent. */
  const personalWebsite = () =>
    random.chance(0.4) ? `https://www.dr${`${name.firstName}${name.lastName}`.toLowerCase().replace(/[^a-z]/g, "")}.com.gh` : null;
  const atHospital = (location: string): Practice => ({
    location, hospitalAffiliation: location, domain: domainFor(location), website: personalWebsite(),
  });

  const centres = SPECIALIST_CENTRES[options.specialtyId]?.[town.name];
  if (centres && random.chance(0.4)) return atHospital(random.pick(centres));
  if (kind === "hospital") return atHospital(townHospital(random, town, options.isRegionalCapital));

  const realClinics = kind === "clinic" ? PRIVATE_CLINICS_BY_TOWN[town.name] : kind === "pharmacy" ? PHARMACY_CHAINS_BY_TOWN[town.name] : undefined;
  if (realClinics && random.chance(0.4)) {
    const location = random.pick(realClinics);
    return { location, hospitalAffiliation: kind === "pharmacy" ? null : referral(), domain: domainFor(location), website: personalWebsite() };
  }

  const templates = kind === "clinic" ? CLINIC_NAMES : NAMES_BY_KIND[kind];
  const location = fill(random.pick(templates), town, name.lastName);
  const domain = domainFor(location);
  // Independent pharmacies are rarely tied to a hospital; clinics usually refer to one.
  const affiliated = kind === "pharmacy" ? random.chance(0.35) : random.chance(0.9);
  return {
    location,
    hospitalAffiliation: affiliated ? referral() : null,
    domain,
    website: random.chance(0.7) ? `https://www.${domain}` : null,
  };
}

/** "12 Liberation Road, Airport Residential, Accra"; small-town addresses often carry no house number. */
export function streetAddress(random: Random, town: Town): string {
  const pairs = STREETS_BY_TOWN[town.name];
  const [street, area] = pairs ? random.pick(pairs) : [random.pick(COMMON_STREETS), random.pick(COMMON_AREAS)];
  const number = pairs || random.chance(0.6) ? `${random.int(1, 120)} ` : "";
  return `${number}${street}, ${area}, ${town.name}`;
}
