/** The main menu: book, the caller's appointments, emergency numbers, language. */
import type { Language } from "@gh/contracts/languages";
import { t } from "../../../i18n/api-texts.ts";
import { FIRST_PAGE } from "../pages.ts";
import type { ScreenDraft } from "../screen.ts";
import type { Answer, MenuContext, Outcome } from "../steps.ts";
import type { DeskSearch, MainState } from "../types.ts";
import { emergencyNumbers } from "./emergency.ts";

export function mainMenu(language: Language, again: DeskSearch | null): MainState {
  return { screen: "main", language, back: null, again };
}

export function drawMainMenu(): ScreenDraft {
  return {
    lines: ["GhanaHealth"],
    choices: [t("Book a doctor"), t("My Appointments"), t("Emergency"), t("Language")],
    keepAllChoices: true,
    back: false,
  };
}

export async function answerMainMenu(state: MainState, answer: Answer, { desk, request }: MenuContext): Promise<Outcome | null> {
  const { language } = state;
  switch (answer.number) {
    case 1:
      return { show: { screen: "specialty", language, back: state, page: FIRST_PAGE, again: state.again } };
    case 2: {
      const appointments = await desk.upcoming(request.phone, request.now);
      return { show: { screen: "appointments", language, back: state, appointments, page: FIRST_PAGE } };
    }
    case 3:
      return { end: emergencyNumbers, language };
    case 4:
      return { show: { screen: "language", language, back: state, again: state.again } };
    default:
      return null;
  }
}
