/**
 * The pseudo-language: every English text accented and 40% longer (about what Twi or Hausa need over
 * English), with placeholders, tags and plural branches kept, so a text missing from the catalogs shows
 * plainly and a layout too tight for a longer language overflows in the narrow-screens test. It works
 * on the compiled form, where text and syntax are already apart.
 */
import type { CompiledMessage } from "./compile.ts";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const MARKED = [..."àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ"];
/** Numbered tags (<0>, </0>, <0/>) stay as they are. */
const TAG = /(<\/?\d+\/?>)/;

function accent(text: string): string {
  return text
    .split(TAG)
    .map((piece) => (TAG.test(piece) ? piece : [...piece].map((character) => MARKED[PLAIN.indexOf(character)] ?? character).join("")))
    .join("");
}

function letters(parts: unknown[]): number {
  return parts.reduce<number>((count, part) => count + (typeof part === "string" ? part.replace(/<\/?\d+\/?>|[^A-Za-z]/g, "").length : 0), 0);
}

function transform(parts: unknown[]): unknown[] {
  return parts.map((part) => {
    if (typeof part === "string") return part === "#" ? part : accent(part);
    if (Array.isArray(part) && part.length === 3 && typeof part[2] === "object" && part[2] !== null) {
      const [name, type, cases] = part as [string, string, Record<string, unknown>];
      return [name, type, Object.fromEntries(Object.entries(cases).map(([key, value]) => [key, Array.isArray(value) ? transform(value) : value]))];
    }
    return part;
  });
}

export function pseudoLocalize(english: CompiledMessage): CompiledMessage {
  const parts = typeof english === "string" ? [english] : english;
  const padding = Math.ceil(letters(parts) * 0.4);
  const out = transform(parts);
  if (padding > 0) out.push(` ${"ẋẋẋẋ ".repeat(Math.ceil(padding / 5)).trim()}`);
  // Neighbouring texts become one, so a plain message stays a plain text.
  const merged = out.reduce<unknown[]>((all, part) => {
    if (typeof part === "string" && typeof all[all.length - 1] === "string") all[all.length - 1] += part;
    else all.push(part);
    return all;
  }, []);
  return merged.length === 1 && typeof merged[0] === "string" ? merged[0] : merged;
}
