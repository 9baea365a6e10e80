/** Paging arithmetic shared by the admin tables and lists: how many pages, which buttons, what "Showing" says. */
import { formatCount } from "@gh/contracts/money";
import { t } from "@gh/i18n";

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The page buttons to show: all of them when few, else the first, the last and the current page's
 * neighbours, with null for a gap ("1 … 4 5 6 … 60"), so a phone never gets a row of sixty buttons.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = [...new Set([1, pages, page - 1, page, page + 1])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of shown) {
    const previous = result.at(-1);
    if (typeof previous === "number" && n - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) result.push(null);
    result.push(n);
  }
  return result;
}

/** "Showing 21–40 of 1,234"; "" when there is nothing to show. */
export function showingText({ page, pageSize, shown, total }: { page: number; pageSize: number; shown: number; total: number }): string {
  if (total === 0 || shown === 0) return "";
  const first = (page - 1) * pageSize + 1;
  return t("Showing {first}–{last} of {total}", { first: formatCount(first), last: formatCount(first + shown - 1), total: formatCount(total) });
}
