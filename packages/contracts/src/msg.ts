/**
 * Marks an English text as a message for the catalogs where it is defined, away from where it is shown
 * (option lists, validation messages); the screen or the API shows it with `t(text)`. Returns it
 * unchanged. Here, not in @gh/i18n, so contracts stay free of the message runtime (docs/architecture.md, Languages).
 */
export function msg<const Text extends string>(message: Text): Text {
  return message;
}

/** Where @gh/i18n publishes the page's translator: contracts is bundled into each area, a global reaches every copy. */
const TRANSLATOR = Symbol.for("gh.translate");

/**
 * A marked text in the language the page (or the Worker's render) is in, for contracts' own code that
 * builds a text: the formatters' day and month names. English where no translator is set (tests, scripts).
 */
export function translated(text: string): string {
  const translate = (globalThis as Record<symbol, ((text: string) => string) | undefined>)[TRANSLATOR];
  return translate ? translate(text) : text;
}

/** Called once by @gh/i18n with its `t`. */
export function publishTranslator(translate: (text: string) => string): void {
  (globalThis as Record<symbol, unknown>)[TRANSLATOR] = translate;
}

/**
 * A text with placeholders, made by contracts with its values (amounts and dates already formatted):
 * shown with `t(text.message, text.values)`. Contracts cannot fill it in the page's language
 * themselves, so they hand both over.
 */
export interface MessageWithValues {
  readonly message: string;
  readonly values: Readonly<Record<string, string | number>>;
}

export function withValues(message: string, values: Record<string, string | number>): MessageWithValues {
  return { message, values };
}

/**
 * `t` from @gh/i18n, handed in by a caller that wants a text contracts make in the page's language
 * (contracts' own English is used without it).
 */
export type Translate = (message: string, values?: Record<string, string | number>) => string;
