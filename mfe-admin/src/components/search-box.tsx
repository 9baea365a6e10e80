/**
 * A search field that asks the server only once typing pauses (300 ms), so a name typed letter by
 * letter costs one request, not one per letter. Enter searches at once.
 */
import { Field, Input, Search } from "@gh/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import "./search-box.css";

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  label: string;
  /** The search the results are for (e.g. from the URL); the field starts with it. */
  value: string;
  /** Called with the trimmed text once typing pauses, and on Enter. */
  onSearch: (search: string) => void;
  placeholder?: string;
  hint?: string;
  delayMs?: number;
}

export function SearchBox({ label, value, onSearch, placeholder, hint, delayMs = SEARCH_DEBOUNCE_MS }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const searched = useRef(value);
  // The latest callback without restarting the timer when the parent re-renders.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  const search = useCallback((next: string) => {
    if (next === searched.current) return;
    searched.current = next;
    onSearchRef.current(next);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => search(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, search]);

  return (
    <form
      role="search"
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <Field label={label} hint={hint}>
        {(control) => (
          <div className="admin-search__control">
            <Search size={18} className="admin-search__icon" />
            <Input {...control} type="search" value={text} placeholder={placeholder} autoComplete="off" onChange={(event) => setText(event.target.value)} />
          </div>
        )}
      </Field>
    </form>
  );
}
