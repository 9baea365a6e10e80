import { describe, expect, it } from "vitest";
import { joinWindowOpen, offeredVisitTypes, visitFeePesewas } from "./visit-types.ts";

const provider = { consultationFeePesewas: 20_000, offersAudio: true, offersVideo: false, audioFeePesewas: 12_000, videoFeePesewas: null };

describe("visit types", () => {
  it("offers in-person visits always, and audio or video only when the provider says so", () => {
    expect(offeredVisitTypes(provider)).toEqual(["in_person", "audio"]);
    expect(offeredVisitTypes({ ...provider, offersAudio: false })).toEqual(["in_person"]);
    expect(offeredVisitTypes({ ...provider, offersVideo: true })).toEqual(["in_person", "audio", "video"]);
  });

  it("charges a remote visit its own fee, or the in-person fee when none is set", () => {
    expect(visitFeePesewas(provider, "in_person")).toBe(20_000);
    expect(visitFeePesewas(provider, "audio")).toBe(12_000);
    expect(visitFeePesewas({ ...provider, offersVideo: true }, "video")).toBe(20_000);
  });

  it("opens Join 15 minutes before the start and closes it 30 minutes after the 30-minute slot ends", () => {
    const start = Date.UTC(2026, 11, 1, 9, 0);
    const minute = 60_000;
    expect(joinWindowOpen(start, start - 15 * minute - 1)).toBe(false);
    expect(joinWindowOpen(start, start - 15 * minute)).toBe(true);
    expect(joinWindowOpen(start, start + 60 * minute)).toBe(true);
    expect(joinWindowOpen(start, start + 60 * minute + 1)).toBe(false);
  });
});
