/**
 * Where a search is about: the visitor's position, a town from the gazetteer, a region, or free text
 * to match against city, region, practice location and address.
 */
import { findTown } from "@gh/contracts/places";
import { REGIONS } from "@gh/contracts/regions";
import type { SearchQuery } from "@gh/contracts/search";

export interface Center {
  name: string;
  region: string;
  latitude: number;
  longitude: number;
}

export type LocationFilter = { kind: "city"; city: string } | { kind: "region"; region: string } | { kind: "text"; text: string } | null;

export interface Place {
  /** The point distances are measured from. */
  center: Center | null;
  /** How `location` narrows results when no distance is given. */
  filter: LocationFilter;
}

const REGION_BY_NAME = new Map(REGIONS.map((region) => [region.toLowerCase(), region]));

export function resolvePlace(query: Pick<SearchQuery, "location" | "lat" | "lng">): Place {
  const position = query.lat !== undefined && query.lng !== undefined ? { name: "Your location", region: "", latitude: query.lat, longitude: query.lng } : null;
  if (!query.location) return { center: position, filter: null };

  const town = findTown(query.location);
  if (town) return { center: position ?? { name: town.name, region: town.region, latitude: town.latitude, longitude: town.longitude }, filter: { kind: "city", city: town.name } };

  const region = REGION_BY_NAME.get(query.location.toLowerCase().replace(/\s+region$/, "").trim());
  if (region) return { center: position, filter: { kind: "region", region } };

  return { center: position, filter: { kind: "text", text: query.location.toLowerCase() } };
}
