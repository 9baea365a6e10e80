/**
 * Another language than English: each area's compiled catalog, fetched once per area and language.
 * Downloaded with the first other language only.
 */
import type { PageLanguage } from "@gh/contracts/languages";
import { areas } from "./registry";
import { addTranslations, currentLanguage, textsChanged, type CompiledCatalog } from "./translate";

/** "area language" -> its loading, started once (forgotten when it fails, so it may be tried again). */
const loading = new Map<string, Promise<void>>();

async function fetchCatalog(url: string): Promise<CompiledCatalog> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Catalog ${url} answered ${response.status}`);
  return (await response.json()) as CompiledCatalog;
}

function loadArea(area: string, language: PageLanguage): Promise<void> {
  const catalogs = areas.get(area);
  const url = catalogs?.urls[language];
  if (!catalogs || !url) return Promise.resolve();
  const key = `${area} ${language}`;
  let load = loading.get(key);
  if (!load) {
    load = fetchCatalog(url).then((messages) => {
      addTranslations(language, messages);
      if (currentLanguage() === language) textsChanged();
    });
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

export async function loadTranslations(language: PageLanguage): Promise<void> {
  await Promise.all([...areas.keys()].map((area) => loadArea(area, language)));
}
