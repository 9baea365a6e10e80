/**
 * The providers of a specialty in a place, best first as the web's search ranks them: three to a
 * screen, each with its fee and soonest free day. When none are found, the places nearest to what
 * was typed are offered instead ("Did you mean", as the web's search suggests them).
 */
import type { Language } from "@gh/contracts/languages";
import { placeKey, suggestPlaces } from "@gh/contracts/places/suggestions";
import { specialtyName } from "@gh/contracts/specialties";
import { t } from "../../../i18n/api-texts.ts";
import { screenDay, screenFee } from "../formats.ts";
import { asksForMore, chosenItem, FIRST_PAGE, nextPage } from "../pages.ts";
import { shortenAtWord, type ScreenDraft } from "../screen.ts";
import { effect, type Answer, type MenuContext, type Outcome } from "../steps.ts";
import type { DeskProvider, DeskSearch, ListPage, ProvidersState } from "../types.ts";

export const PROVIDERS_PER_SCREEN = 3;
/** The bookable days a caller chooses from. */
export const DAYS_OFFERED = 5;
/** A name in a list of three, so three fit a screen; the confirm screen gives it whole. */
const LISTED_NAME_LENGTH = 26;

/** Asks the desk for a page of providers; a search that finds some is remembered once the caller has their screen. */
export async function findProviders(
  { desk, request }: MenuContext,
  language: Language,
  search: DeskSearch,
  back: ProvidersState["back"],
  page: ListPage = FIRST_PAGE,
): Promise<Outcome> {
  const found = await desk.providers({ ...search, offset: page.offset, limit: PROVIDERS_PER_SCREEN }, request.now);
  const providers = found.providers.slice(0, PROVIDERS_PER_SCREEN);
  const firstSearch = page.offset === 0;
  const suggestions = firstSearch && providers.length === 0 ? suggestPlaces(search.place).filter((name) => placeKey(name) !== placeKey(search.place)) : [];
  return {
    show: { screen: "providers", language, back, search, page, providers, deskHasMore: found.more, suggestions },
    effects: firstSearch && providers.length > 0 ? [effect("remembering the search", () => desk.rememberSearch(request.phone, search))] : [],
  };
}

function providerLabel(provider: DeskProvider): string {
  const values = { name: shortenAtWord(provider.name, LISTED_NAME_LENGTH), fee: screenFee(provider.feePesewas) };
  if (!provider.soonestDay) {
    // translators: a provider on a USSD screen (160 characters for the whole screen): "Dr Kwame Mensah, GHS 150, no free day soon"
    return t("{name}, {fee}, no free day soon", values);
  }
  // translators: a provider on a USSD screen, with the soonest day they have a free time: "Dr Kwame Mensah, GHS 150, Fri 27 Nov"
  return t("{name}, {fee}, {day}", { ...values, day: screenDay(provider.soonestDay) });
}

export function drawProviders(state: ProvidersState): ScreenDraft {
  if (state.providers.length > 0) {
    return { lines: [t("Choose a provider:")], choices: state.providers.map(providerLabel), moreBeyond: state.deskHasMore, back: true };
  }
  const none = t("No {specialty} providers found in {place}.", { specialty: t(specialtyName(state.search.specialty)), place: state.search.place });
  return { lines: state.suggestions.length > 0 ? [none, t("Did you mean:")] : [none], choices: state.suggestions, back: true };
}

export async function answerProviders(state: ProvidersState, answer: Answer, context: MenuContext): Promise<Outcome | null> {
  if (asksForMore(state.page, answer)) return findProviders(context, state.language, state.search, state, nextPage(state.page));
  const index = chosenItem(state.page, answer);
  if (index === null) return null;
  if (state.providers.length === 0) {
    const place = state.suggestions[index];
    return place ? findProviders(context, state.language, { ...state.search, place }, state) : null;
  }
  const provider = state.providers[index - state.page.offset];
  if (!provider) return null;
  const days = await context.desk.bookableDays(provider.id, context.request.now, DAYS_OFFERED);
  return { show: { screen: "day", language: state.language, back: state, provider, days: days.slice(0, DAYS_OFFERED) } };
}
