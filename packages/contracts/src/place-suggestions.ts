/**
 * "Did you mean Kumasi?": the gazetteer names nearest to a place the search did not recognise.
 * Zod-free and pure, so the API fills its answer with it and the search page can reuse it.
 */
import { GHANA_TOWNS } from "./gazetteer.ts";
import { REGIONS } from "./regions.ts";

/** Most suggestions offered; more would read as a list to choose from rather than a correction. */
export const MAX_PLACE_SUGGESTIONS = 3;

/**
 * Case, accents, punctuation and a trailing "Region" do not count: "Kumásí", "kumasi" and
 * "Ashanti Region" compare as "kumasi" and "ashanti". Only the part before a comma is the place
 * (as findTown reads "Ho, Volta Region").
 */
export function placeKey(text: string): string {
  const [place = ""] = text.split(",");
  return place
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()
    .replace(/\s+region$/, "")
    .trim();
}

/** Edit distance counting a swap of neighbouring letters as one edit ("Kuamsi"), as typists make them. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * How many edits still read as a slip rather than another word: one for short names (so "Hoo" finds
 * Ho but two-letter guesses do not match every short town), two up to eight letters, three beyond.
 */
function tolerance(length: number): number {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/** Towns (regional capitals first, as the gazetteer lists them) then regions; a name once. */
const CANDIDATES: readonly { name: string; key: string }[] = [...new Set([...GHANA_TOWNS.map((town) => town.name), ...REGIONS])].map((name) => ({ name, key: placeKey(name) }));

/**
 * Up to three town or region names closest to `text`, best first; none when nothing is near enough
 * ("Atlantis"). The start of a longer name counts as near ("Sekondi" suggests Sekondi-Takoradi).
 * Ties keep the gazetteer's order, which puts regional capitals first.
 */
export function suggestPlaces(text: string, limit = MAX_PLACE_SUGGESTIONS): string[] {
  const key = placeKey(text);
  if (key.length < 2) return [];
  const allowed = tolerance(key.length);
  const scored: { name: string; score: number; order: number }[] = [];
  CANDIDATES.forEach((candidate, order) => {
    const distance = editDistance(key, candidate.key);
    // A typed prefix of four letters or more ranks just behind a one-letter slip.
    const score = key.length >= 4 && candidate.key.startsWith(key) ? Math.min(distance, 1.5) : distance;
    if (score <= allowed) scored.push({ name: candidate.name, score, order });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.name);
}
