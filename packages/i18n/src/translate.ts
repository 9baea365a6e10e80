/**
 * The visitor's language and `t`, one instance app-wide (a federation singleton; docs/architecture.md,
 * Languages). English texts are their own message ids, read by english.ts; another language's texts
 * come from its catalogs, compiled at build time by Lingui's compiler and fetched with the first use of
 * that language (translations.ts); draw-message.ts draws both as Lingui's runtime would.
 */
import { DEFAULT_LANGUAGE, type PageLanguage } from "@gh/contracts/languages";
import { publishTranslator, type MessageWithValues } from "@gh/contracts/msg";
import { drawMessage, type CompiledMessage } from "./draw-message";
import { englishForm } from "./english";

export type MessageValues = Record<string, unknown>;
/** A compiled catalog: English message -> its compiled text in one language. */
export type CompiledCatalog = Record<string, CompiledMessage>;

let language: PageLanguage = DEFAULT_LANGUAGE;
/** The language being switched to while its catalogs load (else the current one): an area registering meanwhile loads its catalog for it. */
let wanted: PageLanguage = DEFAULT_LANGUAGE;
/** Every other language's compiled messages loaded so far, by language (the catalogs of every area that asked). */
const translations: Partial<Record<PageLanguage, CompiledCatalog>> = {};

/**
 * The text of `message` (English, as written in the code) in the visitor's language; contracts' texts
 * with placeholders come as a message and its values (`withValues`) and are shown the same way.
 */
export function t(message: string | MessageWithValues, values?: MessageValues): string {
  if (typeof message !== "string") return t(message.message, message.values);
  const translated = language === DEFAULT_LANGUAGE ? undefined : translations[language]?.[message];
  // A text a catalog lacks shows in English (the catalog test keeps every catalog complete).
  return translated === undefined ? drawMessage(englishForm(message) ?? message, values) : drawMessage(translated, values, language);
}

// Contracts' formatters (day and month names) answer in the page's language too.
publishTranslator((text) => t(text));

export function currentLanguage(): PageLanguage {
  return language;
}

export function wantedLanguage(): PageLanguage {
  return wanted;
}

/** Marks `next` as the language the page is switching to, before its catalogs are asked for. */
export function want(next: PageLanguage): void {
  wanted = next;
}

/** Adds compiled messages of `language` (an area's catalog, fetched or imported). */
export function addTranslations(language: PageLanguage, messages: CompiledCatalog): void {
  Object.assign((translations[language] ??= {}), messages);
}

const listeners = new Set<() => void>();
let version = 0;

/** Tells every screen to draw its texts again (a new language, or a catalog that has arrived). */
export function textsChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function onTextsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const textsVersion = () => version;

/** Shows `next` (its catalogs loaded): every `t` from now on answers in it. */
export function activate(next: PageLanguage): void {
  language = wanted = next;
  textsChanged();
}

