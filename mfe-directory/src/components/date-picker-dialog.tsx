/**
 * The search form's calendar: a month of days, Monday first, in Ghana's day-month order, to pick the
 * date to search. Loaded only when the visitor opens it (the landing's first screen does not carry
 * it). Keyboard: arrows move a day or a week, Home/End to the week's start or end, Page Up/Page Down
 * a month, Enter or Space picks, Esc closes without a change.
 */
import { addDays, addMonths, formatLongDate, formatMonth, WEEKDAY_NAMES } from "@gh/contracts/ghana-time";
import { msg, useT } from "@gh/i18n";
import { Button, ChevronLeft, ChevronRight } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { monthGrid } from "../lib/calendar-month";
import "../features/search-form/components/date-picker-dialog.css";

export interface DatePickerDialogProps {
  /** The date in the field ("YYYY-MM-DD"), or "" for none. */
  value: string;
  /** The first day that may be picked ("YYYY-MM-DD", today). */
  min: string;
  onPick: (date: string) => void;
  onClose: () => void;
}

/** Monday to Sunday, as a Ghanaian calendar is laid out. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The columns' headings, Sunday first as WEEKDAY_NAMES: messages of their own, since cutting a
 * translated name short can give two days the same heading.
 */
const SHORT_DAY_NAMES = [
  // translators: Sunday, shortened to head a calendar's column (two or three letters; each day's must differ)
  msg("Su"),
  // translators: Monday, shortened to head a calendar's column (two or three letters; each day's must differ)
  msg("Mo"),
  // translators: Tuesday, shortened to head a calendar's column (two or three letters; each day's must differ)
  msg("Tu"),
  // translators: Wednesday, shortened to head a calendar's column (two or three letters; each day's must differ)
  msg("We"),
  // translators: Thursday, shortened to head a calendar's column (two or three letters; each day's must differ)
  msg("Th"),
  // translators: Friday, shortened to head a calendar's column (two or three letters; each day's must differ)
  msg("Fr"),
  // translators: Saturday, shortened to head a calendar's column (two or three letters; each day's must differ)
  msg("Sa"),
] as const;

const KEY_STEPS: Record<string, (date: string) => string> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
  Home: (date) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7)),
  End: (date) => addDays(date, 6 - ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7)),
};

export function DatePickerDialog({ value, min, onPick, onClose }: DatePickerDialogProps) {
  const t = useT();
  const [focused, setFocused] = useState(value && value >= min ? value : min);
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const month = focused.slice(0, 7);
  const weeks = monthGrid(month);

  // After a key moves the focus (possibly into another month), the new day's button takes it.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  function move(next: string) {
    moved.current = true;
    setFocused(next < min ? min : next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    move(step(focused));
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("Choose a date")} className="date-picker">
      <div className="date-picker__month">
        <Button variant="ghost" size="sm" aria-label={t("Previous month")} disabled={month <= min.slice(0, 7)} onClick={() => setFocused(clampToMin(addMonths(focused, -1), min))}>
          <ChevronLeft size={18} />
        </Button>
        <p className="date-picker__month-name" aria-live="polite">
          {formatMonth(month)}
        </p>
        <Button variant="ghost" size="sm" aria-label={t("Next month")} onClick={() => setFocused(addMonths(focused, 1))}>
          <ChevronRight size={18} />
        </Button>
      </div>
      <table ref={gridRef} role="grid" aria-label={formatMonth(month)} className="date-picker__grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEK_ORDER.map((day) => (
              <th key={day} scope="col" abbr={t(WEEKDAY_NAMES[day]!)}>
                {t(SHORT_DAY_NAMES[day])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ""}>
              {week.map((date, index) =>
                date ? (
                  <td key={date} aria-selected={date === value || undefined}>
                    <button
                      type="button"
                      data-date={date}
                      data-autofocus={date === focused || undefined}
                      tabIndex={date === focused ? 0 : -1}
                      disabled={date < min}
                      aria-label={formatLongDate(date)}
                      className="date-picker__day"
                      onFocus={() => setFocused(date)}
                      onClick={() => onPick(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

function clampToMin(date: string, min: string): string {
  return date < min ? min : date;
}
