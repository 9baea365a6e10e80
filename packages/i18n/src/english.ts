/**
 * English without the message runtime: the code's texts are English, so an English visitor needs only
 * the compiled forms of messages with placeholders or plurals, drawn here the way Lingui draws them
 * (its interpolation, for the parts our catalogs use: arguments, plural, selectordinal, select). A test
 * compares this with Lingui's own output for every English message (docs/decisions/0012-languages.md).
 */

/** A compiled message: text, or Lingui's parts (text, [name], [name, "plural" | "selectordinal" | "select", cases]). */
export type CompiledMessage = string | readonly CompiledPart[];
export type CompiledPart = string | readonly [string] | readonly [string, string, Record<string, unknown>];

let numbers: Intl.NumberFormat | undefined;
const pluralRules: Partial<Record<string, Intl.PluralRules>> = {};

function pluralCategory(type: "cardinal" | "ordinal", value: number): string {
  return (pluralRules[type] ??= new Intl.PluralRules("en-GH", { type })).select(value);
}

export function formatEnglish(message: CompiledMessage, values: Record<string, unknown> = {}, count?: string): string {
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
      out += formatEnglish((cases[String(value)] ?? cases.other) as CompiledMessage, values);
    } else {
      const { offset = 0 } = cases as { offset?: number };
      const amount = Number(value) - offset;
      const branch = cases[String(value)] ?? cases[pluralCategory(type === "plural" ? "cardinal" : "ordinal", amount)] ?? cases.other;
      out += formatEnglish(branch as CompiledMessage, values, (numbers ??= new Intl.NumberFormat("en-GH")).format(amount));
    }
  }
  return out;
}
