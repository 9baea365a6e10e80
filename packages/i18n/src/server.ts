/**
 * Texts in a language where they are made in one synchronous pass: the build's prerender of first
 * screens (one per language), the Worker's /search, its e-mails, SMS and error answers. Not for the
 * browser, which fetches only the catalogs it needs (docs/architecture.md, Languages).
 */
import { DEFAULT_LANGUAGE, type PageLanguage } from "@gh/contracts/languages";
import { activate, addTranslations, currentLanguage as shownLanguage, type CompiledCatalog } from "./translate";

// The Worker's code takes `t` from here: the package's index brings the browser's language switch and React.
export { currentLanguage, t, type MessageValues } from "./translate";

/** A build's compiled catalogs, by language (English's empty: the code's texts are English). */
export type CatalogsByLanguage = Partial<Record<PageLanguage, Record<string, unknown>>>;

/** Each catalog is added once per language (the Worker answers many requests with the same ones). */
const added = new WeakMap<CatalogsByLanguage, Set<PageLanguage>>();

/**
 * Runs `render` with every `t` (and contracts' formatters) answering in `language`, then returns to
 * the language before (English, unless nested): a page render (renderToString), an e-mail or an SMS. Only for work that does not wait on
 * anything: the language is the module's, not the request's.
 */
export function inLanguage<T>(language: PageLanguage, catalogs: readonly CatalogsByLanguage[], render: () => T): T {
  for (const byLanguage of catalogs) {
    const languages = added.get(byLanguage) ?? new Set();
    if (language !== DEFAULT_LANGUAGE && !languages.has(language)) addTranslations(language, (byLanguage[language] ?? {}) as CompiledCatalog);
    added.set(byLanguage, languages.add(language));
  }
  const previous = shownLanguage();
  activate(language);
  try {
    return render();
  } finally {
    activate(previous);
  }
}
