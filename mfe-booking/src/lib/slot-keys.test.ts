import type { SlotAvailability } from "@gh/contracts/appointments";
import type { SlotTime } from "@gh/contracts/appointments/options";
import { describe, expect, it } from "vitest";
import { slotAfterKey, slotTabStop } from "./slot-keys";

const slot = (time: SlotTime, available = true): SlotAvailability => ({ time, startsAt: `2026-11-24T${time}:00.000Z`, available });
const at = (time: string) => `2026-11-24T${time}:00.000Z`;

// 09:30 and 11:00 are taken.
const day = [slot("09:00"), slot("09:30", false), slot("10:00"), slot("10:30"), slot("11:00", false)];

describe("moving between a day's times with the keys", () => {
  it("steps to the next or previous free time, passing over taken ones and wrapping round", () => {
    expect(slotAfterKey(day, at("09:00"), "ArrowRight")).toBe(at("10:00"));
    expect(slotAfterKey(day, at("09:00"), "ArrowDown")).toBe(at("10:00"));
    expect(slotAfterKey(day, at("10:00"), "ArrowLeft")).toBe(at("09:00"));
    expect(slotAfterKey(day, at("10:00"), "ArrowUp")).toBe(at("09:00"));
    expect(slotAfterKey(day, at("10:30"), "ArrowRight")).toBe(at("09:00"));
    expect(slotAfterKey(day, at("09:00"), "ArrowLeft")).toBe(at("10:30"));
  });

  it("goes to the first or last free time with Home and End, and ignores other keys", () => {
    expect(slotAfterKey(day, at("10:00"), "Home")).toBe(at("09:00"));
    expect(slotAfterKey(day, at("09:00"), "End")).toBe(at("10:30"));
    expect(slotAfterKey(day, at("09:00"), "Tab")).toBeNull();
    expect(slotAfterKey(day, at("09:00"), " ")).toBeNull();
    expect(slotAfterKey([slot("09:00", false)], at("09:00"), "ArrowRight")).toBeNull();
  });

  it("enters the group at the chosen time while it is free, else the first free one", () => {
    expect(slotTabStop(day, [null, at("10:30")])).toBe(at("10:30"));
    expect(slotTabStop(day, [at("10:00"), at("10:30")])).toBe(at("10:00"));
    // The chosen time was taken meanwhile.
    expect(slotTabStop(day, [null, at("09:30")])).toBe(at("09:00"));
    expect(slotTabStop([slot("09:00", false), slot("09:30")], [])).toBe(at("09:30"));
    expect(slotTabStop([slot("09:00", false)], [])).toBeNull();
  });
});
