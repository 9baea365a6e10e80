/** Distances and counts in the directory's words (dates and times are @gh/contracts' ghana-time.ts and list-dates.ts). */

/** "3.2 km away". */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km away`;
}

/** "1 provider", "12 providers". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
