/**
 * What a side of a call may send its room (ClientMessage in @gh/contracts/visit-calls), read from a
 * WebSocket text frame. Anything else (not JSON, an unknown type, a malformed signal, a chat message
 * empty or too long once trimmed) is null and the room ignores it: it never relays what it did not read.
 */
import { CALL_CHAT_MAX_LENGTH, type ClientMessage, type SignalPayload } from "@gh/contracts/visit-calls";

/** Far above a session description with audio and video (a few KB), far below what would tie up the room. */
export const MAX_FRAME_CHARACTERS = 64 * 1024;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);

function readSignal(value: unknown): SignalPayload | null {
  if (!isObject(value)) return null;
  const signal: SignalPayload = {};
  const { description, candidate } = value;
  if (description !== undefined) {
    if (!isObject(description) || (description.type !== "offer" && description.type !== "answer") || typeof description.sdp !== "string") return null;
    signal.description = { type: description.type, sdp: description.sdp };
  }
  if (candidate !== undefined) {
    if (!isObject(candidate) || typeof candidate.candidate !== "string") return null;
    const { sdpMid, sdpMLineIndex } = candidate;
    if (sdpMid !== undefined && sdpMid !== null && typeof sdpMid !== "string") return null;
    if (sdpMLineIndex !== undefined && sdpMLineIndex !== null && !Number.isInteger(sdpMLineIndex)) return null;
    signal.candidate = { candidate: candidate.candidate, ...(sdpMid !== undefined ? { sdpMid } : {}), ...(sdpMLineIndex !== undefined ? { sdpMLineIndex: sdpMLineIndex as number | null } : {}) };
  }
  return signal.description || signal.candidate ? signal : null;
}

/** The message in `frame`, or null when it is not one the room acts on. */
export function readClientMessage(frame: string | ArrayBuffer): ClientMessage | null {
  if (typeof frame !== "string" || frame.length > MAX_FRAME_CHARACTERS) return null;
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  switch (value.type) {
    case "admit":
    case "restart":
    case "end":
      return { type: value.type };
    case "media":
      return typeof value.video === "boolean" ? { type: "media", video: value.video } : null;
    case "chat": {
      const text = typeof value.text === "string" ? value.text.trim() : "";
      return text.length >= 1 && text.length <= CALL_CHAT_MAX_LENGTH ? { type: "chat", text } : null;
    }
    case "signal": {
      const signal = readSignal(value.signal);
      return signal ? { type: "signal", signal } : null;
    }
    default:
      return null;
  }
}
