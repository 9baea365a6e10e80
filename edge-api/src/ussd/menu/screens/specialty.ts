/**
 * "Choose a service": the specialties the web's search offers, with the same ids and names
 * (contracts' specialties.ts), five to a screen. A caller who has searched before finds that search
 * first ("Again: Cardiology in Kumasi"), which skips the place screen.
 */
import { SPECIALTIES, specialtyName } from "@gh/contracts/specialties";
import { t } from "../../../i18n/api-texts.ts";
import { asksForMore, chosenItem, nextPage, pageWindow } from "../pages.ts";
import type { ScreenDraft } from "../screen.ts";
import type { Answer, MenuContext, Outcome } from "../steps.ts";
import type { DeskSearch, SpecialtyState } from "../types.ts";
import { findProviders } from "./providers.ts";

const SPECIALTIES_PER_SCREEN = 5;

type SpecialtyChoice = { again: DeskSearch } | { specialty: string };

/** A remembered search is offered only while its specialty is still one the web offers. */
export function stillOffered(search: DeskSearch | null): DeskSearch | null {
  return search && SPECIALTIES.some((specialty) => specialty.id === search.specialty) && search.place.trim() ? search : null;
}

function specialtyChoices(state: SpecialtyState): SpecialtyChoice[] {
  const again = stillOffered(state.again);
  return [...(again ? [{ again }] : []), ...SPECIALTIES.map((specialty) => ({ specialty: specialty.id }))];
}

function choiceLabel(choice: SpecialtyChoice): string {
  if (!("again" in choice)) return t(specialtyName(choice.specialty));
  // translators: the first choice on the USSD services screen, the caller's last search again: "Again: Cardiology in Kumasi"
  return t("Again: {specialty} in {place}", { specialty: t(specialtyName(choice.again.specialty)), place: choice.again.place });
}

export function drawSpecialty(state: SpecialtyState): ScreenDraft {
  const page = pageWindow(specialtyChoices(state), state.page, SPECIALTIES_PER_SCREEN);
  return { lines: [t("Choose a service:")], choices: page.items.map(choiceLabel), moreBeyond: page.moreBeyond, back: true };
}

export async function answerSpecialty(state: SpecialtyState, answer: Answer, context: MenuContext): Promise<Outcome | null> {
  if (asksForMore(state.page, answer)) return { show: { ...state, back: state, page: nextPage(state.page) } };
  const index = chosenItem(state.page, answer);
  const choice = index === null ? undefined : specialtyChoices(state)[index];
  if (!choice) return null;
  if ("again" in choice) return findProviders(context, state.language, choice.again, state);
  return { show: { screen: "place", language: state.language, back: state, specialty: choice.specialty } };
}
