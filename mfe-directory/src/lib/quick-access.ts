/** The search form's Quick Access shortcuts. */
import { FLAG_ON, searchPath, type SearchCriteria } from "@gh/contracts/search/criteria";
import { msg } from "@gh/i18n";

export interface QuickAccessShortcut {
  /** A message: shown with t(label). */
  label: string;
  /** Where the shortcut goes. */
  to: string;
  /** The search it runs, when it is one (the form on /search runs it in place). */
  criteria?: Partial<SearchCriteria>;
}

function searchShortcut(label: string, criteria: Partial<SearchCriteria>): QuickAccessShortcut {
  return { label, to: searchPath(criteria), criteria };
}

/**
 * Quick Access (each keeps its promise: docs/product-rules.md#search and docs/product-rules.md#emergency): emergency care is a
 * list of hospitals to go to, not doctors to book; the pharmacy and clinic shortcuts filter on the
 * providers' stated hours and walk-in policy.
 */
export const QUICK_ACCESS: readonly QuickAccessShortcut[] = [
  // The emergency page gives its centres list this id.
  { label: msg("Emergency Centres"), to: "/emergency#emergency-centres" },
  searchShortcut(msg("24/7 Pharmacies"), { specialty: "pharmacy", open24Hours: FLAG_ON }),
  searchShortcut(msg("Walk-in Clinics"), { specialty: "general", walkIns: FLAG_ON }),
  searchShortcut(msg("Dental Clinics"), { specialty: "dentist" }),
];
