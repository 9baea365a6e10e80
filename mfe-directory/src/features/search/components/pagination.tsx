import { useT } from "@gh/i18n";
import { Button, ChevronLeft, ChevronRight, useAppRunning } from "@gh/ui";

/** Previous / Next with "Page X of Y"; shown only when there is more than one page. */
export function Pagination({ page, pages, onPageChange }: { page: number; pages: number; onPageChange: (page: number) => void }) {
  const t = useT();
  const running = useAppRunning();
  if (pages <= 1 && page <= 1) return null;
  // translators: a button: the previous page of search results
  const previous = t("Previous");
  // translators: a button: the next page of search results
  const next = t("Next");
  return (
    <nav className="search-pagination" aria-label={t("Pagination")}>
      <Button variant="outline" className="search-pagination__previous" disabled={!running || page <= 1} onClick={() => onPageChange(Math.min(page - 1, pages))}>
        <ChevronLeft size={18} /> {previous}
      </Button>
      <p className="search-pagination__status">
        {t("Page {page} of {pages}", { page, pages })}
      </p>
      <Button variant="outline" className="search-pagination__next" disabled={!running || page >= pages} onClick={() => onPageChange(page + 1)}>
        {next} <ChevronRight size={18} />
      </Button>
    </nav>
  );
}
