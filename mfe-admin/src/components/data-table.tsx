/**
 * An admin table: a <caption>, column headers that sort on the server (a button in each sortable
 * header, aria-sort on the sorted one), and a scrolling region of its own so a wide table works on a
 * phone without widening the page. The region is focusable, so keyboard users can scroll it too.
 */
import { cx } from "@gh/ui";
import { useId, type ReactNode } from "react";
import { useT } from "@gh/i18n";
import "./data-table.css";

export type SortOrder = "asc" | "desc";

export interface TableSort {
  /** The server's sort key (ADMIN_SORTS). */
  key: string;
  order: SortOrder;
}

export interface Column<Row> {
  /** Unique within the table. */
  id: string;
  /** English, marked with msg() where the columns are defined: the table shows it with t(). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key when this column can be sorted by. */
  sortKey?: string;
  /** The order of a first click: "asc" unless said (dates and figures read best newest or biggest first). */
  firstOrder?: SortOrder;
  /** Figures: right-aligned, digits lined up. */
  numeric?: boolean;
  /** Long text (a comment): may wrap, within a readable width. */
  wrap?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table and its scrolling region. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only (a tab already names it on screen). */
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Shown in the table's body when there are no rows. */
  emptyText: string;
  /** The next page or order is loading; the rows shown are the previous ones. */
  busy?: boolean;
  className?: string;
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** A click on a column's header: flips the order of the sorted column, else sorts by it in its first order. */
export function nextSort(current: TableSort | undefined, sortKey: string, firstOrder: SortOrder = "asc"): TableSort {
  if (current?.key === sortKey) return { key: sortKey, order: current.order === "asc" ? "desc" : "asc" };
  return { key: sortKey, order: firstOrder };
}

export function DataTable<Row>({ caption, captionHidden, columns, rows, rowKey, sort, onSortChange, emptyText, busy, className }: DataTableProps<Row>) {
  const t = useT();
  const captionId = useId();
  return (
    <div className={cx("admin-table", className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table__table" aria-busy={busy || undefined}>
        <caption id={captionId} className={cx("admin-table__caption", captionHidden && "ui-sr-only")}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sortKey !== undefined && sort?.key === column.sortKey;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted ? ARIA_SORT[sort.order] : undefined}
                  className={cx(column.numeric && "admin-table__numeric")}
                >
                  {column.sortKey !== undefined && onSortChange ? (
                    <button type="button" className="admin-table__sort" onClick={() => onSortChange(nextSort(sort, column.sortKey!, column.firstOrder))}>
                      {t(column.header)}
                    </button>
                  ) : (
                    t(column.header)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="admin-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={cx(column.numeric && "admin-table__numeric", column.wrap && "admin-table__wrap")}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
