import type { PageLanguage } from "@gh/contracts/languages";

export interface AreaCatalogs {
  /** The compiled English forms (a JSON import, checked at build time). */
  english: Record<string, unknown>;
  /** Where each other language's compiled catalog is published. */
  urls: Partial<Record<PageLanguage, string>>;
}

/** Every area whose code has run, by name ("shell", "directory"…). */
export const areas = new Map<string, AreaCatalogs>();
