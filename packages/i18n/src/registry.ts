import type { PageLanguage } from "@gh/contracts/languages";

export interface AreaCatalogs {
  /** Where each other language's compiled catalog is published (English needs none: english.ts reads it). */
  urls: Partial<Record<PageLanguage, string>>;
}

/** Every area whose code has run, by name ("shell", "directory"…). */
export const areas = new Map<string, AreaCatalogs>();
