/** Previous, page numbers and Next under an admin table or list; nothing when everything fits on one page. */
import { Button, ChevronLeft, ChevronRight } from "@gh/ui";
import { useT } from "@gh/i18n";
import { pageNumbers } from "./paging";
import "./pagination.css";

export interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Users pages" (in the page's language). */
  label: string;
}

export function Pagination({ page, pages, onPageChange, label }: PaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} /> {t("Previous")}
      </Button>
      <ol className="admin-pagination__pages">
        {pageNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="admin-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Button
                variant={number === page ? "primary" : "ghost"}
                size="sm"
                aria-label={t("Page {number}", { number })}
                aria-current={number === page ? "page" : undefined}
                onClick={() => number !== page && onPageChange(number)}
              >
                {number}
              </Button>
            </li>
          ),
        )}
      </ol>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t("Next")} <ChevronRight size={16} />
      </Button>
    </nav>
  );
}
