/**
 * The texts a test expects in another language, read from the catalogs themselves (the PO files), so a
 * corrected translation never breaks a test; and the pseudo-language's form of an English text.
 */
import type { PageLanguage } from "../../packages/contracts/src/languages";
import { CATALOGS } from "../../scripts/i18n/catalogs-config";
import { compile } from "../../scripts/i18n/compile";
import { readPo } from "../../scripts/i18n/po-files";
import { pseudoLocalize } from "../../scripts/i18n/pseudo";

const catalogs = new Map<string, Map<string, string>>();

/** `english`, a plain text of any catalog, as `language` shows it. */
export function translation(language: PageLanguage, english: string): string {
  if (language === "en-GH") return english;
  if (language === "en-XA") return pseudo(english);
  let texts = catalogs.get(language);
  if (!texts) {
    texts = new Map();
    for (const catalog of CATALOGS) for (const [message, { text }] of readPo(catalog, language)) if (text) texts.set(message, text);
    catalogs.set(language, texts);
  }
  const text = texts.get(english);
  if (!text) throw new Error(`No ${language} translation of "${english}" in the catalogs`);
  return text;
}

/** The pseudo-language's form of a plain English text. */
export function pseudo(english: string): string {
  const form = pseudoLocalize(compile(english));
  if (typeof form !== "string") throw new Error(`"${english}" is not a plain text`);
  return form;
}
