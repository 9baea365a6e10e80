/**
 * The spec's sort options (from @gh/contracts' zod-free search-options), "Nearest first" when the
 * search has a place.
 */
import { NEAREST_SORT_OPTION, SORT_OPTIONS, type SortOption } from "@gh/contracts/search/options";

export { SORT_OPTIONS };

/** The selector's choices: the spec's five, and after Relevance "Nearest first" when there is a place to be near (or it is chosen). */
export function sortChoices(hasPlace: boolean, value: SortOption): readonly { value: SortOption; label: string }[] {
  if (!hasPlace && value !== NEAREST_SORT_OPTION.value) return SORT_OPTIONS;
  const [relevance, ...others] = SORT_OPTIONS;
  return [relevance, NEAREST_SORT_OPTION, ...others];
}
