/**
 * A list shown a page at a time ("98 More", "0 Back"). A page shows as many items as fit its 160
 * characters (screen.ts), so where the next page starts is known only once this one is drawn:
 * `shown`. "0 Back" on a later page goes to the page before, kept as the state's `back`.
 */
import type { Answer } from "./steps.ts";
import type { ListPage } from "./types.ts";

export const FIRST_PAGE: ListPage = { offset: 0, shown: 0, more: false };

/** The page after `page`: it starts where `page` stopped. */
export function nextPage(page: ListPage): ListPage {
  return { offset: page.offset + page.shown, shown: 0, more: false };
}

/** "98" on a page that offers More. */
export function asksForMore(page: ListPage, answer: Answer): boolean {
  return page.more && answer.text === "98";
}

/** The item of the whole list the caller chose on this page (0-based), or null when the number is not on it. */
export function chosenItem(page: ListPage, answer: Answer): number | null {
  const { number } = answer;
  return number !== null && number >= 1 && number <= page.shown ? page.offset + number - 1 : null;
}

/** The items one page may offer from `offset`, before fitting, and whether others follow them. */
export function pageWindow<Item>(items: readonly Item[], page: ListPage, perPage: number): { items: Item[]; moreBeyond: boolean } {
  return { items: items.slice(page.offset, page.offset + perPage), moreBeyond: page.offset + perPage < items.length };
}
