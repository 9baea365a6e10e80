/**
 * The times of the chosen day, from the provider's availability: taken ones shown disabled and named
 * as unavailable, a skeleton while they load, and a reason when there are none.
 */
import { formatSlotTime } from "@gh/contracts";
import type { SlotAvailability } from "@gh/contracts";
import { Button, cx, Skeleton, VisuallyHidden } from "@gh/ui";
import { useAvailability } from "../api/use-availability";

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
  const availability = useAvailability(providerId, date);

  if (!date) return <p className="slot-times__message">Choose a date to see the available times.</p>;
  if (availability.isPending) {
    return (
      <div className="slot-times" aria-busy="true">
        <VisuallyHidden role="status">Loading available times...</VisuallyHidden>
        {Array.from({ length: PLACEHOLDER_SLOTS }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </div>
    );
  }
  if (availability.isError) {
    return (
      <div className="slot-times__message" role="alert">
        <p>We could not load the times for this day.</p>
        <Button variant="outline" size="sm" onClick={() => void availability.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const slots = availability.data?.slots ?? [];
  if (slots.length === 0) {
    return (
      <div className="slot-times__message" role="status">
        <p className="slot-times__none">No available times on this day</p>
        <p>{closedReason?.(date) ?? "The provider does not see patients on this day. Please choose another date."}</p>
      </div>
    );
  }

  const allTaken = slots.every((slot) => !slot.available);
  return (
    <>
      <div className="slot-times" role="group" aria-labelledby={labelledBy} aria-busy={availability.isFetching || undefined}>
        {slots.map((slot) => {
          const chosen = value?.startsAt === slot.startsAt;
          return (
            <button
              key={slot.startsAt}
              type="button"
              className={cx("slot-times__slot", chosen && "slot-times__slot--chosen")}
              aria-pressed={chosen}
              disabled={!slot.available}
              onClick={() => onChange(slot)}
            >
              {formatSlotTime(slot.time)}
              {!slot.available && <VisuallyHidden>, unavailable</VisuallyHidden>}
            </button>
          );
        })}
      </div>
      {allTaken && (
        <div className="slot-times__message" role="status">
          <p className="slot-times__none">No available times on this day</p>
          <p>Every time on this day is taken or has passed. Please choose another date.</p>
        </div>
      )}
    </>
  );
}
