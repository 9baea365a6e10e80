/** The spec's sort options (from @gh/contracts' zod-free search-options), and a guard for ?sort=. */
import { SORT_OPTIONS, type SortOption } from "@gh/contracts";

export { SORT_OPTIONS };

export function isSortOption(value: string | null): value is SortOption {
  return SORT_OPTIONS.some((option) => option.value === value);
}
