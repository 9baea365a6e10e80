/**
 * The visitor's language and `t`, one instance app-wide (a federation singleton; docs/architecture.md,
 * Languages). English texts are their own message ids and are drawn without a runtime (english.ts);
 * Lingui's core, the maintained ICU runtime, comes with the first other language (translations.ts) and
 * draws every translated text from catalogs compiled at build time.
 */
import { DEFAULT_LANGUAGE, type PageLanguage } from "@gh/contracts/languages";
import { publishTranslator, type MessageWithValues } from "@gh/contracts/msg";
import type { I18n } from "@lingui/core";
import { englishForm, formatEnglish, type CompiledMessage } from "./english";

export type MessageValues = Record<string, unknown>;
/** A compiled catalog: English message -> its compiled text in one language. */
export type CompiledCatalog = Record<string, CompiledMessage>;

let language: PageLanguage = DEFAULT_LANGUAGE;
/** The language being switched to while its catalogs load (else the current one): an area registering meanwhile loads its catalog for it. */
let wanted: PageLanguage = DEFAULT_LANGUAGE;
/** The compiled English messages of every area registered so far (only those with placeholders or plurals). */
export const englishMessages: CompiledCatalog = {};
/** Lingui, once another language has been loaded. */
let runtime: I18n | null = null;

/**
 * The text of `message` (English, as written in the code) in the visitor's language; contracts' texts
 * with placeholders come as a message and its values (`withValues`) and are shown the same way.
 */
export function t(message: string | MessageWithValues, values?: MessageValues): string {
  if (typeof message !== "string") return t(message.message, message.values);
  if (runtime && language !== DEFAULT_LANGUAGE) return runtime._(message, values);
  return formatEnglish(englishMessages[message] ?? englishForm(message) ?? message, values);
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

/** Lingui's instance, set by translations.ts (the browser) or by the Worker and the build, which render synchronously. */
export function setMessageRuntime(instance: I18n): void {
  runtime = instance;
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
  if (next !== DEFAULT_LANGUAGE) runtime?.activate(next);
  language = wanted = next;
  textsChanged();
}

/** A toast written elsewhere (contracts' toasts: their texts marked there), in the page's language. */
export function translatedToast<Toast extends { title: string | MessageWithValues; description?: string | MessageWithValues }>(
  toast: Toast,
): Omit<Toast, "title" | "description"> & { title: string; description?: string } {
  return { ...toast, title: t(toast.title), ...(toast.description === undefined ? {} : { description: t(toast.description) }) };
}
