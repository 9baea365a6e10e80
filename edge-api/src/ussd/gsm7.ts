/**
 * USSD screens travel in the GSM 7-bit alphabet (docs/product-rules.md#languages): a screen is at most
 * 160 septets, and a character outside the alphabet is shown as "?" or drops the screen on some
 * networks. The alphabet and its lengths are contracts' (sms-segments.ts, shared with the SMS
 * templates); here is only what a screen adds: writing Ghanaian languages' letters in it.
 */
import { isGsm7, smsLength } from "@gh/contracts/sms";

export { isGsm7 };

/**
 * Letters of Twi, Ewe, Ga and Hausa, and typography, that GSM-7 lacks, written as their speakers
 * write them on a basic phone. Anything else outside the alphabet loses its accents (NFD), else
 * becomes "?".
 */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ɛ: "e",
  Ɛ: "E",
  ɔ: "o",
  Ɔ: "O",
  ŋ: "ng",
  Ŋ: "Ng",
  ɖ: "d",
  Ɖ: "D",
  // Ewe's capital ɖ as many keyboards type it (the catalogs have it), and the D with a stroke.
  Ð: "D",
  ð: "d",
  Đ: "D",
  đ: "d",
  ƒ: "f",
  Ƒ: "F",
  ʋ: "v",
  Ʋ: "V",
  ɣ: "g",
  Ɣ: "G",
  ƙ: "k",
  Ƙ: "K",
  ɓ: "b",
  Ɓ: "B",
  ɗ: "d",
  Ɗ: "D",
  ƴ: "y",
  Ƴ: "Y",
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2026": "...",
  "\u20B5": "GHS",
  "\u2013": "-",
  "\u2014": "-",
  // The middle dot that joins two facts ("Licence verified for 2026 · Pharmacy Council").
  "\u00B7": "-",
  "\u2192": "->",
  // No-break spaces, which formatters and pasted names carry.
  "\u00A0": " ",
  "\u202F": " ",
  "\t": " ",
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;

function transliterate(character: string): string {
  if (isGsm7(character)) return character;
  const written = TRANSLITERATIONS[character];
  if (written !== undefined) return written;
  // Without its marks ("ã" → "a"; a lone mark, as in Twi's nasal "ɔ̃", which has no composed form, → "").
  const bare = [...character.normalize("NFD").replace(COMBINING_MARKS, "")].map((part) => TRANSLITERATIONS[part] ?? part).join("");
  return isGsm7(bare) ? bare : "?";
}

/**
 * `text` in the GSM 7-bit alphabet: "Ɔbɛyɛ" → "Obeye", "Eʋegbe" → "Evegbe", "₵150" → "GHS150",
 * "Kumásí" → "Kumasi". Letters GSM-7 has (é, ü, Ç) stay as they are.
 */
export function toGsm7(text: string): string {
  // Composed first, so a letter typed as a letter and a mark ("a" + U+0303) is read as one ("ã").
  let written = "";
  for (const character of text.normalize("NFC")) written += transliterate(character);
  return written;
}

/**
 * How many septets `text` takes on a screen once written in GSM-7 (toGsm7): the extension table's
 * characters (€ [ ] { } ^ ~ | \) count two.
 */
export function gsm7Length(text: string): number {
  return smsLength(toGsm7(text)).units;
}
