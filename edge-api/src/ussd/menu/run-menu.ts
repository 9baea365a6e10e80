/**
 * The USSD menu (its contract: types.ts): one request's answer from the session's state,
 * pure apart from the BookingDesk. A first dial starts at the language screen (first-time caller) or
 * the main menu; "0" goes back to the screen before; several answers typed at once with "*" ("1*1*2")
 * are answered one after another and only the last screen is shown, so a caller who knows the way
 * can go straight to it.
 */
import { DEFAULT_LANGUAGE } from "@gh/contracts/languages";
import { drawEnd, drawScreen } from "./draw.ts";
import { BACK } from "./screen.ts";
import { answerAppointment, answerAppointments, answerCancel } from "./screens/appointments.ts";
import { answerConfirm, answerMomoNumber } from "./screens/confirm.ts";
import { answerDay } from "./screens/day.ts";
import { answerLanguage, languageScreen } from "./screens/language.ts";
import { answerMainMenu, mainMenu } from "./screens/main-menu.ts";
import { answerPlace } from "./screens/place.ts";
import { answerProviders } from "./screens/providers.ts";
import { answerSpecialty, stillOffered } from "./screens/specialty.ts";
import { answerTime } from "./screens/time.ts";
import { answerVoucher } from "./screens/voucher.ts";
import { CHOOSE_FROM_LIST, readAnswer, type Answer, type MenuContext, type Outcome } from "./steps.ts";
import type { BookingDesk, MenuAnswer, MenuEffect, MenuState, UssdRequest } from "./types.ts";

/**
 * The first screen of a session: a caller whose language we know skips choosing it. A caller whose
 * MoMo payment waits on a code texted to them is dialling to give it, so that comes first ("0 Back"
 * is the usual first screen).
 */
async function firstScreen({ desk, request }: MenuContext): Promise<MenuState> {
  const [language, lastSearch, voucher] = await Promise.all([
    desk.languageOf(request.phone),
    desk.lastSearchOf(request.phone),
    desk.voucherAwaited(request.phone, request.now),
  ]);
  const again = stillOffered(lastSearch);
  const usual = language ? mainMenu(language, again) : languageScreen(DEFAULT_LANGUAGE, null, again);
  if (!voucher) return usual;
  return { screen: "voucher", language: usual.language, back: usual, feePesewas: voucher.feePesewas, wallet: voucher.wallet };
}

function answerScreen(state: MenuState, answer: Answer, context: MenuContext): Promise<Outcome | null> {
  switch (state.screen) {
    case "language":
      return answerLanguage(state, answer, context);
    case "main":
      return answerMainMenu(state, answer, context);
    case "specialty":
      return answerSpecialty(state, answer, context);
    case "place":
      return answerPlace(state, answer, context);
    case "providers":
      return answerProviders(state, answer, context);
    case "day":
      return answerDay(state, answer, context);
    case "time":
      return answerTime(state, answer, context);
    case "confirm":
      return answerConfirm(state, answer, context);
    case "momo-number":
      return answerMomoNumber(state, answer, context);
    case "voucher":
      return answerVoucher(state, answer, context);
    case "appointments":
      return answerAppointments(state, answer);
    case "appointment":
      return answerAppointment(state, answer, context);
    case "cancel":
      return answerCancel(state, answer, context);
  }
}

/** One answer on one screen: "0" goes back where there is a screen before; anything a screen does not take shows it again. */
async function answerOne(state: MenuState, text: string, context: MenuContext): Promise<Outcome> {
  const answer = readAnswer(text);
  if (answer.text === BACK && state.back) return { show: state.back };
  return (await answerScreen(state, answer, context)) ?? { show: state, notice: CHOOSE_FROM_LIST };
}

/**
 * Answers one request. `state` is what the previous answer returned (null: the session starts);
 * the answer's `effects` are for the adapter to run once it has answered (types.ts, MenuEffect).
 */
export async function runMenu(state: MenuState | null, request: UssdRequest, desk: BookingDesk): Promise<MenuAnswer> {
  const context: MenuContext = { desk, request };
  if (state === null) return { ...drawScreen(await firstScreen(context)), effects: [] };
  // The same screen again when the aggregator sends no input for a session under way.
  if (request.input === null) return { ...drawScreen(state), effects: [] };

  const answers = request.input.split("*");
  const effects: MenuEffect[] = [];
  let current = state;
  for (let index = 0; ; index += 1) {
    const outcome = await answerOne(current, answers[index] ?? "", context);
    effects.push(...(outcome.effects ?? []));
    if ("end" in outcome) return { reply: drawEnd(outcome), state: null, effects };
    const drawn = drawScreen(outcome.show, outcome.notice);
    // A notice ("Please choose a number from the list.") stops a run of answers where it went wrong.
    if (index >= answers.length - 1 || outcome.notice !== undefined) return { ...drawn, effects };
    current = drawn.state;
  }
}
