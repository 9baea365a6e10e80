import { ROOM_CLOSE } from "@gh/contracts/visit-calls";
import { describe, expect, it } from "vitest";
import { callState, closeReason, mustOffer, rejoinDelayMs, type CallFacts } from "./call-rules";

describe("closeReason", () => {
  it("reads the room's close codes, and any other close as a lost line", () => {
    expect(closeReason(ROOM_CLOSE.replaced)).toBe("replaced");
    expect(closeReason(ROOM_CLOSE.over)).toBe("over");
    expect(closeReason(ROOM_CLOSE.ended)).toBe("ended");
    expect(closeReason(ROOM_CLOSE.refused)).toBe("token");
    expect(closeReason(1006)).toBe("lost");
    expect(closeReason(1001)).toBe("lost");
  });
});

describe("rejoinDelayMs", () => {
  it("waits longer after each failed entry, never more than 10 seconds", () => {
    expect([0, 1, 2, 3, 4, 9].map(rejoinDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe("mustOffer", () => {
  it("has the provider offer once the patient is in and admitted", () => {
    expect(mustOffer({ role: "provider", peer: "p1", admitted: true }, null)).toBe(true);
    expect(mustOffer({ role: "provider", peer: "p1", admitted: false }, null)).toBe(false);
    expect(mustOffer({ role: "provider", peer: null, admitted: true }, null)).toBe(false);
  });

  it("offers again only to a new connection of the patient's (after a reload), not on every room update", () => {
    expect(mustOffer({ role: "provider", peer: "p1", admitted: true }, "p1")).toBe(false);
    expect(mustOffer({ role: "provider", peer: "p2", admitted: true }, "p1")).toBe(true);
  });

  it("never has the patient offer", () => {
    expect(mustOffer({ role: "patient", peer: "d1", admitted: true }, null)).toBe(false);
  });
});

describe("callState", () => {
  const facts = (overrides: Partial<CallFacts>): CallFacts => ({
    ended: false,
    socket: "open",
    peer: "p1",
    admitted: true,
    connection: "connecting",
    phoneFallback: false,
    ...overrides,
  });

  it("waits until the other side is in and the patient admitted", () => {
    expect(callState(facts({ peer: null }))).toBe("waiting");
    expect(callState(facts({ admitted: false }))).toBe("waiting");
    expect(callState(facts({ socket: "opening", peer: null, connection: "none" }))).toBe("waiting");
  });

  it("goes from connecting to connected", () => {
    expect(callState(facts({ connection: "new" }))).toBe("connecting");
    expect(callState(facts({ connection: "connected" }))).toBe("connected");
  });

  it("is reconnecting while the line is lost or the connection dropped", () => {
    expect(callState(facts({ socket: "reconnecting" }))).toBe("reconnecting");
    expect(callState(facts({ connection: "disconnected" }))).toBe("reconnecting");
    expect(callState(facts({ connection: "failed" }))).toBe("reconnecting");
  });

  it("stays connected while only the room's socket is being opened again: the call's media go directly", () => {
    expect(callState(facts({ socket: "reconnecting", connection: "connected" }))).toBe("connected");
  });

  it("offers the phone once no connection came in time, and ends above all", () => {
    expect(callState(facts({ phoneFallback: true, connection: "failed" }))).toBe("phone-fallback");
    expect(callState(facts({ ended: true, connection: "connected" }))).toBe("ended");
  });
});
