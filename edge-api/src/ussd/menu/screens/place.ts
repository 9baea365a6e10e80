/**
 * "Where?": the biggest towns to choose with one key, or any town or region typed in, read as the
 * web's search reads a place (contracts' gazetteer; Takoradi is its Sekondi-Takoradi).
 */
import { t } from "../../../i18n/api-texts.ts";
import type { ScreenDraft } from "../screen.ts";
import type { Answer, MenuContext, Outcome } from "../steps.ts";
import type { PlaceState } from "../types.ts";
import { findProviders } from "./providers.ts";

/** By population; `place` is the gazetteer's name, `name` what a caller calls it. */
export const QUICK_PLACES: readonly { name: string; place: string }[] = [
  { name: "Accra", place: "Accra" },
  { name: "Kumasi", place: "Kumasi" },
  { name: "Tamale", place: "Tamale" },
  { name: "Takoradi", place: "Sekondi-Takoradi" },
  { name: "Cape Coast", place: "Cape Coast" },
];

/** Longer than any town or region's name: what is past it is not a place. */
const PLACE_MAX_LENGTH = 40;

export function drawPlace(): ScreenDraft {
  return {
    lines: [t("Where? Choose a town:")],
    choices: QUICK_PLACES.map((town) => town.name),
    keepAllChoices: true,
    prompt: t("Or type a town or region"),
    back: true,
  };
}

/** A typed place: letters (a town or region's name), not a number that is not on the list. */
function typedPlace(answer: Answer): string | null {
  const place = answer.text.replace(/\s+/g, " ").trim().slice(0, PLACE_MAX_LENGTH);
  return /\p{L}.*\p{L}/u.test(place) ? place : null;
}

export async function answerPlace(state: PlaceState, answer: Answer, context: MenuContext): Promise<Outcome | null> {
  const place = answer.number === null ? typedPlace(answer) : QUICK_PLACES[answer.number - 1]?.place;
  if (!place) return null;
  return findProviders(context, state.language, { specialty: state.specialty, place }, state);
}
