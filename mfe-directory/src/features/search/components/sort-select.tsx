import type { SortOption } from "@gh/contracts";
import { Select } from "@gh/ui";
import { useId } from "react";
import { isSortOption, SORT_OPTIONS } from "../sort-options";

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const id = useId();
  return (
    <div className="search-sort">
      <label htmlFor={id} className="search-sort__label">
        Sort by
      </label>
      <Select
        id={id}
        options={SORT_OPTIONS}
        value={value}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
      />
    </div>
  );
}
