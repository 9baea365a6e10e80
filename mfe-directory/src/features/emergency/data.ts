/**
 * Static emergency data built into the emergency page (docs/product-rules.md#emergency), so it renders with no request
 * and keeps working offline. 112 comes first (docs/product-rules.md#emergency). At least one hospital with a 24-hour
 * emergency unit in each of the 16 regions (docs/product-rules.md#emergency). A phone number is published only where an
 * official listing gives it (a wrong number in an emergency costs minutes); re-check them against
 * each hospital before every release.
 */
import { EMERGENCY_NUMBERS, FEVER_WARNING } from "@gh/contracts/constants";
import { findTown } from "@gh/contracts/places";
import type { Region } from "@gh/contracts/regions";

export type EmergencyContactType = "unified" | "emergency" | "ambulance" | "police" | "fire";

export interface EmergencyContact {
  id: string;
  name: string;
  /** Digits as dialled, e.g. "193". */
  number: string;
  description: string;
  type: EmergencyContactType;
  available: string;
}

export interface EmergencyCentre {
  id: string;
  name: string;
  /** Street or area and town, e.g. "Guggisberg Avenue, Korle Bu, Accra"; also the query for the maps search. */
  address: string;
  /**
   * The hospital's main line as an official listing publishes it, in Ghana format ("+233 30 266 5401");
   * null where no official number is known: its Call button then dials 112.
   */
  phone: string | null;
  services: readonly string[];
  /** The town the hospital is in (a gazetteer name where the gazetteer has it). */
  town: string;
  region: Region;
  type: string;
}

/** An emergency centre placed on the map, for "nearest first". */
export interface PlacedCentre extends EmergencyCentre {
  latitude: number;
  longitude: number;
}

export interface FirstAidCategory {
  id: string;
  category: string;
  /** Signs to look for. */
  symptoms: readonly string[];
  /** What to do, in order. */
  action: readonly string[];
}

export interface PreparednessTip {
  id: string;
  title: string;
  detail: string;
}

export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  {
    id: "unified",
    name: "Emergency (all services)",
    number: EMERGENCY_NUMBERS.unified,
    description: "Ghana's unified emergency number: police, fire and ambulance in one free call.",
    type: "unified",
    available: "24/7",
  },
  {
    id: "emergency-services",
    name: "Emergency Services",
    number: EMERGENCY_NUMBERS.general,
    description: "Medical emergencies: someone is seriously ill or injured.",
    type: "emergency",
    available: "24/7",
  },
  {
    id: "ambulance",
    name: "Ambulance",
    number: EMERGENCY_NUMBERS.ambulance,
    description: "National Ambulance Service, for transport to the nearest hospital.",
    type: "ambulance",
    available: "24/7",
  },
  {
    id: "police",
    name: "Police",
    number: EMERGENCY_NUMBERS.police,
    description: "Ghana Police Service: crime, violence, road accidents.",
    type: "police",
    available: "24/7",
  },
  {
    id: "fire",
    name: "Fire",
    number: EMERGENCY_NUMBERS.fire,
    description: "Ghana National Fire Service: fires, gas leaks, rescue.",
    type: "fire",
    available: "24/7",
  },
];

const EMERGENCY_UNIT = "24-hour emergency unit";

