/**
 * Draws a compiled message (Lingui's compiled form, made at build time) in a language, the way Lingui's
 * runtime draws it: arguments, plural and selectordinal by the language's plural rules (`=N` first,
 * `offset:`, `#` as the number), select. A tooling test compares it with Lingui's own drawing for
 * every message of every catalog in every language; in the browser this costs a few hundred bytes
 * where Lingui's runtime costs 2.4 KiB gzip (docs/decisions/0012-languages.md).
 */

/** A compiled message: text, or Lingui's parts (text, [name], [name, "plural" | "selectordinal" | "select", cases]). */
export type CompiledMessage = string | readonly CompiledPart[];
export type CompiledPart = string | readonly [string] | readonly [string, string, Record<string, unknown>];

type Rules = Record<string, Intl.PluralRules | Intl.NumberFormat>;
const formats: Rules = {};

/** Lingui's choice of locales: the language, then English where the browser has no rules for it (Ga). */
function format<Kind extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => Kind): Kind {
  return (formats[key] ??= make()) as Kind;
}

export function drawMessage(message: CompiledMessage, values: Record<string, unknown> = {}, language = "en-GH", count?: string): string {
  if (typeof message === "string") return message;
  let out = "";
  for (const part of message) {
    if (typeof part === "string") {
      // Inside a plural branch "#" is the number.
      out += part === "#" && count !== undefined ? count : part;
      continue;
    }
    const [name, type, cases] = part;
    const value = values[name];
    if (type === undefined || cases === undefined) {
      if (value != null) out += String(value);
    } else if (type === "select") {
      out += drawMessage((cases[String(value)] ?? cases.other) as CompiledMessage, values, language);
    } else {
      const { offset = 0 } = cases as { offset?: number };
      const amount = Number(value) - offset;
      const kind = type === "plural" ? "cardinal" : "ordinal";
      const rules = format(`${kind} ${language}`, () => new Intl.PluralRules([language, "en"], { type: kind }));
      const branch = cases[String(value)] ?? cases[rules.select(amount)] ?? cases.other;
      const number = format(`number ${language}`, () => new Intl.NumberFormat([language, "en"]));
      out += drawMessage(branch as CompiledMessage, values, language, number.format(amount));
    }
  }
  return out;
}
