/** Built-in gazetteer of Ghana towns: distance search resolves a typed place here (docs/product-rules.md#search). */
import type { Region } from "./regions.ts";

export interface Town {
  name: string;
  region: Region;
  /** Decimal degrees, approximate town centre. */
  latitude: number;
  longitude: number;
}

/** All 16 regional capitals first, then the larger towns, grouped by region. */
export const GHANA_TOWNS: readonly Town[] = [
  // Regional capitals.
  { name: "Accra", region: "Greater Accra", latitude: 5.6037, longitude: -0.187 },
  { name: "Kumasi", region: "Ashanti", latitude: 6.6885, longitude: -1.6244 },
  { name: "Sekondi-Takoradi", region: "Western", latitude: 4.934, longitude: -1.7137 },
  { name: "Cape Coast", region: "Central", latitude: 5.1053, longitude: -1.2466 },
  { name: "Koforidua", region: "Eastern", latitude: 6.0941, longitude: -0.2591 },
  { name: "Tamale", region: "Northern", latitude: 9.4008, longitude: -0.8393 },
  { name: "Bolgatanga", region: "Upper East", latitude: 10.7856, longitude: -0.8514 },
  { name: "Wa", region: "Upper West", latitude: 10.0601, longitude: -2.5099 },
  { name: "Ho", region: "Volta", latitude: 6.6008, longitude: 0.4713 },
  { name: "Sunyani", region: "Bono", latitude: 7.3399, longitude: -2.3268 },
  { name: "Sefwi Wiawso", region: "Western North", latitude: 6.2058, longitude: -2.4894 },
  { name: "Goaso", region: "Ahafo", latitude: 6.8036, longitude: -2.5172 },
  { name: "Techiman", region: "Bono East", latitude: 7.5909, longitude: -1.939 },
  { name: "Dambai", region: "Oti", latitude: 8.0662, longitude: 0.1795 },
  { name: "Damongo", region: "Savannah", latitude: 9.0833, longitude: -1.8188 },
  { name: "Nalerigu", region: "North East", latitude: 10.5273, longitude: -0.3698 },

  // Greater Accra.
  { name: "Tema", region: "Greater Accra", latitude: 5.6698, longitude: -0.0166 },
  { name: "Madina", region: "Greater Accra", latitude: 5.6685, longitude: -0.1657 },
  { name: "Adenta", region: "Greater Accra", latitude: 5.709, longitude: -0.154 },
  { name: "Ashaiman", region: "Greater Accra", latitude: 5.6944, longitude: -0.0299 },
  { name: "Teshie", region: "Greater Accra", latitude: 5.5864, longitude: -0.0989 },
  { name: "Nungua", region: "Greater Accra", latitude: 5.6011, longitude: -0.077 },
  { name: "Dansoman", region: "Greater Accra", latitude: 5.5477, longitude: -0.2642 },
  { name: "Dodowa", region: "Greater Accra", latitude: 5.8825, longitude: -0.0987 },
  { name: "Amasaman", region: "Greater Accra", latitude: 5.7017, longitude: -0.3 },
  { name: "Prampram", region: "Greater Accra", latitude: 5.7109, longitude: 0.1106 },
  { name: "Ada Foah", region: "Greater Accra", latitude: 5.7833, longitude: 0.6333 },

  // Ashanti.
  { name: "Obuasi", region: "Ashanti", latitude: 6.206, longitude: -1.6625 },
  { name: "Ejisu", region: "Ashanti", latitude: 6.7229, longitude: -1.4662 },
  { name: "Konongo", region: "Ashanti", latitude: 6.617, longitude: -1.213 },
  { name: "Mampong", region: "Ashanti", latitude: 7.0627, longitude: -1.4001 },
  { name: "Bekwai", region: "Ashanti", latitude: 6.4574, longitude: -1.5787 },
  { name: "Agogo", region: "Ashanti", latitude: 6.7997, longitude: -1.0819 },
  { name: "Ejura", region: "Ashanti", latitude: 7.3856, longitude: -1.3562 },

  // Western.
  { name: "Takoradi", region: "Western", latitude: 4.8845, longitude: -1.7554 },
  { name: "Tarkwa", region: "Western", latitude: 5.301, longitude: -1.9931 },
  { name: "Prestea", region: "Western", latitude: 5.4333, longitude: -2.1427 },
  { name: "Axim", region: "Western", latitude: 4.8665, longitude: -2.2409 },
  { name: "Half Assini", region: "Western", latitude: 5.0536, longitude: -2.8817 },

  // Central.
  { name: "Kasoa", region: "Central", latitude: 5.5345, longitude: -0.4168 },
  { name: "Winneba", region: "Central", latitude: 5.3511, longitude: -0.6231 },
  { name: "Elmina", region: "Central", latitude: 5.0847, longitude: -1.3509 },
  { name: "Saltpond", region: "Central", latitude: 5.2091, longitude: -1.0606 },
  { name: "Agona Swedru", region: "Central", latitude: 5.5336, longitude: -0.6997 },
  { name: "Mankessim", region: "Central", latitude: 5.2667, longitude: -1.0167 },
  { name: "Assin Fosu", region: "Central", latitude: 5.6993, longitude: -1.2775 },
  { name: "Dunkwa-on-Offin", region: "Central", latitude: 5.96, longitude: -1.78 },

  // Eastern.
  { name: "Nkawkaw", region: "Eastern", latitude: 6.5522, longitude: -0.766 },
  { name: "Akim Oda", region: "Eastern", latitude: 5.9264, longitude: -0.9857 },
  { name: "Nsawam", region: "Eastern", latitude: 5.8089, longitude: -0.3503 },
  { name: "Aburi", region: "Eastern", latitude: 5.8483, longitude: -0.1749 },
  { name: "Somanya", region: "Eastern", latitude: 6.1043, longitude: -0.015 },
  { name: "Suhum", region: "Eastern", latitude: 6.0404, longitude: -0.4528 },
  { name: "Akropong", region: "Eastern", latitude: 5.9742, longitude: -0.0882 },
  { name: "Asamankese", region: "Eastern", latitude: 5.8603, longitude: -0.6635 },
  { name: "Kibi", region: "Eastern", latitude: 6.1644, longitude: -0.5539 },
  { name: "Akosombo", region: "Eastern", latitude: 6.2964, longitude: 0.0557 },

  // Northern.
  { name: "Yendi", region: "Northern", latitude: 9.4427, longitude: -0.0099 },
  { name: "Savelugu", region: "Northern", latitude: 9.6244, longitude: -0.8253 },
  { name: "Bimbilla", region: "Northern", latitude: 8.86, longitude: 0.06 },
  { name: "Tolon", region: "Northern", latitude: 9.4333, longitude: -1.0667 },
  { name: "Karaga", region: "Northern", latitude: 9.9167, longitude: -0.4333 },

  // Upper East.
  { name: "Bawku", region: "Upper East", latitude: 11.0616, longitude: -0.2417 },
  { name: "Navrongo", region: "Upper East", latitude: 10.8956, longitude: -1.0921 },
  { name: "Paga", region: "Upper East", latitude: 10.9869, longitude: -1.1135 },
  { name: "Zebilla", region: "Upper East", latitude: 10.95, longitude: -0.4667 },
  { name: "Sandema", region: "Upper East", latitude: 10.7333, longitude: -1.2833 },

  // Upper West.
  { name: "Tumu", region: "Upper West", latitude: 10.879, longitude: -1.9862 },
  { name: "Lawra", region: "Upper West", latitude: 10.6476, longitude: -2.8993 },
  { name: "Jirapa", region: "Upper West", latitude: 10.5308, longitude: -2.6946 },
  { name: "Nandom", region: "Upper West", latitude: 10.85, longitude: -2.7667 },
  { name: "Nadowli", region: "Upper West", latitude: 10.3667, longitude: -2.6667 },

  // Volta.
  { name: "Hohoe", region: "Volta", latitude: 7.1519, longitude: 0.4736 },
  { name: "Keta", region: "Volta", latitude: 5.9179, longitude: 0.9879 },
  { name: "Aflao", region: "Volta", latitude: 6.1188, longitude: 1.1901 },
  { name: "Kpando", region: "Volta", latitude: 6.9954, longitude: 0.2931 },
  { name: "Sogakope", region: "Volta", latitude: 5.9977, longitude: 0.5965 },
  { name: "Akatsi", region: "Volta", latitude: 6.1281, longitude: 0.8013 },
  { name: "Anloga", region: "Volta", latitude: 5.7944, longitude: 0.8972 },

  // Bono.
  { name: "Berekum", region: "Bono", latitude: 7.4534, longitude: -2.584 },
  { name: "Dormaa Ahenkro", region: "Bono", latitude: 7.278, longitude: -2.875 },
  { name: "Wenchi", region: "Bono", latitude: 7.7392, longitude: -2.1046 },

  // Western North.
  { name: "Bibiani", region: "Western North", latitude: 6.4632, longitude: -2.3194 },
  { name: "Enchi", region: "Western North", latitude: 5.8228, longitude: -2.8194 },
  { name: "Juaboso", region: "Western North", latitude: 6.3344, longitude: -2.826 },
  { name: "Sefwi Bekwai", region: "Western North", latitude: 6.1983, longitude: -2.3297 },

  // Ahafo.
  { name: "Bechem", region: "Ahafo", latitude: 7.088, longitude: -2.0257 },
  { name: "Kenyasi", region: "Ahafo", latitude: 6.9833, longitude: -2.3833 },
  { name: "Duayaw Nkwanta", region: "Ahafo", latitude: 7.173, longitude: -2.098 },

  // Bono East.
  { name: "Kintampo", region: "Bono East", latitude: 8.0563, longitude: -1.7309 },
  { name: "Atebubu", region: "Bono East", latitude: 7.7469, longitude: -0.9819 },
  { name: "Nkoranza", region: "Bono East", latitude: 7.5667, longitude: -1.7 },
  { name: "Yeji", region: "Bono East", latitude: 8.223, longitude: -0.652 },

  // Oti.
  { name: "Kete Krachi", region: "Oti", latitude: 7.7994, longitude: -0.0428 },
  { name: "Nkwanta", region: "Oti", latitude: 8.2666, longitude: 0.5195 },
  { name: "Jasikan", region: "Oti", latitude: 7.4007, longitude: 0.4696 },
  { name: "Kadjebi", region: "Oti", latitude: 7.53, longitude: 0.477 },

  // Savannah.
  { name: "Bole", region: "Savannah", latitude: 9.0347, longitude: -2.486 },
  { name: "Salaga", region: "Savannah", latitude: 8.5511, longitude: -0.5186 },
  { name: "Buipe", region: "Savannah", latitude: 8.7917, longitude: -1.4667 },
  { name: "Sawla", region: "Savannah", latitude: 9.2833, longitude: -2.4167 },

  // North East.
  { name: "Walewale", region: "North East", latitude: 10.35, longitude: -0.7987 },
  { name: "Gambaga", region: "North East", latitude: 10.5307, longitude: -0.4399 },
  { name: "Bunkpurugu", region: "North East", latitude: 10.509, longitude: 0.099 },
  { name: "Chereponi", region: "North East", latitude: 10.1333, longitude: 0.2833 },
];

/** Lower-cased, trimmed, inner spaces collapsed: "  Cape  COAST " and "cape coast" are the same key. */
function townKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

const TOWNS_BY_KEY: ReadonlyMap<string, Town> = new Map(GHANA_TOWNS.map((town) => [townKey(town.name), town]));

/**
 * The town a typed place names, or undefined. Case-insensitive and trimmed. Whatever follows the
 * first comma is ignored: people type the region ("Ho, Volta Region") or the city of a suburb
 * ("Madina, Accra") after the place they mean.
 */
export function findTown(name: string): Town | undefined {
  const [place = ""] = name.split(",");
  return TOWNS_BY_KEY.get(townKey(place));
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = toRadians(b.latitude - a.latitude);
  const dLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
