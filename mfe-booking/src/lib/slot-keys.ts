/**
 * Which time the slot group's keys move to (the APG radio group keys, as in a toolbar: the arrows move
 * focus and Space or Enter chooses). Taken times cannot be chosen, so the keys pass over them; the
 * arrows wrap round from the last free time to the first.
 */
import type { SlotAvailability } from "@gh/contracts/appointments";

const STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The startsAt of the free time `key` moves to from `current`, or null when the key is not one of the group's. */
export function slotAfterKey(slots: readonly SlotAvailability[], current: string, key: string): string | null {
  const free = slots.filter((slot) => slot.available);
  if (free.length === 0) return null;
  if (key === "Home") return free[0]!.startsAt;
  if (key === "End") return free.at(-1)!.startsAt;
  const step = STEPS[key];
  if (!step) return null;
  const from = slots.findIndex((slot) => slot.startsAt === current);
  if (from === -1) return (step === 1 ? free[0] : free.at(-1))!.startsAt;
  const count = slots.length;
  for (let offset = 1; offset <= count; offset++) {
    const slot = slots[(((from + step * offset) % count) + count) % count]!;
    if (slot.available) return slot.startsAt;
  }
  return null;
}

/** The group's one tab stop: the chosen time when it is still free, else the first free one. */
export function slotTabStop(slots: readonly SlotAvailability[], preferred: readonly (string | null | undefined)[]): string | null {
  for (const startsAt of preferred) {
    if (startsAt && slots.some((slot) => slot.startsAt === startsAt && slot.available)) return startsAt;
  }
  return slots.find((slot) => slot.available)?.startsAt ?? null;
}
