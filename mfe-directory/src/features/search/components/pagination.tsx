import { Button, ChevronLeft, ChevronRight, useAppRunning } from "@gh/ui";

/** Previous / Next with "Page X of Y"; shown only when there is more than one page. */
export function Pagination({ page, pages, onPageChange }: { page: number; pages: number; onPageChange: (page: number) => void }) {
  const running = useAppRunning();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="search-pagination" aria-label="Pagination">
      <Button variant="outline" className="search-pagination__previous" disabled={!running || page <= 1} onClick={() => onPageChange(Math.min(page - 1, pages))}>
        <ChevronLeft size={18} /> Previous
      </Button>
      <p className="search-pagination__status">
        Page {page} of {pages}
      </p>
      <Button variant="outline" className="search-pagination__next" disabled={!running || page >= pages} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRight size={18} />
      </Button>
    </nav>
  );
}
