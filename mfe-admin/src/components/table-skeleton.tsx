/** An admin table's shape while its first page is on the way, so nothing jumps when it arrives. */
import { Skeleton, Spinner } from "@gh/ui";

export interface TableSkeletonProps {
  /** Announced to screen readers, e.g. "Loading users...". */
  label: string;
  columns: number;
  rows?: number;
}

export function TableSkeleton({ label, columns, rows = 8 }: TableSkeletonProps) {
  return (
    <div className="admin-table admin-table--skeleton" aria-busy="true">
      <Spinner label={label} size="sm" className="ui-sr-only" />
      <div aria-hidden="true" className="admin-table-skeleton" style={{ gridTemplateColumns: `repeat(${columns}, minmax(4rem, 1fr))` }}>
        {Array.from({ length: columns * (rows + 1) }, (_, index) => (
          <Skeleton key={index} height={index < columns ? 18 : 14} />
        ))}
      </div>
    </div>
  );
}
