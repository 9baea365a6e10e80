/**
 * Static emergency data built into the emergency page (docs/product-rules.md#emergency), so it renders with no request
 * and keeps working offline. 112 comes first (docs/product-rules.md#emergency). At least one hospital with a 24-hour
 * emergency unit in each of the 16 regions (docs/product-rules.md#emergency). A phone number is published only where an
 * official listing gives it (a wrong number in an emergency costs minutes); re-check them against
 * each hospital before every release.
 */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { findTown } from "@gh/contracts/places";
import type { Region } from "@gh/contracts/regions";
import { msg } from "@gh/i18n";

/*
 * Texts (names, descriptions, services, first aid, tips) are messages, shown with t(text); hospital
 * names, addresses and towns are data. Emergency numbers in texts: a message marks where a number goes
 * with a self-closing tag, <0/> for 193 (EMERGENCY_NUMBERS.general) and <1/> for 112
 * (EMERGENCY_NUMBERS.unified), and the page draws it (components/emergency-text.tsx), so a
 * translation can never change a number. First aid texts have no other placeholders: their English
 * is shown beneath a translation as it is written here.
 */

export type EmergencyContactType = "unified" | "emergency" | "ambulance" | "police" | "fire";

export interface EmergencyContact {
  id: string;
  /** A message. */
  name: string;
  /** Digits as dialled, e.g. "193". */
  number: string;
  /** A message. */
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
  /** Messages. */
  services: readonly string[];
  /** The town the hospital is in (a gazetteer name where the gazetteer has it). */
  town: string;
  region: Region;
  /** A message ("Teaching hospital"). */
  type: string;
}

/** An emergency centre placed on the map, for "nearest first". */
export interface PlacedCentre extends EmergencyCentre {
  latitude: number;
  longitude: number;
}

/** Messages, with number tags (see above). */
export interface FirstAidCategory {
  id: string;
  category: string;
  /** Signs to look for. */
  symptoms: readonly string[];
  /** What to do, in order. */
  action: readonly string[];
}

/** Messages, with number tags (see above). */
export interface PreparednessTip {
  id: string;
  title: string;
  detail: string;
}

export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  {
    id: "unified",
    name: msg("Emergency (all services)"),
    number: EMERGENCY_NUMBERS.unified,
    description: msg("Ghana's unified emergency number: police, fire and ambulance in one free call."),
    type: "unified",
    available: "24/7",
  },
  {
    id: "emergency-services",
    name: msg("Emergency Services"),
    number: EMERGENCY_NUMBERS.general,
    description: msg("Medical emergencies: someone is seriously ill or injured."),
    type: "emergency",
    available: "24/7",
  },
  {
    id: "ambulance",
    name: msg("Ambulance"),
    number: EMERGENCY_NUMBERS.ambulance,
    description: msg("National Ambulance Service, for transport to the nearest hospital."),
    type: "ambulance",
    available: "24/7",
  },
  {
    id: "police",
    name: msg("Police"),
    number: EMERGENCY_NUMBERS.police,
    description: msg("Ghana Police Service: crime, violence, road accidents."),
    type: "police",
    available: "24/7",
  },
  {
    id: "fire",
    // translators: the fire service, on its card of emergency numbers
    name: msg("Fire"),
    number: EMERGENCY_NUMBERS.fire,
    description: msg("Ghana National Fire Service: fires, gas leaks, rescue."),
    type: "fire",
    available: "24/7",
  },
];

const EMERGENCY_UNIT = msg("24-hour emergency unit");

