/** What the room reads from a side's frame, and what it ignores. */
import { describe, expect, it } from "vitest";
import { MAX_FRAME_CHARACTERS, readClientMessage } from "./client-messages.ts";

const frame = (message: unknown) => JSON.stringify(message);

describe("a side's frames", () => {
  it("are read as the messages the contract names, signals passed on with only their known fields", () => {
    expect(readClientMessage(frame({ type: "admit", extra: true }))).toEqual({ type: "admit" });
    expect(readClientMessage(frame({ type: "end" }))).toEqual({ type: "end" });
    expect(readClientMessage(frame({ type: "restart" }))).toEqual({ type: "restart" });
    expect(readClientMessage(frame({ type: "media", video: true }))).toEqual({ type: "media", video: true });
    expect(readClientMessage(frame({ type: "chat", text: " Hello " }))).toEqual({ type: "chat", text: "Hello" });
    expect(readClientMessage(frame({ type: "signal", signal: { description: { type: "answer", sdp: "v=0", junk: 1 }, other: 2 } }))).toEqual({
      type: "signal",
      signal: { description: { type: "answer", sdp: "v=0" } },
    });
    expect(readClientMessage(frame({ type: "signal", signal: { candidate: { candidate: "", sdpMid: null, sdpMLineIndex: null } } }))).toEqual({
      type: "signal",
      signal: { candidate: { candidate: "", sdpMid: null, sdpMLineIndex: null } },
    });
  });

  it("are ignored when they are not one: binary, not JSON, unknown, malformed, empty or too long", () => {
    const ignored = [
      new TextEncoder().encode(frame({ type: "admit" })).buffer as ArrayBuffer,
      "admit",
      frame(["admit"]),
      frame({ type: "record" }),
      frame({ type: "media", video: "yes" }),
      frame({ type: "chat", text: "  " }),
      frame({ type: "chat", text: "x".repeat(501) }),
      frame({ type: "chat", text: 42 }),
      frame({ type: "signal", signal: {} }),
      frame({ type: "signal", signal: { description: { type: "pranswer", sdp: "v=0" } } }),
      frame({ type: "signal", signal: { candidate: { candidate: "c", sdpMLineIndex: 0.5 } } }),
      frame({ type: "signal", signal: { description: { type: "offer", sdp: "x".repeat(MAX_FRAME_CHARACTERS) } } }),
    ];
    for (const input of ignored) expect(readClientMessage(input), String(input).slice(0, 80)).toBeNull();
  });
});
