/**
 * Every screen drawn the one way: its words made in the caller's language in one synchronous pass
 * (i18n/api-texts.ts), written in GSM-7 and fitted to 160 characters (screen.ts); a list screen keeps
 * how many items it showed, which is where its next page starts.
 */
import { inLanguageOf, t } from "../../i18n/api-texts.ts";
import { fitEnd, fitScreen, type ScreenDraft } from "./screen.ts";
import { drawAppointment, drawAppointments, drawCancel } from "./screens/appointments.ts";
import { drawConfirm, drawMomoNumber } from "./screens/confirm.ts";
import { drawDay } from "./screens/day.ts";
import { drawLanguage } from "./screens/language.ts";
import { drawMainMenu } from "./screens/main-menu.ts";
import { drawPlace } from "./screens/place.ts";
import { drawProviders } from "./screens/providers.ts";
import { drawSpecialty } from "./screens/specialty.ts";
import { drawTime } from "./screens/time.ts";
import { drawVoucher } from "./screens/voucher.ts";
import type { Outcome } from "./steps.ts";
import type { MenuState, UssdReply } from "./types.ts";

function draftOf(state: MenuState): ScreenDraft {
  switch (state.screen) {
    case "language":
      return drawLanguage(state);
    case "main":
      return drawMainMenu();
    case "specialty":
      return drawSpecialty(state);
    case "place":
      return drawPlace();
    case "providers":
      return drawProviders(state);
    case "day":
      return drawDay(state);
    case "time":
      return drawTime(state);
    case "confirm":
      return drawConfirm(state);
    case "momo-number":
      return drawMomoNumber();
    case "voucher":
      return drawVoucher(state);
    case "appointments":
      return drawAppointments(state);
    case "appointment":
      return drawAppointment(state);
    case "cancel":
      return drawCancel(state);
  }
}

/** `state`'s screen, `notice` (a marked message) above it, and the state as drawn. */
export function drawScreen(state: MenuState, notice?: string): { reply: UssdReply; state: MenuState } {
  const fitted = inLanguageOf(state.language, () => fitScreen(draftOf(state), notice === undefined ? undefined : t(notice)));
  const drawn = "page" in state ? { ...state, page: { ...state.page, shown: fitted.shown, more: fitted.more } } : state;
  return { reply: { text: fitted.text, end: false }, state: drawn };
}

/** A closing screen: the session ends with it. */
export function drawEnd(outcome: Extract<Outcome, { end: unknown }>): UssdReply {
  const text = inLanguageOf(outcome.language, () => {
    const { lines, optionalLines } = outcome.end();
    return fitEnd(lines, optionalLines);
  });
  return { text, end: true };
}
