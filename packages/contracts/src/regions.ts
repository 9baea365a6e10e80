import { msg } from "./msg.ts";

/**
 * Ghana's 16 administrative regions. The wizard's list in the spec omits North East; we show all 16
 * everywhere. Marked as messages: a region's name is shown with `t(region)` (the value stored and sent
 * stays English).
 */
export const REGIONS = [
  // translators: the name of one of Ghana's 16 regions
  msg("Greater Accra"), msg("Ashanti"), msg("Western"), msg("Central"), msg("Eastern"), msg("Northern"), msg("Upper East"), msg("Upper West"), msg("Volta"), msg("Bono"), msg("Western North"), msg("Ahafo"), msg("Bono East"), msg("Oti"), msg("Savannah"), msg("North East"),
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
