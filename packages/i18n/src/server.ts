/**
 * Texts in a language where they are made in one synchronous pass: the build's prerender of first
 * screens (one per language), the Worker's /search, its e-mails, SMS and error answers. Not for the
 * browser: it brings Lingui's core at once (docs/architecture.md, Languages).
 */
import { DEFAULT_LANGUAGE, type PageLanguage } from "@gh/contracts/languages";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { activate, englishMessages, setMessageRuntime, type CompiledCatalog } from "./translate";

/** A build's compiled catalogs, by language (the English one holding only messages with placeholders). */
export type CatalogsByLanguage = Partial<Record<PageLanguage, Record<string, unknown>>>;

/** One Lingui instance per list of catalogs (a module's constant) and language, set up once. */
const runtimes = new WeakMap<readonly CatalogsByLanguage[], Map<PageLanguage, I18n>>();

/** Lingui with `catalogs` (several builds' catalogs, the later winning) loaded and active in `language`. */
export function messageRuntimeFor(language: PageLanguage, catalogs: readonly CatalogsByLanguage[]): I18n {
  let byLanguage = runtimes.get(catalogs);
  if (!byLanguage) runtimes.set(catalogs, (byLanguage = new Map()));
  let runtime = byLanguage.get(language);
  if (!runtime) {
    runtime = setupI18n().setMessagesCompiler((text: string) => [text]);
    const messages = Object.assign({}, ...catalogs.map((byLanguage) => byLanguage[DEFAULT_LANGUAGE] ?? {}), ...catalogs.map((byLanguage) => byLanguage[language] ?? {}));
    runtime.load(language, messages as Messages);
    runtime.activate(language);
    byLanguage.set(language, runtime);
  }
  return runtime;
}

/**
 * Runs `render` with every `t` (and contracts' formatters) answering in `language`, then returns to
 * English: a page render (renderToString), an e-mail or an SMS. Only for work that does not wait on
 * anything: the language is the module's, not the request's.
 */
export function inLanguage<T>(language: PageLanguage, catalogs: readonly CatalogsByLanguage[], render: () => T): T {
  for (const byLanguage of catalogs) Object.assign(englishMessages, byLanguage[DEFAULT_LANGUAGE] as CompiledCatalog | undefined);
  if (language !== DEFAULT_LANGUAGE) setMessageRuntime(messageRuntimeFor(language, catalogs));
  activate(language);
  try {
    return render();
  } finally {
    activate(DEFAULT_LANGUAGE);
  }
}
