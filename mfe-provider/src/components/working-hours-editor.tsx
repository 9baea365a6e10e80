/**
 * A provider's weekly hours, one row per day: Open, Opens and Closes. It writes each day as the seed
 * stores it ("9:00 AM - 5:00 PM" or "Closed"). Sunday is always Closed, as no appointment can be
 * booked on a Sunday (docs/product-rules.md#slots). Shared by the registration wizard and the edit-profile screen.
 */
import { parseHoursRange, type Weekday } from "@gh/contracts/schedule";
import { CLOSED, dayHoursProblem, formatClockMinutes, formatHoursRange, HOUR_CHOICES, WEEK_ORDER, WEEKDAY_LABELS } from "@gh/contracts/schedule/working-hours";
import { AlertTriangle, Checkbox, Field, Select, VisuallyHidden } from "@gh/ui";
import { useId, useRef, type ReactNode } from "react";
import { translated, Trans, useT } from "../lib/i18n";
import "./working-hours-editor.css";

export interface WorkingHoursEditorProps {
  value: Record<Weekday, string>;
  onChange: (next: Record<Weekday, string>) => void;
  /** Messages by weekday (e.g. from the server's "workingHours.monday"); a day's own problem shows when none is given. */
  errors?: Record<string, string>;
  /** Prefix for the controls' ids, so two editors on a page never clash. */
  idPrefix?: string;
  legend?: ReactNode;
}

/** 9:00 AM to 5:00 PM: what a day gets when it is opened without hours of its own. */
const USUAL_HOURS: [number, number] = [540, 1020];
const LAST_CHOICE = HOUR_CHOICES[HOUR_CHOICES.length - 1]!;
const OPENING_OPTIONS = HOUR_CHOICES.filter((minutes) => minutes < LAST_CHOICE).map(choice);

function choice(minutes: number) {
  return { value: String(minutes), label: formatClockMinutes(minutes) };
}

export function WorkingHoursEditor({ value, onChange, errors, idPrefix, legend }: WorkingHoursEditorProps) {
  const t = useT();
  const generatedId = useId();
  const prefix = idPrefix ?? `working-hours${generatedId.replace(/:/g, "")}`;
  // A day that is closed and opened again gets back the hours it had, not the usual ones.
  const remembered = useRef<Partial<Record<Weekday, [number, number]>>>({});

  function write(day: Weekday, text: string) {
    onChange({ ...value, [day]: text, sunday: CLOSED });
  }

  return (
    <fieldset className="working-hours">
      <legend className="working-hours__legend">{legend ?? t("Working hours")}</legend>
      <p className="working-hours__hint">{t("Patients book half-hour appointments within your hours. Sunday is always closed.")}</p>
      <div className="working-hours__days">
        {WEEK_ORDER.map((day) => {
          const label = t(WEEKDAY_LABELS[day]);
          const isSunday = day === "sunday";
          const range = isSunday ? null : parseHoursRange(value[day]);
          if (range) remembered.current[day] = range;
          const [opens, closes] = range ?? remembered.current[day] ?? USUAL_HOURS;
          const problem = isSunday ? undefined : translated(errors?.[day] ?? dayHoursProblem(day, value[day] ?? CLOSED) ?? undefined);
          const dayId = `${prefix}-${day}`;
          const errorId = `${dayId}-error`;
          const described = problem ? errorId : undefined;

          return (
            <div key={day} className="working-hours__day" role="group" aria-labelledby={`${dayId}-name`}>
              <span id={`${dayId}-name`} className="working-hours__name">
                {label}
              </span>
              <Checkbox
                id={`${dayId}-open`}
                className="working-hours__open"
                // translators: a tick box that opens a day for bookings; <0>…</0> is the day's name, read only by screen readers
                label={<Trans message="<0>{day} </0>Open" values={{ day: label }} components={{ 0: <VisuallyHidden /> }} />}
                checked={range !== null}
                disabled={isSunday}
                hint={isSunday ? t("Not bookable") : undefined}
                aria-describedby={described}
                onChange={(event) => write(day, event.target.checked ? formatHoursRange(opens, closes) : CLOSED)}
              />
              {!isSunday && (
                <>
                  <Field
                    className="working-hours__time"
                    // translators: the time a day's hours start; <0>…</0> is the day's name, read only by screen readers
                    label={<Trans message="<0>{day} </0>Opens" values={{ day: label }} components={{ 0: <VisuallyHidden /> }} />}
                  >
                    <Select
                      id={`${dayId}-opens`}
                      options={OPENING_OPTIONS}
                      value={String(opens)}
                      disabled={range === null}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={described}
                      // Opening at or after the closing time moves the closing time half an hour on, so the range stays a range.
                      onChange={(event) => {
                        const open = Number(event.target.value);
                        write(day, formatHoursRange(open, Math.max(closes, open + 30)));
                      }}
                    />
                  </Field>
                  <Field
                    className="working-hours__time"
                    // translators: the time a day's hours end; <0>…</0> is the day's name, read only by screen readers
                    label={<Trans message="<0>{day} </0>Closes" values={{ day: label }} components={{ 0: <VisuallyHidden /> }} />}
                  >
                    <Select
                      id={`${dayId}-closes`}
                      options={HOUR_CHOICES.filter((minutes) => minutes > opens).map(choice)}
                      value={String(closes)}
                      disabled={range === null}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={described}
                      onChange={(event) => write(day, formatHoursRange(opens, Number(event.target.value)))}
                    />
                  </Field>
                </>
              )}
              {problem && (
                <p id={errorId} className="ui-field__error working-hours__error">
                  <AlertTriangle size={16} />
                  <span>{problem}</span>
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
