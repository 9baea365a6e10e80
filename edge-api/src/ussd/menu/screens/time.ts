/** The free times of the chosen day ("9:30 AM"), four to a screen; again, fresh, when the one chosen was just taken. */
import { localGhanaNumber, networkOfNumber } from "@gh/contracts/mobile-money";
import { t } from "../../../i18n/api-texts.ts";
import { screenDay, screenTime } from "../formats.ts";
import { asksForMore, chosenItem, FIRST_PAGE, nextPage, pageWindow } from "../pages.ts";
import type { ScreenDraft } from "../screen.ts";
import type { Answer, MenuContext, Outcome } from "../steps.ts";
import type { ConfirmState, DayState, TimeState } from "../types.ts";

export const TIMES_PER_SCREEN = 4;

/** The day's free times as the desk has them now, from the first. */
export async function timesOf({ desk, request }: MenuContext, dayScreen: DayState, day: string): Promise<TimeState> {
  const slots = await desk.freeSlots(dayScreen.provider.id, day, request.now, request.phone);
  return { screen: "time", language: dayScreen.language, back: dayScreen, provider: dayScreen.provider, day, slots: slots.map((slot) => slot.startsAt), page: FIRST_PAGE };
}

/** The day screen a time screen (of any page) came from. */
export function dayScreenOf(times: TimeState): DayState {
  return times.back.screen === "day" ? times.back : dayScreenOf(times.back);
}

export function drawTime(state: TimeState): ScreenDraft {
  const day = screenDay(state.day);
  if (state.slots.length === 0) return { lines: [t("No free times left on {day}.", { day })], choices: [], back: true };
  const page = pageWindow(state.slots, state.page, TIMES_PER_SCREEN);
  return { lines: [t("{day}: choose a time", { day })], choices: page.items.map(screenTime), moreBeyond: page.moreBeyond, back: true };
}

/** The caller's own number, when it is a mobile money wallet: the network the aggregator names, else its prefix's. */
function ownMomo({ request }: MenuContext): ConfirmState["ownMomo"] {
  const phone = localGhanaNumber(request.phone);
  const network = request.network ?? (phone ? networkOfNumber(phone) : null);
  return phone && network ? { phone, network } : null;
}

export async function answerTime(state: TimeState, answer: Answer, context: MenuContext): Promise<Outcome | null> {
  if (asksForMore(state.page, answer)) return { show: { ...state, back: state, page: nextPage(state.page) } };
  const index = chosenItem(state.page, answer);
  const startsAt = index === null ? undefined : state.slots[index];
  if (startsAt === undefined) return null;
  return { show: { screen: "confirm", language: state.language, back: state, provider: state.provider, startsAt, ownMomo: ownMomo(context) } };
}
