/**
 * The product's languages (docs/architecture.md, Languages): English as Ghana writes it, and Twi,
 * Ewe, Ga and Hausa, by their BCP 47 tags (CLDR's `ak` for Akan/Twi, not the ISO 639-1 `tw`, which
 * browsers may still send and which is read as `ak`). Each is named in its own language on the
 * language switch. Zod-free, so the shell and the Worker can both choose a language without it.
 */
export const LANGUAGES = [
  { tag: "en-GH", ownName: "English" },
  { tag: "ak", ownName: "Twi" },
  { tag: "ee", ownName: "Eʋegbe" },
  { tag: "gaa", ownName: "Gã" },
  { tag: "ha", ownName: "Hausa" },
] as const;

export type Language = (typeof LANGUAGES)[number]["tag"];
export const DEFAULT_LANGUAGE: Language = "en-GH";
/**
 * A pseudo-language (English accented and 40% longer) that shows untranslated texts and layouts too
 * tight for a longer language. Never offered or negotiated: only a cookie naming it selects it.
 */
export const PSEUDO_LANGUAGE = "en-XA";
/** A language a page can be shown in. */
export type PageLanguage = Language | typeof PSEUDO_LANGUAGE;
/** The visitor's choice, once made: it wins over what the browser asks for. */
export const LANGUAGE_COOKIE = "gh_lang";

/** Primary subtags a browser may send for one of ours: `tw` (Twi) and `fat` (Fante) are Akan, like `ak`. */
const PRIMARY_TO_LANGUAGE: Record<string, Language> = { en: "en-GH", ak: "ak", tw: "ak", fat: "ak", ee: "ee", gaa: "gaa", ha: "ha" };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.tag === value);
}

/** Our language for one BCP 47 tag ("ak-GH", "TW", "en-US"), or null when we do not speak it. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return PRIMARY_TO_LANGUAGE[primary] ?? null;
}

/**
 * The language to answer in, from an `Accept-Language` header (RFC 9110 §12.5.4): the highest-weighted
 * range we speak, the header's order breaking ties; `*`, ranges we do not speak and `q=0` are passed
 * over; English when nothing matches or the header is absent or unreadable.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranges = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [range = "", ...parameters] = part.split(";").map((piece) => piece.trim());
      const weight = parameters.find((parameter) => /^q=/i.test(parameter));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { language: languageOfTag(range), q: Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0, order };
    })
    .filter((range): range is { language: Language; q: number; order: number } => range.language !== null && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges[0]?.language ?? DEFAULT_LANGUAGE;
}

export function isPageLanguage(value: unknown): value is PageLanguage {
  return value === PSEUDO_LANGUAGE || isLanguage(value);
}

/** The language a visitor reads in: their cookie's choice when it names one of ours, else what their browser asks for. */
export function chosenLanguage(cookieValue: string | null | undefined, acceptLanguage: string | null | undefined): PageLanguage {
  return isPageLanguage(cookieValue) ? cookieValue : negotiateLanguage(acceptLanguage);
}
