/** Previous, page numbers and Next; nothing when everything fits on one page. */
import { Button, ChevronLeft, ChevronRight } from "@gh/ui";
import { pageNumbers } from "../dashboard-view";
import { useT } from "../../../lib/i18n";
import "./pagination.css";

export interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Appointment pages". */
  label: string;
}

export function Pagination({ page, pages, onPageChange, label }: PaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  // translators: a button: the previous page of a list
  const previous = t("Previous");
  // translators: a button: the next page of a list
  const next = t("Next");
  return (
    <nav className="provider-pagination" aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} /> {previous}
      </Button>
      <ol className="provider-pagination__pages">
        {pageNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="provider-pagination__gap" aria-hidden="true">
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
        {next} <ChevronRight size={16} />
      </Button>
    </nav>
  );
}
