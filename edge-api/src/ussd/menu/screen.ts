/**
 * A screen's text from its parts, within what every USSD network shows: at most 160 GSM-7 characters
 * (gsm7.ts) and at most five numbered choices plus "98 More" and "0 Back". A screen too long in its
 * language moves its last choices to the next page rather than cut a word; only a screen with one
 * choice left that still does not fit (a very long name) has its longest part shortened at a word.
 */
import { t } from "../../i18n/api-texts.ts";
import { gsm7Length, toGsm7 } from "../gsm7.ts";

export const SCREEN_MAX_CHARACTERS = 160;
export const MAX_CHOICES = 5;
export const MORE = "98";
export const BACK = "0";

/** What a screen says, before it is fitted; every text already in the screen's language. */
export interface ScreenDraft {
  /** Lines before the choices (a title, a booking's details). */
  lines: string[];
  /** Lines after `lines` that the screen drops before it drops a choice (a policy reminder). */
  optionalLines?: string[];
  /** Numbered 1, 2, 3… in this order; the last ones go to the next page when the screen is too long. */
  choices: string[];
  /** Every choice stays on this screen (a confirm screen's two ways to pay has no next page). */
  keepAllChoices?: boolean;
  /** More choices follow these (from the desk's next page), so "98 More" is offered even when all of these fit. */
  moreBeyond?: boolean;
  /** A line after the choices: "Or type a town or region". */
  prompt?: string;
  /** "0 Back" is offered. */
  back: boolean;
}

export interface FittedScreen {
  text: string;
  /** How many of the draft's choices the screen shows. */
  shown: number;
  /** Whether it offers "98 More". */
  more: boolean;
}

const fits = (text: string) => gsm7Length(text) <= SCREEN_MAX_CHARACTERS;

function compose(draft: ScreenDraft, notice: string | undefined, choices: string[], more: boolean, withOptional: boolean): string {
  return [
    ...(notice ? [notice] : []),
    ...draft.lines,
    ...(withOptional ? (draft.optionalLines ?? []) : []),
    ...choices.map((choice, index) => `${index + 1} ${choice}`),
    ...(draft.prompt ? [draft.prompt] : []),
    // translators: "98 More" on a USSD screen: the next page of a list
    ...(more ? [`${MORE} ${toGsm7(t("More"))}`] : []),
    ...(draft.back ? [`${BACK} ${toGsm7(t("Back"))}`] : []),
  ]
    .filter((line) => line !== "")
    .join("\n");
}

/** `text` cut at a word to at most `max` characters, with "..." where it was cut. */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = Math.max(max - 3, 1);
  const cut = text.slice(0, room);
  const space = cut.lastIndexOf(" ");
  return `${(space > room / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/**
 * The screen in GSM-7: as many choices as fit (at most five, at least one), the optional lines when
 * there is room, then, only if even that is too long, its longest parts shortened at a word.
 * `notice` ("Please choose a number from the list.") goes first and always stays.
 */
export function fitScreen(draft: ScreenDraft, notice?: string): FittedScreen {
  const written: ScreenDraft = {
    ...draft,
    lines: draft.lines.map(toGsm7),
    optionalLines: draft.optionalLines?.map(toGsm7),
    choices: draft.choices.slice(0, MAX_CHOICES).map(toGsm7),
    moreBeyond: draft.moreBeyond || draft.choices.length > MAX_CHOICES,
    prompt: draft.prompt === undefined ? undefined : toGsm7(draft.prompt),
  };
  const writtenNotice = notice === undefined ? undefined : toGsm7(notice);
  const least = written.keepAllChoices ? written.choices.length : Math.min(1, written.choices.length);
  for (let shown = written.choices.length; shown >= least; shown -= 1) {
    const more = shown < written.choices.length || Boolean(written.moreBeyond);
    for (const withOptional of [true, false]) {
      const text = compose(written, writtenNotice, written.choices.slice(0, shown), more, withOptional);
      if (fits(text)) return { text, shown, more };
    }
  }
  return shortened(written, writtenNotice, least);
}

/** The last resort: the longest line or choice cut at a word, again and again, until the screen fits. */
function shortened(draft: ScreenDraft, notice: string | undefined, shown: number): FittedScreen {
  const more = shown < draft.choices.length || Boolean(draft.moreBeyond);
  let parts = { notice, lines: [...draft.lines], choices: draft.choices.slice(0, shown), prompt: draft.prompt };
  let text = compose({ ...draft, lines: parts.lines, prompt: parts.prompt }, parts.notice, parts.choices, more, false);
  for (let attempt = 0; attempt < 20 && !fits(text); attempt += 1) {
    const over = gsm7Length(text) - SCREEN_MAX_CHARACTERS;
    const pieces = [...parts.lines, ...parts.choices, parts.prompt ?? "", parts.notice ?? ""];
    const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a), "");
    const cut = shortenAtWord(longest, Math.max(longest.length - over, 8));
    const replace = (piece: string) => (piece === longest ? cut : piece);
    parts = {
      notice: parts.notice === undefined ? undefined : replace(parts.notice),
      lines: parts.lines.map(replace),
      choices: parts.choices.map(replace),
      prompt: parts.prompt === undefined ? undefined : replace(parts.prompt),
    };
    text = compose({ ...draft, lines: parts.lines, prompt: parts.prompt }, parts.notice, parts.choices, more, false);
  }
  // Never reached with the product's texts; a screen the network would refuse is worse than a cut one.
  while (!fits(text)) text = text.slice(0, -1);
  return { text, shown, more };
}

/** A closing screen (END): its lines, the optional ones while there is room, shortened at a word past 160. */
export function fitEnd(lines: string[], optionalLines: string[] = []): string {
  return fitScreen({ lines, optionalLines, choices: [], back: false }).text;
}
