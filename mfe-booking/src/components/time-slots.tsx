/**
 * The times of the chosen day, from the provider's availability: taken ones shown disabled and named
 * as unavailable, a skeleton while they load, and a reason when there are none. The times are one
 * radio group with one tab stop (the chosen time, else the first free one): the arrow keys, Home and
 * End move between the free times, Space or Enter chooses, and Tab leaves the group.
 */
import { formatSlotTime } from "@gh/contracts/ghana-time";
import type { SlotAvailability } from "@gh/contracts/appointments";
import { useT } from "@gh/i18n";
import { Button, cx, Skeleton, VisuallyHidden } from "@gh/ui";
import { useRef, useState, type KeyboardEvent } from "react";
import { useAvailability } from "../lib/use-availability";
import { slotAfterKey, slotTabStop } from "../lib/slot-keys";

export interface TimeSlotsProps {
  providerId: number;
  date: string | null;
  value: SlotAvailability | null;
  onChange: (slot: SlotAvailability) => void;
  /** Why a day without slots has none, e.g. "Dr. Ama Owusu does not see patients on Saturdays." */
  closedReason?: (date: string) => string;
  /** Names the group of times (the heading's id). */
  labelledBy: string;
}

const PLACEHOLDER_SLOTS = 6;

export function TimeSlots({ providerId, date, value, onChange, closedReason, labelledBy }: TimeSlotsProps) {
  const t = useT();
  const availability = useAvailability(providerId, date);

  if (!date) return <p className="slot-times__message">{t("Choose a date to see the available times.")}</p>;
  if (availability.isPending) {
    return (
      <div className="slot-times" aria-busy="true">
        <VisuallyHidden role="status">{t("Loading available times...")}</VisuallyHidden>
        {Array.from({ length: PLACEHOLDER_SLOTS }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </div>
    );
  }
  if (availability.isError) {
    return (
      <div className="slot-times__message" role="alert">
        <p>{t("We could not load the times for this day.")}</p>
        <Button variant="outline" size="sm" onClick={() => void availability.refetch()}>
          {t("Retry")}
        </Button>
      </div>
    );
  }

  const slots = availability.data?.slots ?? [];
  if (slots.length === 0) {
    return (
      <div className="slot-times__message" role="status">
        <p className="slot-times__none">{t("No available times on this day")}</p>
        <p>{closedReason?.(date) ?? t("The provider does not see patients on this day. Please choose another date.")}</p>
      </div>
    );
  }

  const allTaken = slots.every((slot) => !slot.available);
  return (
    <>
      <SlotGroup slots={slots} value={value} onChange={onChange} labelledBy={labelledBy} busy={availability.isFetching} />
      {allTaken && (
        <div className="slot-times__message" role="status">
          <p className="slot-times__none">{t("No available times on this day")}</p>
          <p>{t("Every time on this day is taken or has passed. Please choose another date.")}</p>
        </div>
      )}
    </>
  );
}

interface SlotGroupProps {
  slots: SlotAvailability[];
  value: SlotAvailability | null;
  onChange: (slot: SlotAvailability) => void;
  labelledBy: string;
  busy: boolean;
}

function SlotGroup({ slots, value, onChange, labelledBy, busy }: SlotGroupProps) {
  const t = useT();
  // The time focused inside the group holds the tab stop (so Tab leaves from any of them); once focus
  // leaves, the stop goes back to the chosen time, else the first free one.
  const [focused, setFocused] = useState<string | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const tabStop = slotTabStop(slots, [focused, value?.startsAt]);

  const slotButton = (startsAt: string) => groupRef.current?.querySelector<HTMLButtonElement>(`[data-starts-at="${startsAt}"]`);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = (event.target as HTMLElement).dataset.startsAt ?? tabStop ?? "";
    const target = slotAfterKey(slots, current, event.key);
    if (!target) return;
    event.preventDefault();
    setFocused(target);
    slotButton(target)?.focus();
  }

  return (
    <div
      ref={groupRef}
      className="slot-times"
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
      }}
    >
      {slots.map((slot) => {
        const chosen = value?.startsAt === slot.startsAt;
        return (
          <button
            key={slot.startsAt}
            type="button"
            role="radio"
            data-starts-at={slot.startsAt}
            className={cx("slot-times__slot", chosen && "slot-times__slot--chosen")}
            aria-checked={chosen}
            tabIndex={slot.startsAt === tabStop ? 0 : -1}
            disabled={!slot.available}
            onFocus={() => setFocused(slot.startsAt)}
            onClick={() => onChange(slot)}
          >
            {formatSlotTime(slot.time)}
            {
              // translators: read by a screen reader after a time that is taken ("10:30 AM, unavailable")
              !slot.available && <VisuallyHidden>{t(", unavailable")}</VisuallyHidden>
            }
          </button>
        );
      })}
    </div>
  );
}
