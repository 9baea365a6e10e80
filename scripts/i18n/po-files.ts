/**
 * The PO files translators work in (gettext's format, read by Poedit, Weblate, Crowdin and Lingui):
 * English texts as message ids, one file per catalog and language, written without dates or line
 * numbers so they change only when a message or a translation does.
 */
import { existsSync, readFileSync } from "node:fs";
import PO from "pofile";
import { SOURCE_LANGUAGE, catalogPath, type CatalogConfig } from "./catalogs-config.ts";
import type { FoundMessage } from "./extract.ts";

/** Marks a translation a native speaker has checked (`#, reviewed`); none has been yet. */
export const REVIEWED_FLAG = "reviewed";

export interface Translation {
  text: string;
  reviewed: boolean;
  /** The translator's own notes (`# …` lines), kept across extractions. */
  notes: string[];
}

export function readPo(catalog: CatalogConfig, language: string): Map<string, Translation> {
  const file = catalogPath(catalog, language);
  const translations = new Map<string, Translation>();
  if (!existsSync(file)) return translations;
  for (const item of PO.parse(readFileSync(file, "utf8")).items) {
    if (item.obsolete) continue;
    translations.set(item.msgid, { text: item.msgstr[0] ?? "", reviewed: Boolean(item.flags[REVIEWED_FLAG]), notes: item.comments });
  }
  return translations;
}

const REVIEW_NOTE =
  "No translation in this file has been reviewed by a native speaker yet: each is a first draft. A native speaker who checks one marks it `#, reviewed` (see the README, Languages).";

/** The PO text of one catalog in one language: every found message, its translation kept (English: itself). */
export function writePo(catalog: CatalogConfig, language: string, messages: Iterable<FoundMessage>, existing: Map<string, Translation>): string {
  const po = new PO();
  po.headers = {
    Language: language,
    "Content-Type": "text/plain; charset=UTF-8",
    "Content-Transfer-Encoding": "8bit",
    "X-Source-Language": SOURCE_LANGUAGE,
    "X-Catalog": catalog.name,
  };
  po.comments = language === SOURCE_LANGUAGE ? ["English, the source: generated from the code by `npm run i18n:extract`; change a text in the code, not here."] : [REVIEW_NOTE];
  for (const found of messages) {
    const item = new PO.Item();
    item.msgid = found.message;
    const translation = existing.get(found.message);
    item.msgstr = [language === SOURCE_LANGUAGE ? found.message : (translation?.text ?? "")];
    item.references = [...new Set(found.origins.map((origin) => origin.replace(/:\d+$/, "")))];
    item.extractedComments = found.comments;
    item.comments = translation?.notes ?? [];
    if (translation?.reviewed && language !== SOURCE_LANGUAGE) item.flags[REVIEWED_FLAG] = true;
    po.items.push(item);
  }
  return `${po.toString()}\n`;
}
