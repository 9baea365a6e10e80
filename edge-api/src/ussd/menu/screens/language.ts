/**
 * The language screen: a first-time caller's first screen, and the main menu's "4 Language". Each
 * language is named in its own words as GSM-7 writes them (contracts' languages.ts names them with
 * letters GSM-7 lacks, Eʋegbe and Gã); the choice is remembered for the caller's number.
 */
import type { Language } from "@gh/contracts/languages";
import { t } from "../../../i18n/api-texts.ts";
import type { ScreenDraft } from "../screen.ts";
import type { Answer, MenuContext, Outcome } from "../steps.ts";
import type { DeskSearch, LanguageState, MainState } from "../types.ts";
import { mainMenu } from "./main-menu.ts";

export const LANGUAGE_CHOICES: readonly { language: Language; name: string }[] = [
  { language: "en-GH", name: "English" },
  { language: "ak", name: "Twi" },
  { language: "ee", name: "Ewe" },
  { language: "gaa", name: "Ga" },
  { language: "ha", name: "Hausa" },
];

export function languageScreen(language: Language, back: MainState | null, again: DeskSearch | null): LanguageState {
  return { screen: "language", language, back, again };
}

export function drawLanguage(state: LanguageState): ScreenDraft {
  return {
    lines: ["GhanaHealth", t("Choose your language:")],
    choices: LANGUAGE_CHOICES.map((choice) => choice.name),
    keepAllChoices: true,
    back: state.back !== null,
  };
}

export async function answerLanguage(state: LanguageState, answer: Answer, { desk, request }: MenuContext): Promise<Outcome | null> {
  const chosen = answer.number === null ? undefined : LANGUAGE_CHOICES[answer.number - 1];
  if (!chosen) return null;
  await desk.rememberLanguage(request.phone, chosen.language);
  return { show: mainMenu(chosen.language, state.again) };
}
