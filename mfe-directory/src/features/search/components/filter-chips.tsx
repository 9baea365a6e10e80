import { useT } from "@gh/i18n";
import { Button, useAppRunning, X } from "@gh/ui";
import type { ActiveFilter } from "../search-state";

/** The filters in use, each a button that removes it, and Clear All. */
export function FilterChips({ filters, onRemove, onClearAll }: { filters: ActiveFilter[]; onRemove: (filter: ActiveFilter) => void; onClearAll: () => void }) {
  const t = useT();
  const running = useAppRunning();
  if (filters.length === 0) return null;
  return (
    <div className="search-chips">
      <h2 className="directory-visually-hidden">{t("Active filters")}</h2>
      <ul className="search-chips__list">
        {filters.map((filter) => (
          <li key={filter.keys.join()}>
            <button type="button" className="search-chip" disabled={!running} aria-label={t("Remove filter: {filter}", { filter: filter.label })} onClick={() => onRemove(filter)}>
              <span>{filter.label}</span>
              <X size={16} />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="search-chips__clear" onClick={onClearAll} disabled={!running}>
        {t("Clear All")}
      </Button>
    </div>
  );
}