/** Ordered by region as REGIONS lists them; the screens sort and group them (centre-order.ts). */
const CENTRES: readonly (EmergencyCentre & { coordinates?: { latitude: number; longitude: number } })[] = [
  {
    id: "korle-bu",
    name: "Korle Bu Teaching Hospital",
    address: "Guggisberg Avenue, Korle Bu, Accra",
    phone: "+233 30 266 5401",
    services: [msg("24-hour Accident & Emergency"), msg("Trauma and burns"), msg("Heart care (Cardiothoracic Centre)"), msg("Maternity"), msg("Children's emergency")],
    town: "Accra",
    region: "Greater Accra",
    type: msg("Teaching hospital"),
  },
  {
    id: "ridge",
    name: "Greater Accra Regional Hospital (Ridge Hospital)",
    address: "Castle Road, North Ridge, Accra",
    phone: "+233 30 222 8382",
    services: [msg("24-hour Emergency"), msg("Maternity and newborn intensive care"), msg("Burns unit"), msg("CT and MRI imaging")],
    town: "Accra",
    region: "Greater Accra",
    type: msg("Regional hospital"),
  },
  {
    id: "37-military",
    name: "37 Military Hospital",
    address: "Liberation Road, 37, Accra",
    phone: "+233 30 277 6111",
    services: [msg("Open to the public"), msg("24-hour Accident & Emergency"), msg("Trauma surgery"), msg("24-hour X-ray"), msg("24-hour pharmacy")],
    town: "Accra",
    region: "Greater Accra",
    type: msg("Military hospital"),
  },
  {
    id: "komfo-anokye",
    name: "Komfo Anokye Teaching Hospital",
    address: "Okomfo Anokye Road, Bantama, Kumasi",
    phone: "+233 32 202 2301",
    services: [msg("National Accident & Emergency Centre"), msg("Trauma and orthopaedics"), msg("Maternity"), msg("Children's emergency"), msg("Burns")],
    town: "Kumasi",
    region: "Ashanti",
    type: msg("Teaching hospital"),
  },
  {
    id: "effia-nkwanta",
    name: "Effia-Nkwanta Regional Hospital",
    address: "Effia-Nkwanta, Sekondi-Takoradi",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery")],
    town: "Sekondi-Takoradi",
    region: "Western",
    type: msg("Regional hospital"),
  },
  {
    id: "cape-coast",
    name: "Cape Coast Teaching Hospital",
    address: "Interberton, Cape Coast",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery"), msg("Children's emergency")],
    town: "Cape Coast",
    region: "Central",
    type: msg("Teaching hospital"),
  },
  {
    id: "eastern-regional",
    name: "Eastern Regional Hospital",
    address: "Koforidua",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery")],
    town: "Koforidua",
    region: "Eastern",
    type: msg("Regional hospital"),
  },
  {
    id: "tamale",
    name: "Tamale Teaching Hospital",
    address: "Tamale",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery"), msg("Children's emergency")],
    town: "Tamale",
    region: "Northern",
    type: msg("Teaching hospital"),
  },
  {
    id: "upper-east-regional",
    name: "Upper East Regional Hospital",
    address: "Bolgatanga",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery")],
    town: "Bolgatanga",
    region: "Upper East",
    type: msg("Regional hospital"),
  },
  {
    id: "upper-west-regional",
    name: "Upper West Regional Hospital",
    address: "Wa",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery")],
    town: "Wa",
    region: "Upper West",
    type: msg("Regional hospital"),
  },
  {
    id: "ho",
    name: "Ho Teaching Hospital",
    address: "Ho",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery"), msg("Children's emergency")],
    town: "Ho",
    region: "Volta",
    type: msg("Teaching hospital"),
  },
  {
    id: "bono-regional",
    name: "Bono Regional Hospital",
    address: "Sunyani",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery")],
    town: "Sunyani",
    region: "Bono",
    type: msg("Regional hospital"),
  },
  {
    id: "sefwi-wiawso",
    name: "Sefwi Wiawso Municipal Hospital",
    address: "Sefwi Wiawso",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity")],
    town: "Sefwi Wiawso",
    region: "Western North",
    type: msg("Municipal hospital"),
  },
  {
    id: "goaso",
    name: "Goaso Municipal Hospital",
    address: "Goaso",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity")],
    town: "Goaso",
    region: "Ahafo",
    type: msg("Municipal hospital"),
  },
  {
    id: "holy-family-techiman",
    name: "Holy Family Hospital, Techiman",
    address: "Techiman",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery")],
    town: "Techiman",
    region: "Bono East",
    type: msg("Mission hospital"),
  },
  {
    // The Oti Region's regional hospital until the one planned at Dambai opens.
    id: "worawora",
    name: "Worawora Government Hospital",
    address: "Worawora, Biakoye District",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity")],
    town: "Worawora",
    coordinates: { latitude: 7.5167, longitude: 0.3667 },
    region: "Oti",
    type: msg("Regional hospital"),
  },
  {
    id: "west-gonja",
    name: "West Gonja Hospital",
    address: "Damongo",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity")],
    town: "Damongo",
    region: "Savannah",
    type: msg("Hospital"),
  },
  {
    id: "baptist-nalerigu",
    name: "Baptist Medical Centre",
    address: "Nalerigu",
    phone: null,
    services: [EMERGENCY_UNIT, msg("Maternity"), msg("Surgery")],
    town: "Nalerigu",
    region: "North East",
    type: msg("Mission hospital"),
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

// The fever threshold is FEVER_WARNING (@gh/contracts/constants), written out: a message is a literal text.

export const FIRST_AID: readonly FirstAidCategory[] = [
  {
    id: "cardiac",
    category: msg("Heart attack or cardiac arrest"),
    symptoms: [
      msg("Chest pain, pressure or tightness that may spread to the arm, neck, jaw or back"),
      msg("Shortness of breath, cold sweat, nausea or light-headedness"),
      msg("Sudden collapse, not responding and not breathing normally"),
    ],
    action: [
      msg("Call <0/> or <1/> straight away."),
      msg("Help the person sit down and rest; loosen tight clothing."),
      msg("If they are alert, not allergic to aspirin and can swallow, give one 300 mg aspirin to chew slowly."),
      msg("If they collapse and are not breathing normally, start CPR: push hard and fast in the centre of the chest, 100 to 120 times a minute, until help arrives."),
    ],
  },
  {
    id: "stroke",
    category: msg("Stroke"),
    symptoms: [
      msg("Face drooping on one side"),
      msg("Arm or leg weakness or numbness, often on one side"),
      msg("Slurred or confused speech; sudden severe headache, loss of vision or balance"),
    ],
    action: [
      msg("Call <0/> or <1/> immediately: every minute counts."),
      msg("Note the time the signs started and tell the medical team."),
      msg("Do not give food, drink or medicine."),
      msg("If they are drowsy or vomiting, lay them on their side; stay with them until help arrives."),
    ],
  },
  {
    id: "bleeding",
    category: msg("Severe bleeding"),
    symptoms: [
      msg("Blood spurting or flowing heavily from a wound"),
      msg("Blood soaking through cloths or bandages"),
      msg("Pale, cold, clammy skin and fast breathing (signs of shock)"),
    ],
    action: [
      msg("Press firmly on the wound with a clean cloth or pad and keep pressing."),
      msg("Call <0/> or <1/>."),
      msg("If blood soaks through, do not remove the cloth: add more on top and press harder."),
      msg("Do not pull out objects stuck in the wound; press around them."),
      msg("Lay the person down and keep them warm until help arrives."),
    ],
  },
  {
    id: "breathing",
    category: msg("Difficulty breathing or choking"),
    symptoms: [
      msg("Struggling to breathe or to speak in full sentences"),
      msg("Wheezing or noisy breathing; blue or grey lips"),
      msg("Choking: cannot cough, speak or breathe"),
    ],
    action: [
      msg("Call <0/> or <1/>."),
      msg("Help them sit upright, leaning slightly forward; loosen tight clothing."),
      msg("If they have an asthma inhaler, help them use it."),
      msg("If they are choking, give up to 5 firm blows between the shoulder blades, then up to 5 abdominal thrusts (not for babies or pregnant women); repeat."),
      msg("If they stop responding and are not breathing normally, start CPR."),
    ],
  },
  {
    id: "poisoning",
    category: msg("Poisoning"),
    symptoms: [
      msg("Vomiting, stomach pain, drowsiness or confusion"),
      msg("Burns or stains around the mouth; a strange smell on the breath"),
      msg("An open container of medicine, chemical, kerosene or pesticide nearby"),
    ],
    action: [
      msg("Call <0/> or <1/>. Keep the container or label to show the medical team."),
      msg("Do not make the person vomit, and give nothing to eat or drink unless a health worker says so."),
      msg("For chemicals on the skin or in the eyes, rinse with plenty of clean running water for at least 15 minutes."),
      msg("If they are not responding but breathing, lay them on their side."),
    ],
  },
  {
    id: "fever",
    category: msg("High fever"),
    symptoms: [
      msg("Temperature of 39°C (102°F) or higher"),
      msg("Fever with a stiff neck, rash, confusion, fits (seizures) or difficulty breathing"),
      msg("Any fever in a baby under 3 months old"),
    ],
    action: [
      msg("Seek medical care the same day for a temperature of 39°C (102°F) or higher: in Ghana, fever can be malaria, so get tested."),
      msg("Call <0/> or <1/> if there are fits, confusion, a stiff neck or difficulty breathing."),
      msg("Remove extra clothing, give plenty of fluids and sponge with lukewarm (not cold) water."),
      msg("Paracetamol can bring the fever down: follow the dose on the pack."),
    ],
  },
];

export const PREPAREDNESS_TIPS: readonly PreparednessTip[] = [
  {
    id: "save-numbers",
    title: msg("Save <1/> and <0/> in your phone"),
    detail: msg("Teach children and older relatives how and when to call them."),
  },
  {
    id: "location",
    title: msg("Know how to describe where you are"),
    detail: msg("Give the town, street, a nearby landmark and your GhanaPostGPS digital address when you call."),
  },
  {
    id: "nearest-hospital",
    title: msg("Know your nearest emergency unit"),
    detail: msg("Find the route before you need it, and keep some cash or mobile money for transport."),
  },
  {
    id: "first-aid-kit",
    title: msg("Keep a first aid kit at home and in the car"),
    detail: msg("Gloves, bandages, gauze, antiseptic, paracetamol and a thermometer."),
  },
  {
    id: "health-card",
    title: msg("Write down everyone's health details"),
    detail: msg("Allergies, regular medicines, blood group and NHIS number, on paper in case your phone is off."),
  },
  {
    id: "phone-ready",
    title: msg("Keep your phone charged"),
    detail: msg("A power bank and some airtime help during power cuts and long journeys."),
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