/** Ordered by region as REGIONS lists them; the screens sort and group them (centre-order.ts). */
const CENTRES: readonly (EmergencyCentre & { coordinates?: { latitude: number; longitude: number } })[] = [
  {
    id: "korle-bu",
    name: "Korle Bu Teaching Hospital",
    address: "Guggisberg Avenue, Korle Bu, Accra",
    phone: "+233 30 266 5401",
    services: ["24-hour Accident & Emergency", "Trauma and burns", "Heart care (Cardiothoracic Centre)", "Maternity", "Children's emergency"],
    town: "Accra",
    region: "Greater Accra",
    type: "Teaching hospital",
  },
  {
    id: "ridge",
    name: "Greater Accra Regional Hospital (Ridge Hospital)",
    address: "Castle Road, North Ridge, Accra",
    phone: "+233 30 222 8382",
    services: ["24-hour Emergency", "Maternity and newborn intensive care", "Burns unit", "CT and MRI imaging"],
    town: "Accra",
    region: "Greater Accra",
    type: "Regional hospital",
  },
  {
    id: "37-military",
    name: "37 Military Hospital",
    address: "Liberation Road, 37, Accra",
    phone: "+233 30 277 6111",
    services: ["Open to the public", "24-hour Accident & Emergency", "Trauma surgery", "24-hour X-ray", "24-hour pharmacy"],
    town: "Accra",
    region: "Greater Accra",
    type: "Military hospital",
  },
  {
    id: "komfo-anokye",
    name: "Komfo Anokye Teaching Hospital",
    address: "Okomfo Anokye Road, Bantama, Kumasi",
    phone: "+233 32 202 2301",
    services: ["National Accident & Emergency Centre", "Trauma and orthopaedics", "Maternity", "Children's emergency", "Burns"],
    town: "Kumasi",
    region: "Ashanti",
    type: "Teaching hospital",
  },
  {
    id: "effia-nkwanta",
    name: "Effia-Nkwanta Regional Hospital",
    address: "Effia-Nkwanta, Sekondi-Takoradi",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery"],
    town: "Sekondi-Takoradi",
    region: "Western",
    type: "Regional hospital",
  },
  {
    id: "cape-coast",
    name: "Cape Coast Teaching Hospital",
    address: "Interberton, Cape Coast",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery", "Children's emergency"],
    town: "Cape Coast",
    region: "Central",
    type: "Teaching hospital",
  },
  {
    id: "eastern-regional",
    name: "Eastern Regional Hospital",
    address: "Koforidua",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery"],
    town: "Koforidua",
    region: "Eastern",
    type: "Regional hospital",
  },
  {
    id: "tamale",
    name: "Tamale Teaching Hospital",
    address: "Tamale",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery", "Children's emergency"],
    town: "Tamale",
    region: "Northern",
    type: "Teaching hospital",
  },
  {
    id: "upper-east-regional",
    name: "Upper East Regional Hospital",
    address: "Bolgatanga",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery"],
    town: "Bolgatanga",
    region: "Upper East",
    type: "Regional hospital",
  },
  {
    id: "upper-west-regional",
    name: "Upper West Regional Hospital",
    address: "Wa",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery"],
    town: "Wa",
    region: "Upper West",
    type: "Regional hospital",
  },
  {
    id: "ho",
    name: "Ho Teaching Hospital",
    address: "Ho",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery", "Children's emergency"],
    town: "Ho",
    region: "Volta",
    type: "Teaching hospital",
  },
  {
    id: "bono-regional",
    name: "Bono Regional Hospital",
    address: "Sunyani",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery"],
    town: "Sunyani",
    region: "Bono",
    type: "Regional hospital",
  },
  {
    id: "sefwi-wiawso",
    name: "Sefwi Wiawso Municipal Hospital",
    address: "Sefwi Wiawso",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity"],
    town: "Sefwi Wiawso",
    region: "Western North",
    type: "Municipal hospital",
  },
  {
    id: "goaso",
    name: "Goaso Municipal Hospital",
    address: "Goaso",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity"],
    town: "Goaso",
    region: "Ahafo",
    type: "Municipal hospital",
  },
  {
    id: "holy-family-techiman",
    name: "Holy Family Hospital, Techiman",
    address: "Techiman",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery"],
    town: "Techiman",
    region: "Bono East",
    type: "Mission hospital",
  },
  {
    // The Oti Region's regional hospital until the one planned at Dambai opens.
    id: "worawora",
    name: "Worawora Government Hospital",
    address: "Worawora, Biakoye District",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity"],
    town: "Worawora",
    coordinates: { latitude: 7.5167, longitude: 0.3667 },
    region: "Oti",
    type: "Regional hospital",
  },
  {
    id: "west-gonja",
    name: "West Gonja Hospital",
    address: "Damongo",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity"],
    town: "Damongo",
    region: "Savannah",
    type: "Hospital",
  },
  {
    id: "baptist-nalerigu",
    name: "Baptist Medical Centre",
    address: "Nalerigu",
    phone: null,
    services: [EMERGENCY_UNIT, "Maternity", "Surgery"],
    town: "Nalerigu",
    region: "North East",
    type: "Mission hospital",
  },
];

/**
 * Every centre with coordinates: its town's from the gazetteer (so they agree with distance search),
 * else the ones given for a town the gazetteer lacks. A town in neither fails the build's tests.
 */
export const EMERGENCY_CENTRES: readonly PlacedCentre[] = CENTRES.map(({ coordinates, ...centre }) => {
  const place = coordinates ?? findTown(centre.town);
  if (!place) throw new Error(`No coordinates for ${centre.town}`);
  return { ...centre, latitude: place.latitude, longitude: place.longitude };
});

const feverThreshold = `${FEVER_WARNING.celsius}°C (${FEVER_WARNING.fahrenheit}°F)`;
const call = `Call ${EMERGENCY_NUMBERS.general} or ${EMERGENCY_NUMBERS.unified}`;

