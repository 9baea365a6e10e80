import { describe, expect, it } from "vitest";
import { providerAppointment } from "./test/dashboard-fixture";
import { isJoinableVisit } from "@gh/contracts/visit-types";
import { showsJoin } from "./visit-view";

const MINUTE = 60_000;
const START = Date.parse("2026-11-23T10:30:00.000Z");
const video = providerAppointment(1, { status: "confirmed", visitType: "video", appointmentDate: new Date(START).toISOString() });

describe("when the dashboard offers Join", () => {
  it("only for a paid, confirmed audio or video visit", () => {
    expect(isJoinableVisit(video)).toBe(true);
    expect(isJoinableVisit({ ...video, visitType: "audio" })).toBe(true);
    expect(isJoinableVisit({ ...video, visitType: "in_person" })).toBe(false);
    expect(isJoinableVisit({ ...video, status: "pending" })).toBe(false);
    expect(isJoinableVisit({ ...video, status: "completed" })).toBe(false);
    expect(isJoinableVisit({ ...video, paymentStatus: "pending" })).toBe(false);
  });

  it("from 15 minutes before the start until 30 minutes after the slot ends", () => {
    expect(showsJoin(video, START - 16 * MINUTE)).toBe(false);
    expect(showsJoin(video, START - 15 * MINUTE)).toBe(true);
    expect(showsJoin(video, START + 60 * MINUTE)).toBe(true);
    expect(showsJoin(video, START + 61 * MINUTE)).toBe(false);
    expect(showsJoin({ ...video, status: "pending" }, START)).toBe(false);
  });
});
