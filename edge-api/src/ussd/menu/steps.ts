/**
 * What one screen's answer to one input is, as every screen module gives it to run-menu.ts: another
 * screen (a state to draw, with a notice above it), or the end of the session. Screens build states
 * and words; only run-menu.ts draws them, so no screen imports the screens it leads to.
 */
import { msg } from "@gh/contracts/msg";
import type { Language } from "@gh/contracts/languages";
import type { BookingDesk, MenuEffect, MenuState, UssdRequest } from "./types.ts";

export interface MenuContext {
  desk: BookingDesk;
  request: UssdRequest;
}

/** A closing screen's words, made in the caller's language when it is drawn. */
export interface EndDraft {
  lines: string[];
  /** Said when there is room within 160 characters. */
  optionalLines?: string[];
}

export type Outcome =
  /** `notice`: a marked message (msg) said above the screen ("That time was just taken."). */
  | { show: MenuState; notice?: string; effects?: MenuEffect[] }
  | { end: () => EndDraft; language: Language; effects?: MenuEffect[] };

/** What the caller typed on one screen: the text, and the number it is when it is one. */
export interface Answer {
  text: string;
  /** 1, 2, 3…: a choice; null when the caller typed anything but digits. */
  number: number | null;
}

export function readAnswer(text: string): Answer {
  const trimmed = text.trim();
  return { text: trimmed, number: /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null };
}

/** Said above a screen shown again after an answer that is none of its choices. */
export const CHOOSE_FROM_LIST = msg("Please choose a number from the list.");

/**
 * Work to start once the caller has their answer (types.ts, MenuEffect): it never rejects, so the
 * adapter can hand it to waitUntil as it is; a failure is logged with what it was for.
 */
export function effect(purpose: string, run: () => Promise<void>): MenuEffect {
  return async () => {
    try {
      await run();
    } catch (error) {
      console.error(`ussd menu: ${purpose} failed`, error);
    }
  };
}
