/** Suggestions for the location field: Ghana's regions and the gazetteer's towns. Loaded on first focus. */
import { GHANA_TOWNS } from "@gh/contracts/places";
import { REGIONS } from "@gh/contracts/regions";

export const PLACE_NAMES: readonly string[] = [...new Set([...GHANA_TOWNS.map((town) => town.name), ...REGIONS])].sort((a, b) => a.localeCompare(b));
