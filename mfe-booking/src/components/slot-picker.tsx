/** Choosing a day, then one of its free times: the booking dialog's first two steps, and the reschedule dialog. */
import type { SlotAvailability } from "@gh/contracts/appointments";
import { useId, useMemo, type ReactNode } from "react";
import { useAvailability } from "../lib/use-availability";
import { type ProviderSchedule, useProviderSchedule } from "../lib/use-provider-schedule";
import { MonthCalendar } from "./month-calendar";
import { TimeSlots, type TimeSlotsProps } from "./time-slots";
import "../features/slot-picker/components/slot-picker.css";

export interface SlotPickerProps {
  providerId: number;
  date: string | null;
  slot: SlotAvailability | null;
  /** A new day also clears the time (the caller's job: it owns both). */
  onDateChange: (date: string) => void;
  onSlotChange: (slot: SlotAvailability) => void;
  dateHeading: string;
  timeHeading: string;
  closedReason?: TimeSlotsProps["closedReason"];
  /** A problem with the chosen time (e.g. it was just taken), shown above the times. */
  timeProblem?: ReactNode;
  today?: string;
  /** Start the dialog's focus on the calendar. */
  autoFocus?: boolean;
  /** The provider's name and hours when the caller has them; otherwise they are loaded by providerId. */
  provider?: ProviderSchedule;
}

export function SlotPicker({ providerId, date, slot, onDateChange, onSlotChange, dateHeading, timeHeading, closedReason, timeProblem, today, autoFocus, provider }: SlotPickerProps) {
  const schedule = useProviderSchedule(providerId, provider);
  // The chosen day's times (the same query the times below show): a day all taken or past is full.
  const chosenDay = useAvailability(providerId, date).data;
  const chosenDayFull = Boolean(chosenDay?.slots.length && chosenDay.slots.every((time) => !time.available));
  const fullDays = useMemo(() => [schedule.todayOver, chosenDayFull ? date : null].filter((day) => day !== null), [schedule.todayOver, chosenDayFull, date]);
  const dateHeadingId = useId();
  const timeHeadingId = useId();
  return (
    <>
      <section className="slot-picker__step" aria-labelledby={dateHeadingId}>
        <h3 id={dateHeadingId} className="slot-picker__heading">
          {dateHeading}
        </h3>
        <MonthCalendar
          value={date}
          onChange={onDateChange}
          today={today}
          autoFocus={autoFocus}
          closedDays={schedule.closedDays}
          providerName={schedule.providerName}
          fullDays={fullDays}
        />
      </section>
      <section className="slot-picker__step" aria-labelledby={timeHeadingId}>
        <h3 id={timeHeadingId} className="slot-picker__heading">
          {timeHeading}
        </h3>
        {timeProblem}
        <TimeSlots providerId={providerId} date={date} value={slot} onChange={onSlotChange} closedReason={closedReason} labelledBy={timeHeadingId} />
      </section>
    </>
  );
}
