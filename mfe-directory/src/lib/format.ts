/** Distances and counts in the directory's words, in the page's language (dates and times are @gh/contracts' ghana-time.ts and list-dates.ts). */
import { t } from "@gh/i18n";

/** "3.2 km away". */
export function formatDistance(km: number): string {
  return t("{distance} km away", { distance: km.toFixed(1) });
}

/** "1 provider", "12 reviews": a count of the directory's things. */
export function countOf(count: number, thing: "provider" | "review"): string {
  return thing === "provider"
    ? t("{count, plural, one {# provider} other {# providers}}", { count })
    : t("{count, plural, one {# review} other {# reviews}}", { count });
}

/** The spec's distance option text: "Within 5km". */
export function distanceLabel(km: number | string): string {
  return t("Within {km}km", { km });
}
