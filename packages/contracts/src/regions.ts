/** Ghana's 16 administrative regions. The wizard's list in the spec omits North East; we show all 16 everywhere. */
export const REGIONS = [
  "Greater Accra", "Ashanti", "Western", "Central", "Eastern", "Northern", "Upper East", "Upper West",
  "Volta", "Bono", "Western North", "Ahafo", "Bono East", "Oti", "Savannah", "North East",
] as const;
export type Region = (typeof REGIONS)[number];

export const TITLES = ["Dr", "Prof", "Mr", "Ms", "Mrs", "none"] as const;
export type Title = (typeof TITLES)[number];

/** Blank or "none" means no title is shown. */
export function displayTitle(title: string | null | undefined): string {
  return !title || title === "none" ? "" : `${title}.`;
}

/** "Dr. Kwame Mensah"; no title when it is blank or "none" (docs/product-rules.md#screens-and-texts). */
export function providerName(provider: { title: string; user: { firstName: string; lastName: string } }): string {
  return [displayTitle(provider.title), provider.user.firstName, provider.user.lastName].filter(Boolean).join(" ");
}

export const LANGUAGES = ["English", "Twi", "Ga", "Ewe", "Fante", "Hausa", "Dagbani", "Dagaare", "Nzema", "Gonja", "Kasem", "French"] as const;
