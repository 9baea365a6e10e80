import type { SortOption } from "@gh/contracts/search/options";
import { useT } from "@gh/i18n";
import { Select, useAppRunning } from "@gh/ui";
import { useId } from "react";
import { isSortOption } from "@gh/contracts/search/page";
import { sortChoices } from "../sort-options";

/** `hasPlace`: the search has a town or the visitor's position, so "Nearest first" is offered. */
export function SortSelect({ value, hasPlace, onChange }: { value: SortOption; hasPlace: boolean; onChange: (sort: SortOption) => void }) {
  const t = useT();
  const id = useId();
  const running = useAppRunning();
  return (
    <div className="search-sort">
      <label htmlFor={id} className="search-sort__label">
        {t("Sort by")}
      </label>
      <Select
        id={id}
        options={sortChoices(hasPlace, value).map((option) => ({ ...option, label: t(option.label) }))}
        value={value}
        disabled={!running}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
      />
    </div>
  );
}
