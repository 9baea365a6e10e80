/**
 * A month calendar for choosing a day (docs/product-rules.md#slots: past days and all Sundays disabled, and here also the
 * provider's days off, which the server refuses; weeks start on Sunday). A grid with one tab stop:
 * arrow keys move by a day or a week, Home/End to the week's ends, Page Up/Down by a month. Disabled
 * days stay focusable (aria-disabled, announced as unavailable) so the arrows can cross them, as in
 * the APG date picker; the hint under the grid, which describes it, says why they are closed.
 */
import { formatLongDate, formatMonth } from "@gh/contracts/ghana-time";
import { ghanaToday } from "@gh/contracts/schedule";
import { msg, useT } from "@gh/i18n";
import { ChevronLeft, ChevronRight, cx, VisuallyHidden } from "@gh/ui";
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { addMonths, dayAfterKey, firstBookableDay, monthOf, monthWeeks, unbookableReason } from "../lib/calendar";
import { calendarHint } from "../lib/closed-days";

/** The column headings: each day's name, and the two letters shown (English: shown with t()). */
const WEEKDAYS = [
  [
    msg("Sunday"),
    // translators: Sunday in two letters, a calendar's column heading
    msg("Su"),
  ],
  [
    msg("Monday"),
    // translators: Monday in two letters, a calendar's column heading
    msg("Mo"),
  ],
  [
    msg("Tuesday"),
    // translators: Tuesday in two letters, a calendar's column heading
    msg("Tu"),
  ],
  [
    msg("Wednesday"),
    // translators: Wednesday in two letters, a calendar's column heading
    msg("We"),
  ],
  [
    msg("Thursday"),
    // translators: Thursday in two letters, a calendar's column heading
    msg("Th"),
  ],
  [
    msg("Friday"),
    // translators: Friday in two letters, a calendar's column heading
    msg("Fr"),
  ],
  [
    msg("Saturday"),
    // translators: Saturday in two letters, a calendar's column heading
    msg("Sa"),
  ],
] as const;

export interface MonthCalendarProps {
  /** The chosen day, "YYYY-MM-DD", or null. */
  value: string | null;
  onChange: (day: string) => void;
  /** Today in Ghana; a prop so tests can fix it. */
  today?: string;
  /** The dialog around it starts focus on the calendar's day rather than its first button. */
  autoFocus?: boolean;
  /** The provider's days off, 0 for Sunday … 6 for Saturday (Sundays are closed whatever it says). */
  closedDays?: readonly number[];
  /** Named in the hint ("Dr. Ama Owusu does not see patients on Saturdays or Sundays."); null while unknown. */
  providerName?: string | null;
  /** Days with no free time left ("YYYY-MM-DD"), closed like a day off. */
  fullDays?: readonly string[];
}

const SUNDAYS_ONLY: readonly number[] = [0];
const NO_DAYS: readonly string[] = [];

export function MonthCalendar({ value, onChange, today = ghanaToday(), autoFocus = false, closedDays = SUNDAYS_ONLY, providerName = null, fullDays = NO_DAYS }: MonthCalendarProps) {
  const t = useT();
  const [focusDay, setFocusDay] = useState(() => value ?? firstBookableDay(today, today, closedDays, fullDays));
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const captionId = useId();
  const noteId = useId();
  const month = monthOf(focusDay);
  const todayMonth = monthOf(today);

  // A day chosen elsewhere (or the form starting again) brings its month into view.
  useEffect(() => {
    if (value) setFocusDay(value);
  }, [value]);

  // Days off learnt after the first paint (the provider still loading): start on a working day
  // instead, unless the patient is already moving around the grid.
  // closedKey stands for closedDays and fullDays, whose identity may change without their days changing.
  const closedKey = `${closedDays.join()}/${fullDays.join()}`;
  const startOnWorkingDay = useEffectEvent(() => {
    if (value || gridRef.current?.contains(document.activeElement)) return;
    setFocusDay((day) => firstBookableDay(day, today, closedDays, fullDays));
  });
  useEffect(() => {
    startOnWorkingDay();
  }, [closedKey]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  function showMonth(offset: number) {
    const first = `${monthOf(addMonths(`${month}-01`, offset))}-01`;
    setFocusDay(first < today ? today : first);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = dayAfterKey(focusDay, event.key, event.shiftKey, today);
    if (!target) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDay(target);
  }

  return (
    <div className="slot-calendar">
      <div className="slot-calendar__header">
        <button
          type="button"
          className="slot-calendar__nav"
          aria-label={t("Previous month")}
          onClick={() => showMonth(-1)}
          disabled={month <= todayMonth}
        >
          <ChevronLeft size={20} />
        </button>
        <p id={captionId} className="slot-calendar__month" aria-live="polite">
          {formatMonth(month)}
        </p>
        <button type="button" className="slot-calendar__nav" aria-label={t("Next month")} onClick={() => showMonth(1)}>
          <ChevronRight size={20} />
        </button>
      </div>
      <table ref={gridRef} role="grid" className="slot-calendar__grid" aria-labelledby={captionId} aria-describedby={noteId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([name, short]) => (
              <th key={name} scope="col">
                <span aria-hidden="true">{t(short)}</span>
                <VisuallyHidden>{t(name)}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day} role="gridcell">
                    <DayButton
                      day={day}
                      today={today}
                      closedDays={closedDays}
                      fullDays={fullDays}
                      chosen={day === value}
                      tabStop={day === focusDay}
                      autoFocus={autoFocus && day === focusDay}
                      onChoose={onChange}
                      onFocus={setFocusDay}
                    />
                  </td>
                ) : (
                  <td key={`pad-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={noteId} className="slot-calendar__note">
        {calendarHint(providerName, closedDays)}
      </p>
    </div>
  );
}

interface DayButtonProps {
  day: string;
  today: string;
  closedDays: readonly number[];
  fullDays: readonly string[];
  chosen: boolean;
  tabStop: boolean;
  autoFocus: boolean;
  onChoose: (day: string) => void;
  onFocus: (day: string) => void;
}

function DayButton({ day, today, closedDays, fullDays, chosen, tabStop, autoFocus, onChoose, onFocus }: DayButtonProps) {
  const unbookable = unbookableReason(day, today, closedDays, fullDays) !== null;
  return (
    <button
      type="button"
      data-day={day}
      className={cx("slot-calendar__day", chosen && "slot-calendar__day--chosen", day === today && "slot-calendar__day--today")}
      tabIndex={tabStop ? 0 : -1}
      data-autofocus={autoFocus || undefined}
      aria-label={formatLongDate(day)}
      aria-pressed={chosen}
      aria-disabled={unbookable || undefined}
      aria-current={day === today ? "date" : undefined}
      onFocus={() => onFocus(day)}
      onClick={() => {
        if (!unbookable) onChoose(day);
      }}
    >
      {Number(day.slice(8))}
    </button>
  );
}
