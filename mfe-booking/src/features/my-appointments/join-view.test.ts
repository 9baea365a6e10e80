import { describe, expect, it } from "vitest";
import { joinState } from "./join-view";

// A confirmed, paid audio visit at 10:00 AM (one 30-minute slot): Join from 9:45 to 11:00.
const audio = { id: 5, visitType: "audio", status: "confirmed", paymentStatus: "completed", appointmentDate: "2026-11-23T10:00:00.000Z" } as const;
const at = (time: string) => Date.parse(`2026-11-23T${time}:00Z`);

describe("joining a remote visit from My Appointments", () => {
  it("opens 15 minutes before the start and closes 30 minutes after the slot ends", () => {
    expect(joinState(audio, at("09:44"))).toEqual({ kind: "later", opensAt: "2026-11-23T09:45:00.000Z" });
    const open = { kind: "open", href: "/visits/5", label: "Join audio visit with {provider}" };
    expect(joinState(audio, at("09:45"))).toEqual(open);
    expect(joinState(audio, at("11:00"))).toEqual(open);
    expect(joinState(audio, at("11:01"))).toBeNull();
    expect(joinState({ ...audio, visitType: "video" }, at("10:10"))).toEqual({ kind: "open", href: "/visits/5", label: "Join video visit with {provider}" });
  });

  it("offers nothing for an in-person visit, an unpaid one, or one the provider has not confirmed", () => {
    expect(joinState({ ...audio, visitType: "in_person" }, at("10:00"))).toBeNull();
    expect(joinState({ ...audio, status: "pending", paymentStatus: "pending" }, at("10:00"))).toBeNull();
    expect(joinState({ ...audio, status: "pending" }, at("10:00"))).toBeNull();
    expect(joinState({ ...audio, status: "cancelled" }, at("10:00"))).toBeNull();
    expect(joinState({ ...audio, status: "completed" }, at("10:00"))).toBeNull();
  });
});