export const FIRST_AID: readonly FirstAidCategory[] = [
  {
    id: "cardiac",
    category: "Heart attack or cardiac arrest",
    symptoms: [
      "Chest pain, pressure or tightness that may spread to the arm, neck, jaw or back",
      "Shortness of breath, cold sweat, nausea or light-headedness",
      "Sudden collapse, not responding and not breathing normally",
    ],
    action: [
      `${call} straight away.`,
      "Help the person sit down and rest; loosen tight clothing.",
      "If they are alert, not allergic to aspirin and can swallow, give one 300 mg aspirin to chew slowly.",
      "If they collapse and are not breathing normally, start CPR: push hard and fast in the centre of the chest, 100 to 120 times a minute, until help arrives.",
    ],
  },
  {
    id: "stroke",
    category: "Stroke",
    symptoms: [
      "Face drooping on one side",
      "Arm or leg weakness or numbness, often on one side",
      "Slurred or confused speech; sudden severe headache, loss of vision or balance",
    ],
    action: [
      `${call} immediately: every minute counts.`,
      "Note the time the signs started and tell the medical team.",
      "Do not give food, drink or medicine.",
      "If they are drowsy or vomiting, lay them on their side; stay with them until help arrives.",
    ],
  },
  {
    id: "bleeding",
    category: "Severe bleeding",
    symptoms: [
      "Blood spurting or flowing heavily from a wound",
      "Blood soaking through cloths or bandages",
      "Pale, cold, clammy skin and fast breathing (signs of shock)",
    ],
    action: [
      "Press firmly on the wound with a clean cloth or pad and keep pressing.",
      `${call}.`,
      "If blood soaks through, do not remove the cloth: add more on top and press harder.",
      "Do not pull out objects stuck in the wound; press around them.",
      "Lay the person down and keep them warm until help arrives.",
    ],
  },
  {
    id: "breathing",
    category: "Difficulty breathing or choking",
    symptoms: [
      "Struggling to breathe or to speak in full sentences",
      "Wheezing or noisy breathing; blue or grey lips",
      "Choking: cannot cough, speak or breathe",
    ],
    action: [
      `${call}.`,
      "Help them sit upright, leaning slightly forward; loosen tight clothing.",
      "If they have an asthma inhaler, help them use it.",
      "If they are choking, give up to 5 firm blows between the shoulder blades, then up to 5 abdominal thrusts (not for babies or pregnant women); repeat.",
      "If they stop responding and are not breathing normally, start CPR.",
    ],
  },
  {
    id: "poisoning",
    category: "Poisoning",
    symptoms: [
      "Vomiting, stomach pain, drowsiness or confusion",
      "Burns or stains around the mouth; a strange smell on the breath",
      "An open container of medicine, chemical, kerosene or pesticide nearby",
    ],
    action: [
      `${call}. Keep the container or label to show the medical team.`,
      "Do not make the person vomit, and give nothing to eat or drink unless a health worker says so.",
      "For chemicals on the skin or in the eyes, rinse with plenty of clean running water for at least 15 minutes.",
      "If they are not responding but breathing, lay them on their side.",
    ],
  },
  {
    id: "fever",
    category: "High fever",
    symptoms: [
      `Temperature of ${feverThreshold} or higher`,
      "Fever with a stiff neck, rash, confusion, fits (seizures) or difficulty breathing",
      "Any fever in a baby under 3 months old",
    ],
    action: [
      `Seek medical care the same day for a temperature of ${feverThreshold} or higher: in Ghana, fever can be malaria, so get tested.`,
      `${call} if there are fits, confusion, a stiff neck or difficulty breathing.`,
      "Remove extra clothing, give plenty of fluids and sponge with lukewarm (not cold) water.",
      "Paracetamol can bring the fever down: follow the dose on the pack.",
    ],
  },
];

export const PREPAREDNESS_TIPS: readonly PreparednessTip[] = [
  {
    id: "save-numbers",
    title: `Save ${EMERGENCY_NUMBERS.unified} and ${EMERGENCY_NUMBERS.general} in your phone`,
    detail: "Teach children and older relatives how and when to call them.",
  },
  {
    id: "location",
    title: "Know how to describe where you are",
    detail: "Give the town, street, a nearby landmark and your GhanaPostGPS digital address when you call.",
  },
  {
    id: "nearest-hospital",
    title: "Know your nearest emergency unit",
    detail: "Find the route before you need it, and keep some cash or mobile money for transport.",
  },
  {
    id: "first-aid-kit",
    title: "Keep a first aid kit at home and in the car",
    detail: "Gloves, bandages, gauze, antiseptic, paracetamol and a thermometer.",
  },
  {
    id: "health-card",
    title: "Write down everyone's health details",
    detail: "Allergies, regular medicines, blood group and NHIS number, on paper in case your phone is off.",
  },
  {
    id: "phone-ready",
    title: "Keep your phone charged",
    detail: "A power bank and some airtime help during power cuts and long journeys.",
  },
];

/** The number a centre's Call button dials: its own line, else Ghana's unified emergency number. */
export function centreNumber(centre: Pick<EmergencyCentre, "phone">): string {
  return centre.phone ?? EMERGENCY_NUMBERS.unified;
}

/** A tel: href with the spaces and dashes removed ("+233 30 266 5401" → "tel:+233302665401"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** A maps search for the centre's address (with its name, so the map lands on the hospital itself). */
export function directionsHref(centre: Pick<EmergencyCentre, "name" | "address">): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${centre.name}, ${centre.address}`)}`;
}
