/**
 * The orders the emergency centres are shown in (docs/product-rules.md#emergency): by region for everyone (what the page
 * shows before, or without, JavaScript), nearest first from the visitor's position when they allow
 * it, or their chosen region's hospitals first and then the others nearest to its capital.
 */
import { distanceKm, GHANA_TOWNS } from "@gh/contracts/places";
import { REGIONS, type Region } from "@gh/contracts/regions";
import { t } from "@gh/i18n";
import type { PlacedCentre } from "./data";

export interface Place {
  latitude: number;
  longitude: number;
}

export interface RegionGroup {
  region: Region;
  centres: readonly PlacedCentre[];
}

export interface CentreAtDistance {
  centre: PlacedCentre;
  km: number;
}

/** Region names A to Z: how a patient scans a list of 16. */
export const REGIONS_A_TO_Z: readonly Region[] = [...REGIONS].sort((a, b) => a.localeCompare(b));

/** Every region, A to Z, with its centres (the data's order within a region). */
export function groupByRegion(centres: readonly PlacedCentre[]): RegionGroup[] {
  return REGIONS_A_TO_Z.map((region) => ({ region, centres: centres.filter((centre) => centre.region === region) })).filter(
    (group) => group.centres.length > 0,
  );
}

/** Nearest first from `from`; equal distances keep the data's order. */
export function nearestFirst(centres: readonly PlacedCentre[], from: Place): CentreAtDistance[] {
  return centres.map((centre) => ({ centre, km: distanceKm(from, centre) })).sort((a, b) => a.km - b.km);
}

/** The region's capital: the gazetteer lists the 16 capitals first. */
export function regionalCapital(region: Region) {
  const capital = GHANA_TOWNS.find((town) => town.region === region);
  if (!capital) throw new Error(`No capital for ${region}`);
  return capital;
}

/** The region's own centres first, then every other one; each group nearest first from the capital. */
export function regionFirst(centres: readonly PlacedCentre[], region: Region): CentreAtDistance[] {
  const byDistance = nearestFirst(centres, regionalCapital(region));
  return [...byDistance.filter(({ centre }) => centre.region === region), ...byDistance.filter(({ centre }) => centre.region !== region)];
}

/**
 * "About 12 km", "About 12 km away" (from the visitor), "Less than 1 km from Tamale" (from a place):
 * positions are town centres, so whole kilometres are as exact as it gets. Each is a sentence of its own.
 */
export function roundedKm(km: number, from?: "here" | { place: string }): string {
  const rounded = Math.round(km);
  if (from === undefined) return km < 1 ? t("Less than 1 km") : t("About {km} km", { km: rounded });
  if (from === "here") return km < 1 ? t("Less than 1 km away") : t("About {km} km away", { km: rounded });
  const { place } = from;
  return km < 1 ? t("Less than 1 km from {place}", { place }) : t("About {km} km from {place}", { km: rounded, place });
}
