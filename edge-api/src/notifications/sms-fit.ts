/**
 * How long an SMS may be, and how one is made to fit (docs/product-rules.md#notifications): in English
 * one GSM-7 segment (160 characters), because a second doubles the cost and can arrive out of order;
 * in another language SMS_MAX_SEGMENTS parts, as Twi's ɛ and ɔ, Ewe's ɖ ƒ ɣ ŋ ʋ and Hausa's ɓ ɗ ƙ
 * send it as UCS-2 (67 characters a part). What does not fit gives way in the names, places and free
 * texts it quotes, never in its fixed words: the longest of them is cut (at a word) until it fits.
 */
import { DEFAULT_LANGUAGE } from "@gh/contracts/languages";
import { smsLength } from "@gh/contracts/sms";
import { currentLanguage } from "../i18n/api-texts.ts";
import { toGsm7 } from "../ussd/gsm7.ts";

/** One GSM-7 segment. */
export const SMS_MAX_CHARACTERS = 160;
/** The parts an SMS may take at most in another language than English. */
export const SMS_MAX_SEGMENTS = 2;

const inEnglish = () => currentLanguage() === DEFAULT_LANGUAGE;

/** The parts an SMS in the current language may take. */
const segmentsAllowed = () => (inEnglish() ? 1 : SMS_MAX_SEGMENTS);

/** How many septets (GSM-7) or UTF-16 units (UCS-2) `sms` is over what its parts allow; 0 or less when it fits. */
export function smsOverflow(sms: string, segments = segmentsAllowed()): number {
  const { encoding, units } = smsLength(sms);
  const perPart = encoding === "GSM-7" ? (segments === 1 ? SMS_MAX_CHARACTERS : 153) : segments === 1 ? 70 : 67;
  return units - perPart * segments;
}

/** Whether `sms` fits: one GSM-7 segment in English, SMS_MAX_SEGMENTS parts in another language. */
export function smsFits(sms: string): boolean {
  return smsOverflow(sms) <= 0;
}

/** What a cut name or text may not end in before its mark: "Bantama,." reads as "Bantama.". */
const TRAILING_PUNCTUATION = /[\s,;:.-]+$/;

/** A name as an SMS gives it: at most `max` characters, cut at a word where it can be ("Dr. Kwame Ofori."). */
export function smsName(name: string, max = 30): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, Math.max(max - 1, 0));
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(TRAILING_PUNCTUATION, "")}.`;
}

/** A free text (a cancellation reason) in at most `max` characters, cut at a word and marked "...". */
export function smsFreeText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 3;
  if (room <= 0) return "...";
  const cut = text.slice(0, room);
  const space = cut.lastIndexOf(" ");
  return `${(space > room / 2 ? cut.slice(0, space) : cut).replace(TRAILING_PUNCTUATION, "")}...`;
}

/**
 * A value quoted in an SMS in the current language. English keeps its SMS in GSM-7, so a name or place
 * written with a letter outside it ("Asɛmpa Clinic", "Kumásí") is written as a basic phone writes it
 * ("Asempa Clinic"): one such letter would send the whole SMS as UCS-2, 70 characters. The other
 * languages' SMS are UCS-2 already and keep the letters.
 */
export function smsValue(text: string): string {
  return inEnglish() ? toGsm7(text) : text;
}

/** A value the SMS may shorten: a name or place (cut to "Dr. Kwame Ofori.") or a free text (cut to "The doctor is..."), never below `min` characters. */
export interface SmsPart {
  text: string;
  min: number;
  free?: boolean;
}

/** A cut part's mark and the sentence's own punctuation made one: "Hospital.." → "Hospital.", "is...." → "is...", "Ofori-Atta.," → "Ofori-Atta,". */
function tidyCuts(sms: string): string {
  return sms.replace(/\.{4}/g, "...").replace(/(?<!\.)\.\.(?!\.)/g, ".").replace(/\.,/g, ",");
}

/**
 * `compose` with its parts shortened until `overflow` says it fits: each round the longest part still
 * above its floor is cut by what the SMS is over, but not below the next longest part, so a long
 * name and a long place share the cut ("Dr. Kwame Ofori-Atta." and "Komfo Anokye Teaching Hospital."
 * rather than "Dr. Kwame." and the whole place). Returns the SMS, fitting or (when every part is at
 * its floor) as short as the floors allow.
 */
export function fitSms<K extends string>(compose: (values: Record<K, string>) => string, parts: Record<K, SmsPart>, overflow: (sms: string) => number = smsOverflow): string {
  const keys = Object.keys(parts) as K[];
  const max = Object.fromEntries(keys.map((key) => [key, parts[key].text.length])) as Record<K, number>;
  const shortened = () => Object.fromEntries(keys.map((key) => [key, (parts[key].free ? smsFreeText : smsName)(parts[key].text, max[key])])) as Record<K, string>;
  const written = (values: Record<K, string>) => tidyCuts(compose(values));
  let values = shortened();
  let over = overflow(written(values));
  while (over > 0) {
    const [longest, next] = keys.filter((key) => max[key] > parts[key].min).sort((a, b) => values[b].length - values[a].length);
    if (longest === undefined) break;
    const length = Math.min(max[longest], values[longest].length);
    const level = next === undefined ? 0 : Math.min(values[next].length, length - 1);
    max[longest] = Math.max(parts[longest].min, length - over, level);
    values = shortened();
    over = overflow(written(values));
  }
  return written(values);
}
