/** The provider's next bookable days ("Fri 27 Nov"), soonest first. */
import { t } from "../../../i18n/api-texts.ts";
import { screenDay } from "../formats.ts";
import type { ScreenDraft } from "../screen.ts";
import type { Answer, MenuContext, Outcome } from "../steps.ts";
import type { DayState } from "../types.ts";
import { timesOf } from "./time.ts";

export function drawDay(state: DayState): ScreenDraft {
  if (state.days.length === 0) return { lines: [t("No free days soon. Please choose another provider.")], choices: [], back: true };
  return { lines: [t("Choose a day:")], choices: state.days.map(screenDay), keepAllChoices: true, back: true };
}

export async function answerDay(state: DayState, answer: Answer, context: MenuContext): Promise<Outcome | null> {
  const day = answer.number === null ? undefined : state.days[answer.number - 1];
  return day ? { show: await timesOf(context, state, day) } : null;
}
