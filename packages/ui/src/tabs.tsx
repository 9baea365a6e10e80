import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "@gh/ui";
import { tabIndexForKey } from "./tabs-keys";

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers. */
  ariaLabel: string;
  /** Initially selected tab id (uncontrolled). Default: the first item. */
  defaultTab?: string;
  /** Selected tab id, to control the tabs from outside (with onTabChange). */
  selectedTab?: string;
  onTabChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and selection; only the
 * selected tab is in the Tab order. Only the selected panel's content is rendered.
 */
export function Tabs({ items, ariaLabel, defaultTab, selectedTab, onTabChange, className }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(defaultTab);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const wanted = selectedTab ?? ownSelection;
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === wanted),
  );

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    setOwnSelection(item.id);
    onTabChange?.(item.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, selectedIndex, items.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={cx("ui-tabs", className)}>
      <div role="tablist" aria-label={ariaLabel} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => select(index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${item.id}`}
            aria-labelledby={`${baseId}-tab-${item.id}`}
            tabIndex={0}
            hidden={!selected}
            className="ui-tabs__panel"
          >
            {selected && item.content}
          </div>
        );
      })}
    </div>
  );
}
